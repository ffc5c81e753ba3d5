import { redirect } from "react-router";
import { clearAdminSessionCookie } from "~/server/admin-auth.server";

export function action() {
  return redirect("/admin/login", { headers: { "Set-Cookie": clearAdminSessionCookie() } });
}

export function loader() {
  return redirect("/admin");
}
