import { expect, expectAccessible, test } from "./support/fixtures";
import { loginAsOwner, ownerPassword } from "./support/owner";

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

function contactPayload(email: string, message: string, name = "Robin Hood") {
  return {
    contact: { name, first_name: name.split(" ")[0], last_name: name.split(" ").slice(1).join(" "), email },
    context: { form_name: "contact_form", event_name: "contact_form_submit", timestamp: new Date().toISOString(), client_id: `client-${stamp()}`, source_page: "http://localhost/contact" },
    consent: { marketing: false },
    free_text: { message, topic: "other", topic_label: "Other" },
  };
}

test.describe("owner inbox", () => {
  test("shows addresses a visitor wrote as text; only the site's own links in an e-mail are clickable", async ({ page, request }) => {
    const id = stamp();
    const email = `links.${id}@example.com`;
    const lead = contactPayload(email, `Look at https://evil.example/phish?${id} please`, `Robin ${id}`);
    const response = await request.post("/api/leads", { data: { ...lead, context: { ...lead.context, source_page: "https://evil.example/landing" } } });
    expect(response.status()).toBe(201);
    await loginAsOwner(page);
    await page.goto(`/admin/inbox?s=messages&q=${id}`);
    await expect(page.locator("tbody tr[data-row-id]")).toHaveCount(1);
    await page.goto(`/admin/inbox?s=mailbox&q=${id}`);
    const row = page.locator("tbody tr[data-row-id]").first();
    await row.locator("xpath=following-sibling::tr[1]").getByText("Show e-mail").click();
    const body = page.locator("pre").first();
    await expect(body).toContainText(`https://evil.example/phish?${id}`);
    await expect(body).toContainText("https://evil.example/landing");
    await expect(page.locator('main a[href*="evil.example"]')).toHaveCount(0);
  });

  test("sends visitors to the login page, refuses a wrong password and lets the owner in", async ({ page }) => {
    await page.goto("/admin/inbox?s=leads");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Finbox%3Fs%3Dleads$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectAccessible(page);
    await page.getByLabel("Password").fill("not it");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("That password isn't right. Please try again.");
    await page.getByLabel("Password").fill(ownerPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?s=leads$/);
    await expect(page.getByRole("link", { name: /Leads/, exact: false }).first()).toHaveAttribute("aria-current", "page");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "wt_admin")).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("a signed-out owner is signed out everywhere: the old cookie opens nothing", async ({ page, request }) => {
    await loginAsOwner(page);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const before = await request.get("/admin", { headers: { cookie }, maxRedirects: 0 });
    expect(before.status(), before.headers()["location"]).toBe(200);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The cookie as it was before signing out, replayed from elsewhere.
    for (const path of ["/admin", "/admin/export/messages"]) {
      const replayed = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
      expect(replayed.status(), path).toBe(302);
      expect(replayed.headers()["location"]).toMatch(/^\/admin\/login\?next=/);
    }
  });

  test("a malformed or forged session cookie is sent to the login page, never a 500", async ({ request }) => {
    for (const cookie of ["wt_admin=%E0%A4%A", "wt_admin=4102444800000.forged", 'wt_admin="', "wt_admin=%"]) {
      const response = await request.get("/admin", { headers: { cookie }, maxRedirects: 0 });
      expect(response.status(), cookie).toBe(302);
      expect(response.headers()["location"], cookie).toBe("/admin/login?next=%2Fadmin");
    }
  });

  test("lists messages newest first, escaped, searchable, and exports them as CSV", async ({ page, request }) => {
    const id = stamp();
    const email = `inbox.${id}@example.com`;
    const hostile = `<img src=x onerror="window.__owned=1"><script>window.__owned=1</script> =SUM(1+1) ${id}`;
    expect((await request.post("/api/leads", { data: contactPayload(`older.${id}@example.com`, `An older message ${id}`) })).status()).toBe(201);
    expect((await request.post("/api/leads", { data: contactPayload(email, hostile, "Eve <b>Mallory</b>") })).status()).toBe(201);

    await loginAsOwner(page);
    await page.getByRole("link", { name: /Messages/ }).click();
    await page.getByRole("searchbox", { name: "Search messages" }).fill(id);
    await page.getByRole("button", { name: "Search" }).click();
    const rows = page.locator("tbody tr[data-row-id]");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(email);
    await expect(rows.nth(1)).toContainText(`older.${id}@example.com`);
    await expect(rows.first()).toContainText('<img src=x onerror="window.__owned=1">');
    await expect(rows.first()).toContainText("Eve <b>Mallory</b>");
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    expect(await rows.first().locator("img, script, b").count()).toBe(0);
    await expectAccessible(page);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^wattle-thread-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await request.get(`/admin/export/messages?q=${id}`, { headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") } })).text();
    const lines = csv.replace(/^\ufeff/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Received,Name,Email,Phone,Topic,Message,Marketing consent,Page");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain(`"<img src=x onerror=""window.__owned=1""><script>window.__owned=1</script> =SUM(1+1) ${id}"`);
    expect((await request.get("/admin/export/messages")).status()).toBe(200); // the request context has no cookie: it is the login page
    expect(await (await request.get("/admin/export/messages")).text()).not.toContain(email);
  });

  test("shows every section, and the outbox can send a row again", async ({ page, request }) => {
    const id = stamp();
    await request.post("/api/leads", { data: contactPayload(`outbox.${id}@example.com`, `Please forward me ${id}`) });
    await loginAsOwner(page);
    for (const label of ["Messages", "Leads", "Orders", "Subscribers", "Feedback", "FAQ feedback", "Outbox", "Mailbox"]) {
      await page.getByRole("navigation", { name: "Inbox sections" }).getByRole("link", { name: new RegExp(`^${label}`) }).click();
      await expect(page.getByRole("navigation", { name: "Inbox sections" }).getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute("aria-current", "page");
    }
    // No webhook stand-in listens here, so the lead waits in the outbox with its error.
    await page.goto("/admin/inbox?s=outbox&q=lead");
    const row = page.locator("tbody tr[data-row-id]").first();
    await expect(row).toContainText("127.0.0.1");
    await expect(row).toContainText(/pending|dead/);
    await row.getByRole("button", { name: "Retry now" }).click();
    await expect(page.getByRole("status")).toHaveText("Queued to send again.");
  });
});
