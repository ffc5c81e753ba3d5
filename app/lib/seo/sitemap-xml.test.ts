import { describe, expect, it } from "vitest";
import { sitePages } from "~/server/site-pages.server";
import { sitemapXml } from "./sitemap-xml";

describe("sitemapXml", () => {
  it("lists indexable pages once, with absolute escaped URLs", () => {
    const xml = sitemapXml([
      { path: "/", indexable: true, priority: 1 },
      { path: "/", indexable: true },
      { path: "/search?a=1&b=2", indexable: true },
      { path: "/admin", indexable: false },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>http://localhost:3000/</loc>");
    expect(xml).toContain("<priority>1.0</priority>");
    expect(xml).toContain("/search?a=1&amp;b=2");
    expect(xml).not.toContain("/admin");
  });

  it("includes the home page from the registry", () => {
    expect(sitePages().map((p) => p.path)).toContain("/");
  });
});
