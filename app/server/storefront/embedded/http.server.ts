import { shop } from "../../../config/salon.ts";
import { env, siteOrigin } from "../../env.server.ts";
import { log } from "../../log.server.ts";
import { readJson } from "../../request.server.ts";
import { sameSecret } from "../../secrets.server.ts";
import { executeEmbedded } from "./executor.server.ts";

const tokenHeader = "x-shopify-storefront-access-token";

function graphqlError(status: number, message: string, code: string, headers?: HeadersInit) {
  return Response.json({ errors: [{ message, extensions: { code } }] }, { status, headers });
}

/**
 * The embedded storefront over HTTP, the way Shopify serves its Storefront API:
 * POST JSON { query, variables, operationName } with the access token header.
 * Closed unless EMBEDDED_STOREFRONT_TOKEN is set.
 */
export async function handleStorefrontRequest(request: Request, version: string | undefined): Promise<Response> {
  if (version !== shop.storefrontApiVersion) return graphqlError(404, `API version ${version ?? ""} is not served here; use ${shop.storefrontApiVersion}`, "NOT_FOUND");
  if (request.method !== "POST") return graphqlError(405, "Use POST", "METHOD_NOT_ALLOWED", { Allow: "POST" });
  const expected = env().EMBEDDED_STOREFRONT_TOKEN;
  const given = request.headers.get(tokenHeader);
  if (!expected || !given || !sameSecret(given, expected)) {
    log("storefront.http_unauthorized", { tokenGiven: Boolean(given) }, "warn");
    return graphqlError(401, "Invalid or missing storefront access token", "UNAUTHORIZED");
  }
  const body = await readJson(request);
  if (!body.ok) return graphqlError(400, body.error, "BAD_REQUEST");
  // Shopify takes one operation per request; a batch (a JSON array) would multiply every limit by its length.
  if (Array.isArray(body.body)) return graphqlError(400, "Batched queries are not supported: send one query per request", "BAD_REQUEST");
  const { query, variables, operationName } = (body.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
  if (typeof query !== "string" || !query.trim()) return graphqlError(400, "A query is required", "BAD_REQUEST");
  if (variables !== undefined && variables !== null && (typeof variables !== "object" || Array.isArray(variables))) {
    return graphqlError(400, "Variables must be an object", "BAD_REQUEST");
  }
  const result = await executeEmbedded({
    query,
    variables: (variables as Record<string, unknown> | null) ?? {},
    operationName: typeof operationName === "string" ? operationName : null,
    origin: siteOrigin(),
  });
  // A document that doesn't parse or validate, is over the query limits, or has variables that don't fit it, is
  // refused before execution: no data, a 400. A request stopped at the time limit also answers without data.
  return Response.json(result, { status: "data" in result ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}
