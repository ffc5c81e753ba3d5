/**
 * Before any spec runs, the owner signs in once and keeps the cookie that makes hers a known browser. The owner's
 * sign-ins in the specs come from that browser, as hers do from her phone: the specs that attack sign-in slow
 * every new browser, as the site-wide limit should, and her known browser stays exempt.
 */
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ownerBrowserFile, ownerPassword } from "./support/owner";

test("the owner's browser becomes known", async ({ request }) => {
  const login = await request.post("/admin/login", { form: { password: ownerPassword, next: "/admin" }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const { cookies } = await request.storageState();
  const known = cookies.filter((cookie) => cookie.name === "wt_owner_browser");
  expect(known).toHaveLength(1);
  writeFileSync(ownerBrowserFile(), JSON.stringify(known));
});
