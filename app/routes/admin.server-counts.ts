import { privateHeaders } from "~/lib/route-headers";
import { requireAdmin } from "~/server/admin-auth.server";
import { serverCounts } from "~/server/server-counts.server";
import type { Route } from "./+types/admin.server-counts";

/** What the server holds now and has refused since start, as JSON for the owner (and load tests). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json(serverCounts(), { headers: privateHeaders });
}
