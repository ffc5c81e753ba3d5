/**
 * The local pages from /sitemap.xml (the areas index, each area and each suburb): every one answers 200 with its own
 * title, description and heading, shows only the salon's one address, and no
 * internal link on them is broken.
 */
import { salon } from "../../app/config/salon.ts";
import { areas } from "../../app/content/areas.ts";
import { suburbs } from "../../app/content/suburbs.ts";
import { expect, test } from "./support/fixtures";

const isLocal = (path: string) => path === "/areas" || path.startsWith("/areas/") || path.startsWith("/near/");

test("every local page in sitemap.xml is distinct and every internal link on it works", async ({ request }) => {
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const pages = listed.filter(isLocal);
  expect(pages).toHaveLength(1 + areas.length + suburbs.length);

  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const headings = new Set<string>();
  const links = new Map<string, string>();

  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    headings.add(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");

    // One salon: every JSON-LD address on the page is the salon's.
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const text = JSON.stringify(JSON.parse(json!));
      for (const [, street] of text.matchAll(/"streetAddress":"([^"]*)"/g)) expect(street, path).toBe(salon.address.street);
      for (const [, phone] of text.matchAll(/"telephone":"([^"]*)"/g)) expect(phone, path).toBe(salon.phone.e164);
    }

    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)(?:#[^"]*)?"/g)) {
      if (!links.has(href!)) links.set(href!, path);
    }
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
  expect(headings.size).toBe(pages.length);

  // Links between local pages must all work; links to the rest of the site are checked when that page is in the sitemap.
  const checked: string[] = [];
  for (const [href, from] of links) {
    const target = href.split("?")[0]!;
    if (!isLocal(target) && !listed.includes(target)) continue;
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), `${href} (linked from ${from})`).toBe(200);
    checked.push(href);
  }
  expect(checked.length).toBeGreaterThanOrEqual(pages.length);
});
