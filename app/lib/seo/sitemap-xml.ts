import { escapeMarkup } from "../escape-markup.ts";
import type { SitePage } from "./site-pages.ts";
import { absoluteUrl } from "./site-url.ts";

/** A sitemaps.org urlset of the indexable pages, one entry per path. */
export function sitemapXml(pages: Pick<SitePage, "path" | "priority" | "changefreq" | "indexable" | "lastmod">[]): string {
  const seen = new Set<string>();
  const entries = pages
    .filter((page) => page.indexable && !seen.has(page.path) && seen.add(page.path))
    .map((page) =>
      [
        "  <url>",
        `    <loc>${escapeMarkup(absoluteUrl(page.path))}</loc>`,
        page.lastmod ? `    <lastmod>${page.lastmod}</lastmod>` : "",
        page.changefreq ? `    <changefreq>${page.changefreq}</changefreq>` : "",
        page.priority !== undefined ? `    <priority>${page.priority.toFixed(1)}</priority>` : "",
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
