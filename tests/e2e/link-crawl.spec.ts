/**
 * A crawl from /sitemap.xml (plus the human sitemap): every internal link on
 * every listed page answers 200 without a redirect, and every #anchor it
 * points at exists on the target page.
 */
import { expect, test } from "./support/fixtures";

test("no internal link on any page in sitemap.xml is broken", async ({ request }) => {
  test.setTimeout(180_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const pages = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)), "/sitemap"];
  expect(pages.length).toBeGreaterThan(20);

  const html = new Map<string, string>();
  const fetchPage = async (path: string) => {
    if (!html.has(path)) {
      const response = await request.get(path, { maxRedirects: 0 });
      html.set(
        path,
        response.status() === 200 ? await response.text() : `status ${response.status()} ${response.headers()["location"] ?? ""}`,
      );
    }
    return html.get(path)!;
  };

  const links = new Map<string, string>(); // link → first page it was found on
  for (const path of pages) {
    const body = await fetchPage(path);
    expect(body.startsWith("status"), `${path}: ${body}`).toBe(false);
    for (const [, href] of body.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
      const link = href!.replace(/&amp;/g, "&");
      if (link.startsWith("//")) continue;
      if (!links.has(link)) links.set(link, path);
    }
  }

  const broken: string[] = [];
  for (const [link, from] of links) {
    const [target = "/", hash] = link.split("#");
    const path = target.split("?")[0] || from;
    if (path === "/sitemap.xml") {
      const response = await request.get(path);
      if (response.status() !== 200) broken.push(`${link} (on ${from}): ${response.status()}`);
      continue;
    }
    const body = await fetchPage(path);
    if (body.startsWith("status")) broken.push(`${link} (on ${from}): ${body}`);
    else if (hash && !body.includes(`id="${hash}"`)) broken.push(`${link} (on ${from}): no element #${hash}`);
  }
  expect(broken, "broken internal links").toEqual([]);
});
