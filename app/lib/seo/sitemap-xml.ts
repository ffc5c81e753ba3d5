import { escapeMarkup } from "../escape-markup.ts";
import { absoluteUrl } from "./site-url.ts";

/** A page as the sitemap knows it. */
export type SitemapEntry = {
  path: string;
  /** Listed in /sitemap.xml. */
  indexable: boolean;
  priority?: number;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  /** Last change, yyyy-mm-dd (blog posts: their date). */
  lastmod?: string;
};

/** A sitemaps.org urlset of the indexable pages, one entry per path. */
export function sitemapXml(pages: SitemapEntry[]): string {
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
