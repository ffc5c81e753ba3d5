import { useEffect } from "react";
import { data, Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { BookButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { salon, shop } from "~/config/salon";
import { clearBag, setBagCount } from "~/lib/browser/bag";
import { readItem, writeItem } from "~/lib/browser/storage";
import { track } from "~/lib/browser/tracking";
import { listImage } from "~/lib/shop/catalogue-mapping";
import { formatPrice, priceNamesCurrency, toAmount } from "~/lib/shop/money";
import { packsHolding, suggestionsFor } from "~/lib/shop/pairs-well-with";
import { catalogueProducts } from "~/content/catalogue";
import { itemCount, showsSubtotal, type OrderSummary } from "~/lib/shop/order-summary";
import { seo } from "~/lib/seo/meta";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";
import { headersWithCookies, loadBag } from "~/server/cart.server";
import { database } from "~/server/db/client.server";
import { log } from "~/server/log.server";
import { mailLeavesServer } from "~/server/mail.server";
import { confirmedOrder } from "~/server/order-confirmation.server";
import { fulfilment } from "~/server/public-config.server";
import { storefrontFor, storefrontSettings } from "~/server/storefront/client.server";
import type { Route } from "./+types/order-confirmation";
import { forwardHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData?.order ? "Order confirmed" : "Thank you for your order",
    description: "Thank you for your order from Wattle & Thread Hair Studio.",
    path: "/order-confirmation",
    noindex: true,
  });

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

/**
 * The order this link may show. With the embedded shop: the database's, found by the link's order number and token
 * (server/order-confirmation.server.ts); the items and totals written in the link are never shown. A hosted
 * checkout's orders are the platform's, and nothing it sends a buyer back with is signed: no order is shown.
 */
async function orderShown(search: URLSearchParams): Promise<OrderSummary | null> {
  if (storefrontSettings().mode !== "embedded") return null;
  const { order, refused } = await confirmedOrder(database(), search);
  if (refused && search.has("order_id")) log("order_confirmation.not_shown", { reason: refused });
  return order;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await orderShown(new URL(request.url).searchParams);
  const client = storefrontFor(context);
  // The suggestions, as the shop sells them now: the owner's price and photo; one she has hidden or deleted is left out.
  // One the order already holds (itself, or a pack holding it) gives its place to the next one down the list.
  const product = async (handle: string) => (await client.product(handle)).product;
  const suggested = await Promise.all(
    shop.suggestedProducts.map(async (handle) => ({
      found: await product(handle),
      packs: await Promise.all(packsHolding(handle, catalogueProducts).map(product)),
    })),
  );
  const candidates = suggested.flatMap(({ found, packs }) => {
    if (!found) return [];
    const owning = [found, ...packs.filter((pack) => pack !== null)];
    const ownedBy = {
      variantIds: owning.flatMap((item) => item.variants.nodes.map((variant) => variant.id)),
      titles: owning.map((item) => item.title),
    };
    const suggestion = {
      handle: found.handle,
      title: found.title,
      price: toAmount(found.priceRange.minVariantPrice.amount),
      image: listImage(found.images.nodes[0], found.title),
    };
    return [{ suggestion, ownedBy }];
  });
  const pairsWellWith = suggestionsFor(candidates, order?.items ?? [])
    .slice(0, shop.suggestionsShown)
    .map(({ suggestion }) => suggestion);
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

/** How to reach the salon about an order, in a sentence. */
function AskTheSalon() {
  return (
    <>
      Questions about it? Call us on{" "}
      <a href={`tel:${salon.phone.e164}`} className="font-medium text-eucalyptus underline-offset-4 hover:underline">
        {salon.phone.display}
      </a>{" "}
      or{" "}
      <Link to="/contact" className="font-medium text-eucalyptus underline-offset-4 hover:underline">
        send us a message
      </Link>
      .
    </>
  );
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { order, pairsWellWith, emailed, bagLeft } = loaderData;
  const copy = useFulfilmentCopy();

  // What is left in the bag (see the loader): nothing, or a bag Buy Now did not touch.
  useEffect(() => {
    if (bagLeft === 0) clearBag();
    else setBagCount(bagLeft);
  }, [bagLeft]);

  // The purchase is tracked once per order in this browser: a reload, or the link opened again, does not count it twice.
  useEffect(() => {
    if (!order || readItem("local", trackedKey(order.order_id))) return;
    writeItem("local", trackedKey(order.order_id), "1");
    track("purchase_client", {
      order_id: order.order_id,
      subtotal: order.subtotal,
      total: order.total,
      currency: order.currency,
      items: order.items,
      item_count: itemCount(order.items),
    });
  }, [order]);

  return (
    <>
      <section className="container-page max-w-3xl py-12">
        <div className="text-center">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-mist text-eucalyptus">
            <Icon name="check" className="size-8" />
          </span>
          {order && <p className="eyebrow mt-6">Order confirmed</p>}
          <h1 className={`${order ? "mt-2" : "mt-6"} text-h1`}>Thank you for your order</h1>
          {order ? (
            <p className="mt-4 text-lead text-muted">
              Your order number is{" "}
              <strong className="font-semibold text-ink" data-testid="order-number">
                {order.order_id}
              </strong>
            </p>
          ) : (
            <p className="mx-auto mt-4 max-w-xl text-lead text-muted" data-testid="order-unshown">
              {emailed ? "Your order's details are in your confirmation e-mail." : "We can't show your order's details on this page."} <AskTheSalon />
            </p>
          )}
        </div>

        {order && (
          <div className="mt-10 rounded-[2rem] bg-white p-6 shadow-soft ring-1 ring-ink/5 sm:p-8">
            <h2 className="font-display text-lead font-semibold">Your items</h2>
            <ul className="mt-4 divide-y divide-ink/10" aria-label="Ordered items">
              {order.items.map((item, index) => (
                <li key={`${item.id}-${index}`} className="flex items-baseline justify-between gap-4 py-3" data-testid="order-item">
                  <span>
                    <span className="font-medium">{item.title}</span>
                    <span className="ml-2 text-small text-muted">× {item.quantity}</span>
                  </span>
                  <span className="font-semibold">{formatPrice(item.price * item.quantity, order.currency)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-4 space-y-2 border-t border-ink/10 pt-4">
              {showsSubtotal(order) && (
                <div className="flex justify-between text-small" data-testid="order-subtotal">
                  <dt className="text-muted">Subtotal</dt>
                  <dd>{formatPrice(order.subtotal, order.currency)}</dd>
                </div>
              )}
              <div className="flex justify-between text-lead font-semibold" data-testid="order-total">
                <dt>Total</dt>
                <dd>
                  {formatPrice(order.total, order.currency)}
                  {priceNamesCurrency(order.currency) ? null : <span className="text-small font-normal text-muted"> {order.currency}</span>}
                </dd>
              </div>
            </dl>
          </div>
        )}

        <div className="mt-8 rounded-[2rem] bg-mist/60 p-6 sm:p-8">
          <h2 className="font-display text-lead font-semibold">What happens next</h2>
          <ol className="mt-4 space-y-3">
            <li className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-eucalyptus" />
              <span>
                {emailed
                  ? `You'll receive an order confirmation e-mail within ${shop.orderConfirmationEmailMinutes} minutes.`
                  : order
                    ? "Keep your order number handy: it's all the salon needs when you come in."
                    : "When you come in, give the name or phone number you ordered with: the salon finds your order by either."}
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
