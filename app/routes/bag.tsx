import { data, redirect, useSearchParams } from "react-router";
import { BagContents, BagSubtotal, EmptyBag } from "~/components/shop/bag-contents";
import { CheckoutButton } from "~/components/shop/checkout-button";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { salon } from "~/config/salon";
import { addedToBag, bagLoadFailed } from "~/lib/shop/bag-messages";
import { seo } from "~/lib/seo/meta";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";
import { handleBagAction, headersWithCookies, loadBag } from "~/server/cart.server";
import { storefrontFor } from "~/server/storefront/client.server";
import { readForm } from "~/server/request.server";
import { forwardHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/bag";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;

export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  seo({ title: "Your bag", description: "The products in your bag at Wattle & Thread Hair Studio, ready for checkout.", path: "/bag", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { bag, error, cookies } = await loadBag(storefrontFor(context), request);
  return data({ bag, error }, { headers: headersWithCookies(cookies, { "Cache-Control": "no-store" }) });
}

/**
 * Every bag form posts here. With JavaScript (enhanced=1) the answer is data
 * for the fetcher; without it, the post ends on a page: the checkout, or this
 * bag with the outcome shown.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const client = storefrontFor(context);
  const { result, cookies, form } = await handleBagAction(client, request, await readForm(request));
  const headers = headersWithCookies(cookies);
  const status = result.ok ? 200 : result.intent === "unknown" ? 400 : 409;
  if (form?.enhanced) return data(result, { status, headers });
  if (result.ok && (result.intent === "buy" || result.intent === "checkout")) return redirect(result.checkoutUrl, { status: 303, headers });
  if (result.ok) return redirect(result.intent === "add" ? "/bag?added=1" : "/bag", { status: 303, headers });
  return data(result, { status, headers });
}

export default function BagPage({ loaderData, actionData }: Route.ComponentProps) {
  const { bag, error } = loaderData;
  const [params] = useSearchParams();
  const failure = actionData && !actionData.ok ? actionData : null;
  const hasItems = Boolean(bag && bag.lines.length > 0);
  const { bagNote } = useFulfilmentCopy();

  return (
    <section className="container-page max-w-3xl py-12">
      <p className="eyebrow">Shop</p>
      <h1 className="mt-2 text-h1">Your bag</h1>
      {params.get("added") === "1" && !failure && (
        <p role="status" className="mt-6 flex items-center gap-2 rounded-card bg-mist px-5 py-4 font-semibold text-eucalyptus">
          <Icon name="check" /> {addedToBag}
        </p>
      )}
      {failure && (
        <div role="alert" className="mt-6 rounded-card bg-blush/70 px-5 py-4 text-ink">
          <p className="font-semibold">{failure.message}</p>
          {failure.redirectTo && (
            <a href={failure.redirectTo} className="mt-2 inline-block font-semibold text-eucalyptus underline underline-offset-4">
              Back to the product
            </a>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-6 rounded-card bg-blush/70 px-5 py-4">
          {bagLoadFailed}. Please refresh the page, or call us on <span className="whitespace-nowrap">{salon.phone.display}</span>.
        </p>
      )}
      <div className="mt-8 rounded-[2rem] bg-white px-6 py-2 shadow-soft ring-1 ring-ink/5 sm:px-8">
        {hasItems && bag ? <BagContents bag={bag} /> : !error && <EmptyBag />}
      </div>
      {hasItems && bag && (
        <div className="mt-6 space-y-4 rounded-[2rem] bg-white p-6 shadow-soft ring-1 ring-ink/5 sm:p-8">
          <BagSubtotal bag={bag} />
          <p className="text-small text-muted">{bagNote}</p>
          <CheckoutButton bag={bag} />
          <ButtonLink to="/collections" variant="ghost" className="w-full">
            Continue Shopping
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
