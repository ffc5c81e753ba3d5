import { handleStorefrontRequest } from "~/server/storefront/embedded/http.server";
import type { Route } from "./+types/api.$version.graphql[.]json";

/**
 * The same endpoint at Shopify's path (/api/{version}/graphql.json), so a
 * SHOPIFY_STORE_DOMAIN that names this site works unchanged.
 */
export function action({ request, params }: Route.ActionArgs) {
  return handleStorefrontRequest(request, params.version);
}

export function loader({ request, params }: Route.LoaderArgs) {
  return handleStorefrontRequest(request, params.version);
}
