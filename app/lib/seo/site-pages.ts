/**
 * The registry of the site's public pages: what the sitemap lists and what is
 * prerendered at build. Each content area adds its pages here, derived from its
 * content modules, so a new post or suburb appears in both automatically.
 * (Relative imports: react-router.config.ts loads this file outside Vite's aliases.)
 */
import { areas } from "../../content/areas.ts";
import { serviceDetails } from "../../content/services.ts";
import { suburbs } from "../../content/suburbs.ts";
import { blogSummaries } from "../../server/blog-source.server.ts";

export type SitePage = {
  path: string;
  /** Rendered to HTML at build time (its content is known then). */
  prerender: boolean;
  /** Listed in /sitemap.xml. */
  indexable: boolean;
  priority?: number;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  /** Last change, yyyy-mm-dd (blog posts: their date). */
  lastmod?: string;
};

const corePages: SitePage[] = [
  { path: "/", prerender: true, indexable: true, priority: 1, changefreq: "weekly" },
];

/** Services, booking, about, the policies and the human sitemap. */
const servicePages: SitePage[] = [
  { path: "/services", prerender: true, indexable: true, priority: 0.9, changefreq: "monthly" },
  ...serviceDetails.map((detail): SitePage => ({
    path: `/services/${detail.categorySlug}/${detail.slug}`,
    prerender: true,
    indexable: true,
    priority: 0.8,
    changefreq: "monthly",
  })),
  { path: "/booking", prerender: true, indexable: true, priority: 0.8, changefreq: "monthly" },
  { path: "/about", prerender: false, indexable: true, priority: 0.7, changefreq: "monthly" },
  { path: "/policies/shipping", prerender: true, indexable: true, priority: 0.3, changefreq: "yearly" },
  { path: "/policies/returns", prerender: true, indexable: true, priority: 0.3, changefreq: "yearly" },
  { path: "/privacy", prerender: true, indexable: true, priority: 0.3, changefreq: "yearly" },
  { path: "/terms", prerender: true, indexable: true, priority: 0.3, changefreq: "yearly" },
  // noindex, follow: prerendered, but not listed in sitemap.xml.
  { path: "/sitemap", prerender: true, indexable: false },
];

/** /blog and every article, from the post files themselves. */
function blogPages(): SitePage[] {
  const posts = blogSummaries();
  return [
    { path: "/blog", prerender: true, indexable: true, priority: 0.8, changefreq: "weekly", ...(posts[0] ? { lastmod: posts[0].isoDate } : {}) },
    ...posts.map((post): SitePage => ({ path: `/blog/${post.slug}`, prerender: true, indexable: true, priority: 0.7, changefreq: "monthly", lastmod: post.isoDate })),
  ];
}

/** The 13 suburb pages, the area index and the 18 area pages (spec 001 §2.9–§2.11). */
const localPages: SitePage[] = [
  ...suburbs.map((s): SitePage => ({ path: `/near/${s.slug}`, prerender: true, indexable: true, priority: 0.7, changefreq: "monthly" })),
  { path: "/areas", prerender: true, indexable: true, priority: 0.7, changefreq: "monthly" },
  ...areas.map((a): SitePage => ({ path: `/areas/${a.slug}`, prerender: true, indexable: true, priority: 0.7, changefreq: "monthly" })),
];

/** Contact and the review funnel (the funnel is prerendered but kept out of the sitemap: noindex). */
const leadPages: SitePage[] = [
  { path: "/contact", prerender: true, indexable: true, priority: 0.8, changefreq: "monthly" },
  { path: "/reviews", prerender: true, indexable: false },
  { path: "/reviews/feedback", prerender: true, indexable: false },
  { path: "/reviews/google", prerender: true, indexable: false },
];

/** The shop's entry page; collections and products come from the storefront at request time (see sitemap[.]xml.ts). */
const shopPages: SitePage[] = [{ path: "/collections", prerender: false, indexable: true, priority: 0.8, changefreq: "weekly" }];

/** Every page known without a database. Shop pages are added by the sitemap from the storefront. */
export function sitePages(): SitePage[] {
  return [...corePages, ...servicePages, ...localPages, ...leadPages, ...shopPages, ...blogPages()];
}

export function prerenderPaths(): string[] {
  return sitePages()
    .filter((page) => page.prerender)
    .map((page) => page.path);
}
