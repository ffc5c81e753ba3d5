import { redirect } from "react-router";
import { endEveryOwnerSession, endOwnerSession, isAdmin } from "~/server/admin-auth.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/admin.logout";

/** Sign out here, or (`scope=everywhere`, only from a live session) on every browser the owner used. */
export async function action({ request }: Route.ActionArgs) {
  // A body that cannot be read still signs this browser out; only a readable request ends every session.
  const form = await readForm(request).catch(() => null);
  const everywhere = form?.get("scope") === "everywhere";
  const cookie = everywhere && (await isAdmin(request)) ? await endEveryOwnerSession(request) : await endOwnerSession(request);
  return redirect("/admin/login", { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/admin");
}
