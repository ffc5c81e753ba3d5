import { useEffect, useRef, type FormEvent } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import { toast } from "~/lib/browser/toast-store";
import { Button } from "~/components/ui/button";
import { redirectTopWindow } from "~/lib/browser/redirect";
import { nativeCartPath } from "~/lib/shop/platform";
import { firstVariantId } from "~/lib/shop/variants";
import { seo } from "~/lib/seo/meta";
import { requireDevAccess } from "~/server/admin-auth.server";
import { StorefrontError, storefrontFor } from "~/server/storefront/client.server";
import { readForm } from "~/server/request.server";
import { forwardHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/dev.shopify";

export const headers = forwardHeaders;

/** Delay before leaving for the checkout or the native cart link: about 1 s, so the notice can be read. */
const redirectDelayMs = 1000;

export const meta: Route.MetaFunction = () => seo({ title: "Developer: shop debug", description: "Developer-only view of the shop connection.", path: "/dev/shopify", noindex: true });

const noindex = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireDevAccess(request);
  const client = storefrontFor(context);
  try {
    const [{ shop, collections }, product] = await Promise.all([client.shopInfo(10), client.firstAvailableProduct()]);
    return data(
      {
        mode: client.mode,
        shop,
        collections: collections.map(({ title, handle }) => ({ title, handle })),
        product: product ? { title: product.title, handle: product.handle, variantId: firstVariantId(product.variants.nodes) } : null,
        error: null,
      },
      { headers: noindex },
    );
  } catch (error) {
    return data({ mode: client.mode, shop: null, collections: [], product: null, error: (error as Error).message || "Failed to fetch Shopify data" }, { status: 502, headers: noindex });
  }
}

type TestBuy = { ok: true; checkoutUrl: string | null; fallbackUrl: string } | { ok: false; message: string };

/** Test Buy: a cart with the first available product's variant, quantity 1, reading checkoutUrl from the result. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireDevAccess(request);
  const form = await readForm(request);
  const variantId = String(form.get("variantId") ?? "");
  const client = storefrontFor(context);
  if (!variantId) return data<TestBuy>({ ok: false, message: "No available product to buy" }, { status: 400 });
  const fallbackUrl = client.platformUrl(nativeCartPath(variantId, 1));
  let result: TestBuy;
  // The storefront refusing what was sent (an unknown variant id) is the request's fault, not the upstream's.
  let failedStatus = 502;
  try {
    const cart = await client.cartCreate([{ merchandiseId: variantId, quantity: 1 }]);
    result = { ok: true, checkoutUrl: cart.checkoutUrl ?? null, fallbackUrl };
  } catch (error) {
    result = { ok: false, message: (error as Error).message };
    if (error instanceof StorefrontError && error.kind === "user") failedStatus = 400;
  }
  if (form.get("enhanced") === "1") return data(result, { status: result.ok ? 200 : failedStatus });
  if (result.ok) return redirect(result.checkoutUrl ?? result.fallbackUrl, 303);
  return data(result, { status: failedStatus });
}

function TestBuyForm({ variantId }: { variantId: string }) {
  const fetcher = useFetcher<TestBuy>();
  const handled = useRef<unknown>(null);
  const busy = fetcher.state !== "idle" || (fetcher.data?.ok ?? false);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      toast.error(`Test buy failed: ${result.message}`);
      return;
    }
    if (result.checkoutUrl) {
      const url = result.checkoutUrl;
      toast.success("Cart created! Redirecting to checkout...");
      window.setTimeout(() => redirectTopWindow(url), redirectDelayMs);
    } else {
      const url = result.fallbackUrl;
      toast.warning("Using native cart fallback...");
      window.setTimeout(() => redirectTopWindow(url), redirectDelayMs);
    }
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set("enhanced", "1");
    void fetcher.submit(form, { method: "post" });
  }

  return (
    <fetcher.Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="variantId" value={variantId} />
      <Button type="submit" disabled={busy}>
        {fetcher.state !== "idle" ? "Creating Cart..." : "Test Buy"}
      </Button>
    </fetcher.Form>
  );
}

export default function DevShopify({ loaderData, actionData }: Route.ComponentProps) {
  const { shop, collections, product, error, mode } = loaderData;
  return (
    <section className="container-page max-w-4xl py-12">
      <p className="eyebrow">Developer only</p>
      <h1 className="mt-2 text-h1">Shop debug</h1>
      <p className="mt-3 text-muted">
        Storefront: <strong>{mode === "shopify" ? "Shopify Storefront API" : "embedded storefront"}</strong>.{" "}
        <Link to="/dev/collections" className="font-semibold text-eucalyptus underline underline-offset-4">
          Back to collections
        </Link>
      </p>
      {actionData && !actionData.ok && (
        <p role="alert" className="mt-6 rounded-card bg-blush/60 p-4">
          Test buy failed: {actionData.message}
        </p>
      )}
      {error ? (
        <div role="alert" className="mt-8 rounded-card border border-danger/30 bg-blush/60 p-6">
          <h2 className="font-display text-lead font-semibold text-danger">Error</h2>
          <p className="mt-2 font-mono text-small">{error}</p>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5">
            <h2 className="font-display text-lead font-semibold">Shop</h2>
            <dl className="mt-4 space-y-2 text-small">
              <div>
                <dt className="text-muted">Name</dt>
                <dd className="font-semibold" data-testid="shop-name">{shop?.name}</dd>
              </div>
              <div>
                <dt className="text-muted">Primary domain</dt>
                <dd className="font-mono" data-testid="shop-domain">{shop?.primaryDomain.url}</dd>
              </div>
            </dl>
            <h3 className="mt-6 font-semibold">First 10 collections</h3>
            <ul className="mt-2 space-y-1 text-small">
              {collections.map((c) => (
                <li key={c.handle}>
                  {c.title} <span className="font-mono text-muted">({c.handle})</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5">
            <h2 className="font-display text-lead font-semibold">Test Buy</h2>
            {product?.variantId ? (
              <>
                <dl className="mt-4 space-y-2 text-small">
                  <div>
                    <dt className="text-muted">First available product</dt>
                    <dd className="font-semibold">{product.title}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">Handle</dt>
                    <dd className="font-mono">{product.handle}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">Variant id</dt>
                    <dd className="font-mono break-all">{product.variantId}</dd>
                  </div>
                </dl>
                <div className="mt-6">
                  <TestBuyForm variantId={product.variantId} />
                </div>
              </>
            ) : (
              <p className="mt-4 text-muted">No product is available to buy.</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
