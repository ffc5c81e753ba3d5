import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { BookButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { salon, shop } from "~/config/salon";
import { clearBag, setBagCount } from "~/lib/browser/bag";
import { readItem, writeItem, writeJson } from "~/lib/browser/storage";
import { track } from "~/lib/browser/tracking";
import { listImage } from "~/lib/shop/catalogue-mapping";
import { formatPrice, priceNamesCurrency, toAmount } from "~/lib/shop/money";
import { packsHolding, suggestionsFor } from "~/lib/shop/pairs-well-with";
import { catalogueProducts } from "~/content/catalogue";
import {
  itemCount,
  lastOrderKey,
  orderFromDataLayer,
  orderFromQuery,
  orderFromStorage,
  resolveOrder,
  showsSubtotal,
  type OrderSummary,
} from "~/lib/shop/order-summary";
import { seo } from "~/lib/seo/meta";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";
import { headersWithCookies, loadBag } from "~/server/cart.server";
import { log } from "~/server/log.server";
import { mailLeavesServer } from "~/server/mail.server";
import { fulfilment } from "~/server/public-config.server";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/order-confirmation";
import { forwardHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Order confirmed",
    description: "Thank you for your order from Wattle & Thread Hair Studio.",
    path: "/order-confirmation",
    noindex: true,
  });

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { order, problems } = orderFromQuery(new URL(request.url).searchParams);
  if (problems.length) log("order_confirmation.unreadable", { problems, order: order?.order_id ?? null }, "warn");
  const client = storefrontFor(context);
  // The suggestions, as the shop sells them now: the owner's price and photo; one she has hidden or deleted is left out.
  // Each carries what would mean the buyer has it already (itself, or a pack holding it): the page leaves those out.
  const product = async (handle: string) => (await client.product(handle)).product;
  const suggested = await Promise.all(
    shop.suggestedProducts.map(async (handle) => ({
      found: await product(handle),
      packs: await Promise.all(packsHolding(handle, catalogueProducts).map(product)),
    })),
  );
  const pairsWellWith = suggested.flatMap(({ found, packs }) => {
    if (!found) return [];
    const owning = [found, ...packs.filter((pack) => pack !== null)];
    const ownedBy = {
      variantIds: owning.flatMap((item) => item.variants.nodes.map((variant) => variant.id)),
      titles: owning.map((item) => item.title),
    };
    return [
      {
        handle: found.handle,
        title: found.title,
        price: toAmount(found.priceRange.minVariantPrice.amount),
        image: listImage(found.images.nodes[0], found.title),
        ownedBy,
      },
    ];
  });
  // Back from a checkout (ours or a hosted one): a bag whose cart was just bought no longer exists, so its
  // cookies go and the header's count with them; a bag left alone by Buy Now keeps its count.
  const { bag, cookies } = await loadBag(client, request);
  // A confirmation e-mail is promised only when one reaches the buyer: Shopify sends its own; the embedded
  // checkout's goes out only through SMTP_URL (otherwise it waits in the owner's mailbox).
  const emailed = fulfilment() === "shipping" || mailLeavesServer();
  return data(
    { order, pairsWellWith, emailed, bagLeft: bag?.totalQuantity ?? 0 },
    { headers: headersWithCookies(cookies, { "Cache-Control": "no-store" }) },
  );
}

