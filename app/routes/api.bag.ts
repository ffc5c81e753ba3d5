import { headersWithCookies, loadBag } from "~/server/cart.server";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/api.bag";
import { readOnly } from "~/server/request.server";

/** The bag panel's data: the stored cart as a view (50 lines), or an error the panel shows as a toast. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { bag, error, cookies } = await loadBag(storefrontFor(context), request);
  return Response.json({ bag, error }, { status: error ? 502 : 200, headers: headersWithCookies(cookies, { "Cache-Control": "no-store" }) });
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
