import { blogPages, servicePageEntries, sitePages, type SitePage } from "~/server/site-pages.server";
import { blogPostSummaries } from "~/server/blog.server";
import { servicePages, serviceMenu } from "~/server/service-menu.server";
import { servicePagePath } from "~/lib/service-menu";
import { sitemapXml } from "~/lib/seo/sitemap-xml";
import { log } from "~/server/log.server";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/sitemap[.]xml";
import { readOnly } from "~/server/request.server";

/** The storefront's collections and products, read at request time; the sitemap still answers if the shop cannot be reached. */
async function shopPages(request: Request, context: Route.LoaderArgs["context"]): Promise<SitePage[]> {
  try {
    const { collections, products } = await storefrontFor(context).sitemapEntries();
    return [
      ...collections.map((c): SitePage => ({ path: `/collections/${c.handle}`, kept: false, indexable: true, priority: 0.7, changefreq: "weekly" })),
      ...products.map((p): SitePage => ({ path: `/products/${p.handle}`, kept: false, indexable: true, priority: 0.6, changefreq: "weekly" })),
    ];
  } catch (error) {
    log("sitemap.shop_unavailable", { message: (error as Error).message.slice(0, 200) }, "warn");
    return [];
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const [shop, posts, menu] = await Promise.all([shopPages(request, context), blogPostSummaries(), serviceMenu()]);
  const services = servicePageEntries(servicePages(menu).map(servicePagePath));
  return new Response(sitemapXml([...sitePages(), ...services, ...shop, ...blogPages(posts)]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
