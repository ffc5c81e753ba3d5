/**
 * Request shapes that once led off the site or to a 500: slashes and backslashes before a trailing slash, methods
 * no page answers, a sign-in link whose `next` is not a plain path, and discount days out of any shop's calendar.
 * Each gets an answer on the site, in the 4xx range where it is refused.
 */
import { discountCodeMessages } from "../../app/lib/shop/discount-code-form.ts";
import { methodProblem } from "../../app/server/request-edge.server.ts";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner, ownerPassword } from "./support/owner";
import { rawRequest } from "./support/raw-http";
import { e2ePort } from "./support/shop";

const host = `localhost:${e2ePort}`;

/** Paths that start with every slash and backslash spelling before another host, each with a trailing slash. */
const offSitePaths = (() => {
  const starts = ["/", "\\", "%2F", "%2f", "%5C", "%5c", "%09", "%0A", "/%2F", "/./"];
  const paths: string[] = [];
  for (const a of starts) for (const b of ["", ...starts]) paths.push(`/${a}${b}evil.example/`, `/${a}${b}evil.example/x/?q=1`);
  return paths;
})();

test("a redirect never leaves the site, however the slashes before another host are spelled", async () => {
  expect(offSitePaths).toContain("//evil.example/");
  expect(offSitePaths).toContain("/\\evil.example/");
  expect(offSitePaths).toContain("///evil.example/");
  let redirected = 0;
  for (const path of offSitePaths) {
    const answer = await rawRequest({ port: e2ePort, head: [`GET ${path} HTTP/1.1`, `Host: ${host}`] });
    expect(answer.status, path).toBeLessThan(500);
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400) {
      redirected += 1;
      expect(location, path).toBeDefined();
      expect(new URL(location!, `http://${host}/a/b`).host, `${path} → ${location}`).toBe(host);
      expect(location!.replace(/[\t\n\r]/g, ""), path).not.toMatch(/^[\s/\\]{2}/);
    }
  }
  // The trailing slash is dropped with a redirect: the check above was not vacuous.
  expect(redirected).toBeGreaterThan(offSitePaths.length / 2);
});

test("TRACE, TRACK, CONNECT and methods no page answers get a 405 naming the ones we do", async () => {
  for (const [method, path] of [
    ["TRACE", "/"],
    ["TRACE", "/products/heat-defense-spray"],
    ["TRACK", "/contact"],
    ["PROPFIND", "/admin"],
    ["MKCOL", "/blog"],
    ["BREW", "/"],
    ["CONNECT", `${host}`],
    ["CONNECT", "evil.example:443"],
  ] as const) {
    const answer = await rawRequest({ port: e2ePort, head: [`${method} ${path} HTTP/1.1`, `Host: ${host}`] });
    expect(answer.status, `${method} ${path}`).toBe(405);
    expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
    expect(JSON.parse(answer.body), `${method} ${path}`).toEqual({ error: methodProblem });
  }
});

test.describe("signing in through a link whose next is not a plain path of the site", () => {
  const badNexts = [
    "/admin\r\nSet-Cookie: planted=1",
    "/admin\nX: y",
    "/admin/\u0100",
    "/admin/\u{1F600}",
    "//evil.example/admin",
    "/\\evil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
  ];

  test("the page drops it, and signing in lands on the inbox", async ({ request }) => {
    for (const next of badNexts) {
      const page = await request.get(`/admin/login?next=${encodeURIComponent(next)}`);
      expect(page.status(), JSON.stringify(next)).toBe(200);
      expect(await page.text(), JSON.stringify(next)).toContain('name="next" value="/admin"');
    }
    for (const next of badNexts.slice(0, 4)) {
      const signIn = await request.post("/admin/login", { form: { password: ownerPassword, next }, maxRedirects: 0 });
      expect(signIn.status(), JSON.stringify(next)).toBeGreaterThanOrEqual(300);
      expect(signIn.status(), JSON.stringify(next)).toBeLessThan(400);
      expect(signIn.headers().location, JSON.stringify(next)).toBe("/admin");
      expect(signIn.headers()["set-cookie"], JSON.stringify(next)).toContain("wt_admin=");
      expect(signIn.headers()["set-cookie"]).not.toContain("planted");
    }
  });
});

test.describe("discount days out of the calendar", () => {
  test("are refused by the field, in the browser at 390 px and in a post without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsOwner(page);
    await page.goto("/admin/discounts");
    await hydrated(page);
    await page.getByLabel("Code", { exact: true }).fill(`OLD-${Date.now().toString(36)}`.toUpperCase());
    await page.getByLabel("Percent off").fill("10");
    await page.getByLabel("First day (optional)").fill("1999-12-31");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect(page.locator("#discount-startsOn-error")).toHaveText(discountCodeMessages.dateRange);
    await expect(page.getByLabel("First day (optional)")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    const post = (form: Record<string, string>) =>
      page.request.post("/admin/discounts", { form, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
    const code = { code: `EDGE-${Date.now().toString(36)}`.toUpperCase(), kind: "percent", percent: "10", amount: "", usageLimit: "" };
    const outOfRange = await post({ ...code, startsOn: "0000-01-01", endsOn: "2101-01-01" });
    expect(outOfRange.status()).toBe(400);
    const withoutDates = await post(code);
    expect(withoutDates.status()).toBe(400);
    expect(await withoutDates.text()).toContain(discountCodeMessages.date);
  });
});
