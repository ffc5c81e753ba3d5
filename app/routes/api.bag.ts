import { headersWithCookies, loadBag } from "~/server/cart.server";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/api.bag";

/** The bag panel's data: the stored cart as a view (50 lines), or an error the panel shows as a toast. */
export async function loader({ request }: Route.LoaderArgs) {
  const { bag, error, cookies } = await loadBag(storefrontFor(request), request);
  return Response.json({ bag, error }, { status: error ? 502 : 200, headers: headersWithCookies(cookies, { "Cache-Control": "no-store" }) });
}
