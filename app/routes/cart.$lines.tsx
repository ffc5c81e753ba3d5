import { clientIpKey } from "~/lib/csp-nonce";
import { noindex, openCartLink } from "~/server/cart-link.server";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/cart.$lines";

/** The shop platform's cart link (/cart/{variant}:{quantity},…); the developer page's Test Buy falls back to it. */
export function loader({ params, context }: Route.LoaderArgs) {
  return openCartLink(storefrontFor(context), params.lines, context.get(clientIpKey) ?? "unknown");
}

/** A refused link's page (the reason, with Retry-After when limited) is not for search engines either. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  const headers = new Headers(errorHeaders);
  for (const [name, value] of Object.entries(noindex)) headers.set(name, value);
  return headers;
}
