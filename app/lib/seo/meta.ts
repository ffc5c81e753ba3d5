import { salon } from "../../config/salon.ts";
import { absoluteUrl } from "./site-url.ts";

export type PageSeo = {
  title: string;
  description: string;
  /** Canonical path, without trailing slash. */
  path: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  /** Index nothing, but follow links (human sitemap). */
  follow?: boolean;
  keywords?: string;
};

export const siteSuffix = ` | ${salon.name}`;
const defaultImage = "/images/hero/home-hero.svg";

export function fullTitle(title: string) {
  return title.endsWith(siteSuffix) || title === salon.name ? title : `${title}${siteSuffix}`;
}

/** Everything a page puts in <head> about itself. Every route's `meta` calls this (a route's meta replaces the root's). */
export function seo(page: PageSeo) {
  const title = fullTitle(page.title);
  const canonical = absoluteUrl(page.path === "/" ? "/" : page.path.replace(/\/+$/, ""));
  const image = absoluteUrl(page.image ?? defaultImage);
  const robots = page.noindex ? (page.follow ? "noindex, follow" : "noindex, nofollow") : "index, follow, max-image-preview:large";
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.keywords ? [{ name: "keywords", content: page.keywords }] : []),
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "en-AU", href: canonical },
    { property: "og:site_name", content: salon.name },
    { property: "og:locale", content: "en_AU" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    ...(page.imageAlt ? [{ property: "og:image:alt", content: page.imageAlt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
