import { describe, expect, it } from "vitest";
import { areas } from "~/content/areas";
import { suburbs } from "~/content/suburbs";
import { keptPaths, sitePages } from "./site-pages.server";
import { sitemapXml } from "~/lib/seo/sitemap-xml";

describe("local pages in the registry", () => {
  const local = sitePages().filter((p) => p.path.startsWith("/near/") || p.path.startsWith("/areas"));

  it("lists the 13 suburb pages, the area index and the 18 area pages, each once", () => {
    expect(local).toHaveLength(13 + 1 + 18);
    expect(new Set(local.map((p) => p.path)).size).toBe(32);
    for (const suburb of suburbs) expect(local.map((p) => p.path)).toContain(`/near/${suburb.slug}`);
    for (const area of areas) expect(local.map((p) => p.path)).toContain(`/areas/${area.slug}`);
  });

  it("keeps them all for everyone and puts them in sitemap.xml", () => {
    const xml = sitemapXml(sitePages());
    for (const page of local) {
      expect(keptPaths()).toContain(page.path);
      expect(xml).toContain(`/${page.path.slice(1)}</loc>`);
    }
  });
});
