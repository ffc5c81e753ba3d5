import { redirect } from "react-router";
import { log } from "~/server/log.server";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/cart.$lines";

/**
 * The shop platform's cart link (/cart/{variant}:{quantity},…), as Shopify has
 * it: makes a cart with those lines and goes to its checkout. The developer
 * page's Test Buy falls back to it when a cart comes back without a checkout URL.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const client = storefrontFor(request, context);
  if (client.mode === "shopify") return redirect(client.platformUrl(`/cart/${params.lines}`));
  const lines = params.lines
    .split(",")
    .map((part) => /^(\d{1,9}):(\d{1,2})$/.exec(part.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ merchandiseId: `gid://shopify/ProductVariant/${match[1]}`, quantity: Number(match[2]) }))
    .filter((line) => line.quantity > 0);
  if (lines.length === 0) throw new Response("Not found", { status: 404 });
  try {
    const cart = await client.cartCreate(lines);
    if (cart.checkoutUrl) return redirect(cart.checkoutUrl);
  } catch (error) {
    log("cart_link.failed", { message: (error as Error).message.slice(0, 200) }, "warn");
  }
  return redirect("/bag");
}
