/**
 * The registry of the site's public pages: what the sitemap lists and what is
 * prerendered at build. Each content area adds its pages here, derived from its
 * content modules, so a new post or suburb appears in both automatically.
 * (Relative imports: react-router.config.ts loads this file outside Vite's aliases.)
 */

import { areas } from "../../content/areas.ts";
import { suburbs } from "../../content/suburbs.ts";

export type SitePage = {
  path: string;
  /** Rendered to HTML at build time (its content is known then). */
  prerender: boolean;
  /** Listed in /sitemap.xml. */
  indexable: boolean;
  priority?: number;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
};

const corePages: SitePage[] = [
  { path: "/", prerender: true, indexable: true, priority: 1, changefreq: "weekly" },
];

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

/** Every page known without a database. Shop pages are added by the sitemap from the storefront. */
export function sitePages(): SitePage[] {
  return [...corePages, ...localPages, ...leadPages];
}

export function prerenderPaths(): string[] {
  return sitePages()
    .filter((page) => page.prerender)
    .map((page) => page.path);
}
