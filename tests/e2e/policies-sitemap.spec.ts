/** The policy pages and the human sitemap (/sitemap), and sitemap.xml listing the content side's pages. */
import { suburbs } from "../../app/content/suburbs.ts";
import { serviceDetails } from "../../app/content/services.ts";
import { expect, test } from "./support/fixtures";

const policies = [
  // The embedded shop's reading of this page (click and collect only); the shipping reading is the Shopify one.
  { path: "/policies/shipping", title: "Click & Collect", says: "you pay in the salon when you collect" },
  { path: "/policies/returns", title: "Returns & Exchanges", says: "Australian Consumer Law" },
  { path: "/privacy", title: "Privacy Policy", says: "Australian Privacy Principles" },
  { path: "/terms", title: "Terms of Service", says: "18 or older" },
];

test.describe("policies", () => {
  for (const policy of policies) {
    test(`${policy.path} renders its document with a table of contents`, async ({ page, visit }) => {
      await visit(policy.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
      await expect(page).toHaveTitle(new RegExp(`^${policy.title} \\|`));
      await expect(page.getByRole("main")).toContainText(policy.says);
      const toc = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
      expect(await toc.count()).toBeGreaterThanOrEqual(4);
      const target = (await toc.nth(1).getAttribute("href")) ?? "";
      await toc.nth(1).click();
      await expect(page.locator(target)).toBeInViewport();
      // Every policy but the one on screen.
      await expect(page.getByRole("navigation", { name: "Other policies" }).getByRole("link")).toHaveCount(policies.length - 1);
    });
  }

  test("links inside a policy document move within the site without reloading the page", async ({ page, visit }) => {
    await visit("/policies/shipping", { axe: false });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("main").getByRole("link", { name: "Returns & Exchanges policy" }).click();
    await expect(page).toHaveURL(/\/policies\/returns$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Returns & Exchanges");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("the returns page holds the appointment cancellation rules the booking page links to", async ({ page, visit }) => {
    await visit("/policies/returns", { axe: false });
    const section = page.locator("#appointment-cancellations");
    await expect(section).toHaveText("Appointment cancellations");
    await expect(page.getByRole("main")).toContainText("24 hours' notice");
    await expect(page.getByRole("main")).toContainText("50%");
  });
});

test.describe("human sitemap", () => {
  test("/sitemap has the spec's groups, is noindex but followed, and links to sitemap.xml", async ({ page, visit }) => {
    await visit("/sitemap");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    const group = (name: string) => page.getByRole("region", { name }).getByRole("link");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Main pages",
      "Shop collections",
      "Service areas",
      "Policies & legal",
      "For search engines",
    ]);
    expect(await Promise.all((await group("Main pages").all()).map((l) => l.getAttribute("href")))).toEqual([
      "/",
      "/services",
      "/about",
      "/booking",
      "/contact",
      "/blog",
    ]);
    expect(await Promise.all((await group("Shop collections").all()).map((l) => l.getAttribute("href")))).toEqual([
      "/collections",
      "/collections/christmas-gift-packs",
      "/collections/hair-care",
      "/collections/treatments",
      "/collections/styling",
    ]);
    const areas = await Promise.all((await group("Service areas").all()).map((l) => l.getAttribute("href")));
    expect(areas).toHaveLength(suburbs.length);
    expect(areas.every((href) => href?.startsWith("/near/"))).toBe(true);
    expect(await Promise.all((await group("Policies & legal").all()).map((l) => l.getAttribute("href")))).toEqual([
      "/policies/shipping",
      "/policies/returns",
      "/privacy",
      "/terms",
    ]);
    await expect(page.getByRole("link", { name: "XML sitemap" })).toHaveAttribute("href", "/sitemap.xml");
  });

  test("sitemap.xml lists the services, booking, about and policy pages but not the noindex sitemap page", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of ["/services", "/booking", "/about", "/policies/shipping", "/policies/returns", "/privacy", "/terms"])
      expect(paths).toContain(path);
    // One page per service with details (the service menu's first-run content, which a fresh database holds).
    expect(paths.filter((p) => /^\/services\/[^/]+\/[^/]+$/.test(p))).toHaveLength(serviceDetails.length);
    expect(paths).not.toContain("/sitemap");
  });
});
