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

/** The shop's entry page; collections and products come from the storefront at request time (see sitemap[.]xml.ts). */
const shopPages: SitePage[] = [{ path: "/collections", prerender: false, indexable: true, priority: 0.8, changefreq: "weekly" }];

/** Every page known without a database. Shop pages are added by the sitemap from the storefront. */
export function sitePages(): SitePage[] {
  return [...corePages, ...localPages, ...shopPages];
}

export function prerenderPaths(): string[] {
  return sitePages()
    .filter((page) => page.prerender)
    .map((page) => page.path);
}
