import { handleStorefrontRequest } from "~/server/storefront/embedded/http.server";
import type { Route } from "./+types/api.storefront.$version.graphql[.]json";

/** The embedded storefront's Storefront API endpoint (token required). */
export function action({ request, params }: Route.ActionArgs) {
  return handleStorefrontRequest(request, params.version);
}

export function loader({ request, params }: Route.LoaderArgs) {
  return handleStorefrontRequest(request, params.version);
}
