/**
 * The registry of the site's public pages: what the sitemap lists and which pages are
 * kept for everyone (rendered once per content revision and day, web-server.server.ts). Each content
 * area adds its pages here, derived from its content modules, so a new suburb appears in both
 * automatically. The blog's pages follow the posts in the database (blogPages). Server-only.
 */
import { areas } from "../content/areas.ts";
import { suburbs } from "../content/suburbs.ts";
import type { SitemapEntry } from "../lib/seo/sitemap-xml.ts";
import type { BlogPostSummary } from "../lib/blog.ts";

export type SitePage = SitemapEntry & {
  /** The same for every visitor: rendered on the first request and kept until the content or the day changes. */
  kept: boolean;
};

const corePages: SitePage[] = [
  { path: "/", kept: true, indexable: true, priority: 1, changefreq: "weekly" },
];

/** Services, booking, about, the policies and the human sitemap. */
const servicePages: SitePage[] = [
  { path: "/services", kept: true, indexable: true, priority: 0.9, changefreq: "monthly" },
  { path: "/booking", kept: true, indexable: true, priority: 0.8, changefreq: "monthly" },
  { path: "/about", kept: true, indexable: true, priority: 0.7, changefreq: "monthly" },
  { path: "/policies/shipping", kept: true, indexable: true, priority: 0.3, changefreq: "yearly" },
  { path: "/policies/returns", kept: true, indexable: true, priority: 0.3, changefreq: "yearly" },
  { path: "/privacy", kept: true, indexable: true, priority: 0.3, changefreq: "yearly" },
  { path: "/terms", kept: true, indexable: true, priority: 0.3, changefreq: "yearly" },
  // noindex, follow: kept, but not listed in sitemap.xml.
  { path: "/sitemap", kept: true, indexable: false },
];

/** /blog and every article a visitor may read now (blogPostSummaries), newest first; each article's page is kept (isKeptPostPath). */
export function blogPages(posts: readonly BlogPostSummary[]): SitePage[] {
  return [
    { path: "/blog", kept: true, indexable: true, priority: 0.8, changefreq: "weekly", ...(posts[0] ? { lastmod: posts[0].isoDate } : {}) },
    ...posts.map((post): SitePage => ({ path: `/blog/${post.slug}`, kept: true, indexable: true, priority: 0.7, changefreq: "monthly", lastmod: post.isoDate })),
  ];
}

/** The suburb pages, the area index and the area pages. */
const localPages: SitePage[] = [
  ...suburbs.map((s): SitePage => ({ path: `/near/${s.slug}`, kept: true, indexable: true, priority: 0.7, changefreq: "monthly" })),
  { path: "/areas", kept: true, indexable: true, priority: 0.7, changefreq: "monthly" },
  ...areas.map((a): SitePage => ({ path: `/areas/${a.slug}`, kept: true, indexable: true, priority: 0.7, changefreq: "monthly" })),
];

/** Contact and the review funnel (the funnel is kept for everyone but left out of the sitemap: noindex). */
const leadPages: SitePage[] = [
  { path: "/contact", kept: true, indexable: true, priority: 0.8, changefreq: "monthly" },
  { path: "/reviews", kept: true, indexable: false },
  { path: "/reviews/feedback", kept: true, indexable: false },
  { path: "/reviews/google", kept: true, indexable: false },
];

/** The shop's entry page; collections and products come from the storefront at request time (see sitemap[.]xml.ts). */
const shopPages: SitePage[] = [{ path: "/collections", kept: false, indexable: true, priority: 0.8, changefreq: "weekly" }];

/**
 * Every page known without a database. The sitemap adds the service pages (the owner's menu), the blog's
 * (blogPages) and the shop's from the storefront; the web server keeps service pages by their address
 * (servicePagePattern) and articles by isKeptPostPath.
 */
export function sitePages(): SitePage[] {
  return [...corePages, ...servicePages, ...localPages, ...leadPages, ...shopPages];
}

/** A service's own page, /services/{category}/{service}: kept for everyone, whichever services the menu holds now. */
export const servicePagePattern = /^\/services\/[a-z0-9-]+\/[a-z0-9-]+$/;

/** The shown service pages, for the sitemap. */
export function servicePageEntries(paths: string[]): SitePage[] {
  return paths.map((path) => ({ path, kept: true, indexable: true, priority: 0.8, changefreq: "monthly" }));
}

/** The pages kept for everyone whatever the database holds, /blog among them; articles are kept too (isKeptPostPath). */
export function keptPaths(): string[] {
  return [...sitePages(), ...blogPages([])].filter((page) => page.kept).map((page) => page.path);
}

/**
 * An article's address: kept for everyone, whichever posts exist when the server starts (a post published
 * later is kept too). The page of a draft or a deleted post renders as a 404, which is never kept.
 */
export const isKeptPostPath = (path: string) => /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path);
