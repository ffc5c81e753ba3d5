import { sitePages } from "~/lib/seo/site-pages";
import { sitemapXml } from "~/lib/seo/sitemap-xml";

export function loader() {
  return new Response(sitemapXml(sitePages()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