const trackedKey = (orderId: string) => `wt_purchase_tracked_${orderId}`;

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { emailed, bagLeft } = loaderData;
  const [order, setOrder] = useState<OrderSummary | null>(loaderData.order);
  const pairsWellWith = suggestionsFor(loaderData.pairsWellWith, order?.items ?? []).slice(0, shop.suggestionsShown);
  const [resolved, setResolved] = useState(loaderData.order !== null);
  const copy = useFulfilmentCopy();

  // What is left in the bag (see the loader): nothing, or a bag Buy Now did not touch.
  useEffect(() => {
    if (bagLeft === 0) clearBag();
    else setBagCount(bagLeft);
  }, [bagLeft]);

  // Read the order once: query, then the data layer's latest purchase, then session storage; track the purchase once.
  useEffect(() => {
    const { order: found, problems } = resolveOrder({
      query: orderFromQuery(window.location.search),
      dataLayer: orderFromDataLayer((window as unknown as { dataLayer?: unknown }).dataLayer),
      storage: orderFromStorage(readItem("session", lastOrderKey)),
    });
    if (problems.length) console.warn("Order confirmation: unreadable order data", problems);
    // The data layer and session storage exist only in the browser, so they are read after hydration, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOrder(found);
    setResolved(true);
    if (!found) return;
    writeJson("session", lastOrderKey, found);
    if (!readItem("local", trackedKey(found.order_id))) {
      writeItem("local", trackedKey(found.order_id), "1");
      track("purchase_client", {
        order_id: found.order_id,
        subtotal: found.subtotal,
        total: found.total,
        currency: found.currency,
        items: found.items,
        item_count: itemCount(found.items),
      });
    }
  }, []);

  return (
    <>
      <section className="container-page max-w-3xl py-12">
        <div className="text-center">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-mist text-eucalyptus">
            <Icon name="check" className="size-8" />
          </span>
          <p className="eyebrow mt-6">Order confirmed</p>
          <h1 className="mt-2 text-h1">Thank you for your order</h1>
          {order ? (
            <p className="mt-4 text-lg text-muted">
              Your order number is{" "}
              <strong className="font-semibold text-ink" data-testid="order-number">
                {order.order_id}
              </strong>
            </p>
          ) : (
            resolved && (
              <p className="mt-4 text-lg text-muted">
                {emailed
                  ? "Your order is with us. Check your e-mail for the details."
                  : `Your order is with us. Questions about it? Call us on ${salon.phone.display}.`}
              </p>
            )
          )}
        </div>

        {order && (
          <div className="mt-10 rounded-[2rem] bg-white p-6 shadow-soft ring-1 ring-ink/5 sm:p-8">
            <h2 className="font-display text-xl font-semibold">Your items</h2>
            {order.items.length > 0 ? (
              <ul className="mt-4 divide-y divide-ink/10" aria-label="Ordered items">
                {order.items.map((item, index) => (
                  <li key={`${item.id}-${index}`} className="flex items-baseline justify-between gap-4 py-3" data-testid="order-item">
                    <span>
                      <span className="font-medium">{item.title}</span>
                      <span className="ml-2 text-sm text-muted">× {item.quantity}</span>
                    </span>
                    <span className="font-semibold">{formatPrice(item.price * item.quantity, order.currency)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-muted">
                {emailed ? "The item list is in your confirmation e-mail." : "The salon has the full item list with your order."}
              </p>
            )}
            <dl className="mt-4 space-y-2 border-t border-ink/10 pt-4">
              {showsSubtotal(order) && (
                <div className="flex justify-between text-sm" data-testid="order-subtotal">
                  <dt className="text-muted">Subtotal</dt>
                  <dd>{formatPrice(order.subtotal, order.currency)}</dd>
                </div>
              )}
              <div className="flex justify-between text-lg font-semibold" data-testid="order-total">
                <dt>Total</dt>
                <dd>
                  {formatPrice(order.total, order.currency)}
                  {priceNamesCurrency(order.currency) ? null : <span className="text-sm font-normal text-muted"> {order.currency}</span>}
                </dd>
              </div>
            </dl>
          </div>
        )}

        <div className="mt-8 rounded-[2rem] bg-mist/60 p-6 sm:p-8">
          <h2 className="font-display text-xl font-semibold">What happens next</h2>
          <ol className="mt-4 space-y-3">
            <li className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-eucalyptus" />
              <span>
                {emailed
                  ? `You'll receive an order confirmation e-mail within ${shop.orderConfirmationEmailMinutes} minutes.`
                  : "Keep your order number handy: it's all the salon needs when you come in."}
              </span>
            </li>
            <li className="flex gap-3">
              <Icon name={copy.trust.icon} className="mt-0.5 size-5 shrink-0 text-eucalyptus" />
              <span>{copy.nextStep}</span>
            </li>
            <li className="flex gap-3">
              <Icon name="sparkle" className="mt-0.5 size-5 shrink-0 text-eucalyptus" />
              <span>Not sure how to use something? Ask us at your next appointment or send us a message.</span>
            </li>
          </ol>
        </div>

        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/collections" variant="secondary" size="lg">
            Continue Shopping
          </ButtonLink>
          <BookButton placement="order_confirmation" size="lg" />
        </div>
      </section>

      <section className="container-page pb-16" aria-labelledby="pairs-title" hidden={pairsWellWith.length === 0}>
        <h2 id="pairs-title" className="text-center text-h2">
          Pairs well with
        </h2>
        <ul className="mx-auto mt-8 grid max-w-4xl gap-5 sm:grid-cols-3">
          {pairsWellWith.map((product) => (
            <li key={product.handle}>
              <Link
                to={`/products/${product.handle}`}
                className="group block overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-ink/5 transition-shadow hover:shadow-lift"
              >
                <Image
                  src={product.image.url}
                  alt=""
                  width={product.image.width}
                  height={product.image.height}
                  sizes="(min-width: 640px) 200px, 45vw"
                  className="aspect-square w-full object-cover"
                />
                <span className="block p-4">
                  <span className="block font-semibold group-hover:text-eucalyptus">{product.title}</span>
                  <span className="mt-1 block font-semibold">{formatPrice(product.price, shop.currency)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
