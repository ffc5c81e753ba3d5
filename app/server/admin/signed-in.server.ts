import { requireAdmin } from "../admin-auth.server.ts";

/**
 * Who is doing this, as the records keep it (order history, refunds): the one place that reads
 * it from the session. The back office has one owner login for now, so it is "owner".
 */
export async function signedInName(request: Request): Promise<string> {
  await requireAdmin(request);
  return "owner";
}
