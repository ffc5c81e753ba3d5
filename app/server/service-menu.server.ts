/**
 * The one way the site reads the service menu: /services, the service pages, the home, /near and /areas price
 * quotes, the assistant and the sitemap all ask here. The rows are the owner's (app/server/db/schema/services.server.ts),
 * seeded once from app/content/services.ts at the first start; the menu is read once per content revision.
 */
import { asc, sql } from "drizzle-orm";
import type { CatalogueCategory } from "../lib/area-services.ts";
import { menuFingerprint, sectionsOf, shownSections, type MenuSection, type MenuService } from "../lib/service-menu.ts";
import { markContentChanged } from "./content-revision.server.ts";
import type { Database } from "./db/client.server.ts";
import { database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { menuCategories, menuSeeds, menuServices } from "./db/schema.server.ts";
import { log } from "./log.server.ts";
import { defaultMenuContent, menuRows, type MenuContent } from "./service-menu-content.server.ts";
import { keptPerRevision } from "./per-revision.server.ts";

export type ServiceMenu = {
  /** Every category and service, hidden ones too, in the owner's order. */
  sections: MenuSection[];
  /** What visitors see. */
  shown: MenuSection[];
  /** The latest change to a price or a time on the menu. */
  pricesUpdatedAt: Date | null;
  /** Changes whenever anything a visitor could read on the menu changes. */
  fingerprint: string;
};

/** The whole menu as stored, read in one go. */
export async function readServiceMenu(db: Queryable): Promise<ServiceMenu> {
  const categories = await db.select().from(menuCategories).orderBy(asc(menuCategories.position), asc(menuCategories.slug));
  const services = await db.select().from(menuServices).orderBy(asc(menuServices.position), asc(menuServices.id));
  const sections = sectionsOf(categories, services);
  const shown = shownSections(sections);
  const changes = services.map((row) => row.priceChangedAt.getTime());
  return {
    sections,
    shown,
    pricesUpdatedAt: changes.length ? new Date(Math.max(...changes)) : null,
    fingerprint: menuFingerprint(shown),
  };
}

/** The menu as it stands, read once per content revision (an owner's save moves the revision). */
export const serviceMenu = keptPerRevision(() => readServiceMenu(database()));

/** A service a visitor may open: shown, with its own page, in that category. */
export function shownService(menu: ServiceMenu, categorySlug: string, slug: string): MenuService | undefined {
  const section = menu.shown.find((s) => s.slug === categorySlug);
  const service = section?.services.find((s) => s.slug === slug);
  return service?.page ? service : undefined;
}

/** A service whose page the menu knows of, shown or not (a hidden one's address is "gone", not "unknown"). */
export function knownServicePage(menu: ServiceMenu, categorySlug: string, slug: string): boolean {
  return menu.sections.some((section) => section.slug === categorySlug && section.services.some((s) => s.slug === slug && s.page));
}

/** Every shown service with its own page. */
export function servicePages(menu: ServiceMenu): MenuService[] {
  return menu.shown.flatMap((section) => section.services.filter((service) => service.page));
}

/**
 * Where a link to a service page should go now: the page while it is shown, otherwise the whole menu. Other
 * links pass unchanged. For posts, FAQs and local pages that name a service the owner may since have hidden.
 */
export function liveServiceHref(menu: ServiceMenu, href: string): string {
  const match = /^\/services\/([a-z0-9-]+)\/([a-z0-9-]+)(#.*)?$/.exec(href);
  if (!match) return href;
  return shownService(menu, match[1] ?? "", match[2] ?? "") ? href : "/services";
}

/** The shown menu in the shape the price quotes read (app/lib/area-services.ts): booking names and prices. */
export function priceCatalogue(menu: ServiceMenu): CatalogueCategory[] {
  return menu.shown.map((section) => ({ slug: section.slug, items: section.services.map((s) => ({ title: s.title, price: s.price })) }));
}

// ---------------------------------------------------------------------------
// The first-run seed.
// ---------------------------------------------------------------------------

/**
 * Write the content module's menu into the tables on the first start, and never again: after that the
 * owner's menu is the truth, whatever the module says. One seeder at a time when instances start together.
 */
export async function seedServiceMenu(db: Database, content: MenuContent = defaultMenuContent): Promise<boolean> {
  const [done] = await db.select().from(menuSeeds);
  if (done) return false;
  const rows = menuRows(content);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724202)`);
    const [again] = await tx.select().from(menuSeeds);
    if (again) return false;
    if (rows.categories.length) await tx.insert(menuCategories).values(rows.categories).onConflictDoNothing();
    if (rows.services.length) await tx.insert(menuServices).values(rows.services).onConflictDoNothing();
    await tx.insert(menuSeeds).values({});
    await markContentChanged(tx, "service menu seeded");
    return true;
  });
  if (seeded) log("service_menu.seeded", { categories: rows.categories.length, services: rows.services.length });
  return seeded;
}
