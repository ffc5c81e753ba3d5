/**
 * The owner's changes to the service menu: a service or a category saved, moved, hidden or shown, an earlier
 * version of a service restored, a booking system's price list applied. Each is one transaction that checks
 * first, keeps a version of what it saved (named by whoever saved it), notes it in the audit log and moves the
 * content revision, so every page that shows a service or a price shows the change on its next view.
 */
import { and, asc, eq, gt, lt, desc, sql } from "drizzle-orm";
import { audit, type Actor } from "../accounts/audit.server.ts";
import { diffPriceList, readPriceList, type PriceListDiff, type RowProblem } from "../../lib/price-list.ts";
import { parseCategoryForm, reservedServiceSlugs, type CategoryInput, type ServiceFormErrors, type ServiceInput } from "../../lib/service-form.ts";
import { slugFrom } from "../../lib/slug.ts";
import { markContentChanged } from "../content-revision.server.ts";
import type { Database } from "../db/client.server.ts";
import type { Queryable, Transaction } from "../db/queryable.server.ts";
import { menuCategories, menuServices } from "../db/schema.server.ts";
import { restoreVersion, type RestoreOutcome } from "../restore-version.server.ts";
import { keepVersion, versionOf, versionsOf, versionSubject } from "../saved-versions.server.ts";
import { readServiceMenu } from "../service-menu.server.ts";

type ServiceRow = typeof menuServices.$inferSelect;

/** What a service's version keeps: everything the editor shows, so restoring it puts back what she saw. */
export function serviceBody(row: ServiceRow) {
  return {
    slug: row.slug,
    categorySlug: row.categorySlug,
    title: row.title,
    displayName: row.displayName,
    subtitle: row.subtitle,
    duration: row.duration,
    serviceCount: row.serviceCount,
    priceText: row.priceText,
    priceCents: row.priceCents,
    priceFrom: row.priceFrom,
    description: row.description,
    page: row.page,
    bookingUrl: row.bookingUrl,
    visible: row.visible,
  };
}
type ServiceBody = ReturnType<typeof serviceBody>;

export async function findService(db: Queryable, slug: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(menuServices).where(eq(menuServices.slug, slug));
  return row;
}

/** What the service editor offers beside the form: the categories to choose from, and the other services with a page. */
export async function serviceEditorChoices(db: Queryable, exceptSlug?: string) {
  const categories = await db.select().from(menuCategories).orderBy(asc(menuCategories.position));
  const services = await db.select().from(menuServices);
  return {
    categories: categories.map((c) => ({ slug: c.slug, name: c.displayName ?? c.title })),
    pageServices: services
      .filter((s) => s.page && s.slug !== exceptSlug)
      .map((s) => ({ slug: s.slug, name: s.displayName ?? s.title }))
      .sort((a, b) => a.name.localeCompare(b.name, "en-AU")),
  };
}

export async function findCategory(db: Queryable, slug: string) {
  const [row] = await db.select().from(menuCategories).where(eq(menuCategories.slug, slug));
  return row;
}

/** A few words for the history list: what changed between two saves of a service. */
export function changeSummary(before: ServiceBody | null, after: ServiceBody): string {
  if (!before) return "added";
  const changes: string[] = [];
  if (before.priceText !== after.priceText) changes.push(`price ${before.priceText} → ${after.priceText}`);
  if (before.duration !== after.duration) changes.push(`time ${before.duration ?? "none"} → ${after.duration ?? "none"}`);
  if (before.visible !== after.visible) changes.push(after.visible ? "shown" : "hidden");
  if (before.categorySlug !== after.categorySlug) changes.push(`moved to ${after.categorySlug}`);
  const rest = (["title", "displayName", "subtitle", "serviceCount", "description", "bookingUrl"] as const).filter((key) => before[key] !== after[key]);
  if (rest.length) changes.push(`${rest.join(", ")} edited`);
  if (JSON.stringify(before.page) !== JSON.stringify(after.page)) changes.push(after.page ? (before.page ? "page edited" : "page added") : "page removed");
  return changes.join("; ") || "saved unchanged";
}

/** The audit log's values for a change to a service: its price and time before and after, when they moved. */
function serviceChangeDetail(before: ServiceBody | null, after: ServiceBody): Record<string, unknown> {
  return {
    ...(before?.priceText !== after.priceText ? { price: { from: before?.priceText ?? null, to: after.priceText } } : {}),
    ...(before?.duration !== after.duration ? { duration: { from: before?.duration ?? null, to: after.duration } } : {}),
    ...(before && before.visible !== after.visible ? { visible: after.visible } : {}),
    summary: changeSummary(before, after),
  };
}

/** The audit log's name for a change to a service: an added one, a price or time moved, shown or hidden, or another edit. */
function serviceAction(before: ServiceBody | null, after: ServiceBody): string {
  if (!before) return "service added";
  if (before.priceText !== after.priceText || before.duration !== after.duration) return "price or time changed";
  if (before.visible !== after.visible) return after.visible ? "service shown" : "service hidden";
  return "service changed";
}

async function nextServicePosition(tx: Queryable, categorySlug: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${menuServices.position}) + 1, 0)::int` })
    .from(menuServices)
    .where(eq(menuServices.categorySlug, categorySlug));
  return Number(row?.next ?? 0);
}

/** Writes a service's new value with its version and the content revision; the caller's transaction holds them together. */
async function writeService(tx: Transaction, before: ServiceRow | undefined, body: ServiceBody, by: Actor, summary?: string): Promise<ServiceRow> {
  const now = new Date();
  const priceMoved = !before || before.priceText !== body.priceText || before.duration !== body.duration;
  const moved = before && before.categorySlug !== body.categorySlug;
  const values = {
    ...body,
    updatedAt: now,
    ...(priceMoved ? { priceChangedAt: now } : {}),
    ...(!before || moved ? { position: await nextServicePosition(tx, body.categorySlug) } : {}),
  };
  const [row] = before
    ? await tx.update(menuServices).set(values).where(eq(menuServices.id, before.id)).returning()
    : await tx.insert(menuServices).values({ ...values, position: values.position ?? 0 }).returning();
  if (!row) throw new Error("service not written");
  // Its first change also keeps how it was first set up (the seed keeps no versions), so that can be restored too.
  if (before && (await versionsOf(tx, "service", before.slug, 1)).length === 0) {
    await keepVersion(tx, { kind: "service", key: before.slug, body: serviceBody(before), savedBy: "first set-up", summary: "as first set up" });
  }
  await keepVersion(tx, { kind: "service", key: row.slug, body: serviceBody(row), savedBy: by.name, summary: summary ?? changeSummary(before ? serviceBody(before) : null, serviceBody(row)) });
  await markContentChanged(tx, `service ${row.slug}`);
  return row;
}

/** Related services must be others with their own page. */
async function relatedProblem(tx: Queryable, slug: string, related: string[]): Promise<string | null> {
  if (!related.length) return null;
  const rows = await tx.select({ slug: menuServices.slug, page: menuServices.page }).from(menuServices);
  const withPages = new Set(rows.filter((r) => r.page).map((r) => r.slug));
  const wrong = related.filter((r) => r === slug || !withPages.has(r));
  return wrong.length ? `These are not other services with a page: ${wrong.join(", ")}.` : null;
}

export type SaveOutcome = { ok: true; slug: string } | { ok: false; status: 400 | 404 | 409; errors: ServiceFormErrors; changedSince?: true };

/**
 * Save a service the owner edited (`slug`) or added (`slug` null). `seenVersion`, the service's `updatedAt` when her
 * form was opened, refuses a save over a change made since (another tab, a price list import), which would undo it.
 */
export async function saveService(db: Database, slug: string | null, input: ServiceInput, by: Actor, seenVersion?: string): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const before = slug === null ? undefined : await findService(tx, slug);
    if (slug !== null && !before) return { ok: false, status: 404, errors: {} };
    if (before && seenVersion !== undefined && before.updatedAt.toISOString() !== seenVersion) return { ok: false, status: 409, errors: {}, changedSince: true };
    const key = before?.slug ?? input.slug;
    if (!(await findCategory(tx, input.categorySlug))) return { ok: false, status: 400, errors: { categorySlug: "Choose a category from the list." } };
    if (!before && (await findService(tx, key))) return { ok: false, status: 409, errors: { slug: `Another service already has the address ${key}: choose another.` } };
    const related = input.page ? await relatedProblem(tx, key, input.page.related) : null;
    if (related) return { ok: false, status: 400, errors: { related } };
    const row = await writeService(
      tx,
      before,
      {
        slug: key,
        categorySlug: input.categorySlug,
        title: input.title,
        displayName: input.displayName,
        subtitle: input.subtitle,
        duration: input.duration,
        serviceCount: input.serviceCount,
        priceText: input.price.text,
        priceCents: input.price.cents,
        priceFrom: input.price.from,
        description: input.description,
        page: input.page,
        bookingUrl: input.bookingUrl,
        visible: input.visible,
      },
      by,
    );
    const previous = before ? serviceBody(before) : null;
    await audit(tx, { who: by, action: serviceAction(previous, serviceBody(row)), subject: versionSubject("service", row.slug), detail: serviceChangeDetail(previous, serviceBody(row)) });
    return { ok: true, slug: row.slug };
  });
}

/** Put back an earlier version of a service, as a new save (its history keeps both). Null when that version is not this service's. */
export async function restoreService(db: Database, slug: string, versionId: number, by: Actor): Promise<{ ok: true } | { ok: false; message: string } | null> {
  return db.transaction(async (tx) => {
    const before = await findService(tx, slug);
    const version = before ? await versionOf(tx, "service", slug, versionId) : undefined;
    if (!before || !version) return null;
    const body = version.body as ServiceBody;
    if (!(await findCategory(tx, body.categorySlug))) return { ok: false, message: `That version is listed under ${body.categorySlug}, which is no longer on the menu.` };
    const when = version.savedAt.toISOString().slice(0, 16).replace("T", " ");
    await writeService(tx, before, { ...body, slug }, by, `restored the version of ${when} UTC (${changeSummary(serviceBody(before), { ...body, slug }) || "no change"})`);
    await audit(tx, {
      who: by,
      action: "version restored",
      subject: versionSubject("service", slug),
      detail: { savedAt: version.savedAt.toISOString(), savedBy: version.savedBy, ...serviceChangeDetail(serviceBody(before), { ...body, slug }) },
    });
    return { ok: true };
  });
}

/** Swap a service with its neighbour in its category; false when it is already at that end. */
export async function moveService(db: Database, slug: string, direction: "up" | "down", by: Actor): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    const row = await findService(tx, slug);
    if (!row) return null;
    const [neighbour] = await tx
      .select()
      .from(menuServices)
      .where(and(eq(menuServices.categorySlug, row.categorySlug), direction === "up" ? lt(menuServices.position, row.position) : gt(menuServices.position, row.position)))
      .orderBy(direction === "up" ? desc(menuServices.position) : asc(menuServices.position))
      .limit(1);
    if (!neighbour) return false;
    await tx.update(menuServices).set({ position: neighbour.position }).where(eq(menuServices.id, row.id));
    await tx.update(menuServices).set({ position: row.position }).where(eq(menuServices.id, neighbour.id));
    await keepVersion(tx, { kind: "service", key: slug, body: serviceBody(row), savedBy: by.name, summary: `moved ${direction}` });
    await markContentChanged(tx, `service ${slug} moved`);
    await audit(tx, { who: by, action: "menu reordered", subject: versionSubject("service", slug), detail: { moved: direction, past: neighbour.slug } });
    return true;
  });
}

/** Show or hide a service from the list, without opening it. */
export async function setServiceVisible(db: Database, slug: string, visible: boolean, by: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await findService(tx, slug);
    if (!before) return false;
    await writeService(tx, before, { ...serviceBody(before), visible }, by);
    await audit(tx, { who: by, action: visible ? "service shown" : "service hidden", subject: versionSubject("service", slug), detail: { title: before.displayName ?? before.title } });
    return true;
  });
}

type CategoryRow = typeof menuCategories.$inferSelect;
const categoryBody = (row: CategoryRow) => ({ slug: row.slug, title: row.title, displayName: row.displayName, intro: row.intro, visible: row.visible });

/** Save a category the owner edited (`slug`) or added (`slug` null). */
export async function saveCategory(db: Database, slug: string | null, input: CategoryInput, by: Actor): Promise<{ ok: true; slug: string } | { ok: false; status: 404 | 409; errors: { slug?: string } }> {
  return db.transaction(async (tx) => {
    const before = slug === null ? undefined : await findCategory(tx, slug);
    if (slug !== null && !before) return { ok: false, status: 404, errors: {} };
    if (!before && (await findCategory(tx, input.slug))) return { ok: false, status: 409, errors: { slug: `Another category already has the anchor ${input.slug}: choose another.` } };
    const values = { title: input.title, displayName: input.displayName, intro: input.intro, visible: input.visible, updatedAt: new Date() };
    let row: CategoryRow | undefined;
    if (before) {
      [row] = await tx.update(menuCategories).set(values).where(eq(menuCategories.slug, before.slug)).returning();
    } else {
      const [last] = await tx.select({ next: sql<number>`coalesce(max(${menuCategories.position}) + 1, 0)::int` }).from(menuCategories);
      [row] = await tx
        .insert(menuCategories)
        .values({ ...values, slug: input.slug, position: Number(last?.next ?? 0) })
        .returning();
    }
    if (!row) throw new Error("category not written");
    const summary = !before ? "added" : before.visible !== row.visible ? (row.visible ? "shown" : "hidden") : "edited";
    await keepVersion(tx, { kind: "service-category", key: row.slug, body: categoryBody(row), savedBy: by.name, summary });
    await markContentChanged(tx, `service category ${row.slug}`);
    await audit(tx, { who: by, action: `category ${summary}`, subject: versionSubject("service-category", row.slug), detail: { title: row.title, visible: row.visible } });
    return { ok: true, slug: row.slug };
  });
}

/**
 * Put back an earlier version of a category (its names, introduction and whether it is shown; not its place on the
 * menu), checked again as the form checks it, as a new save. A version of another category is not found.
 */
export function restoreCategory(db: Database, slug: string, versionId: number, by: Actor): Promise<RestoreOutcome> {
  return restoreVersion(db, { kind: "service-category", key: slug, versionId, by }, async (tx, body) => {
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    const parsed = parseCategoryForm({ title: text(body.title), displayName: text(body.displayName), intro: text(body.intro), visible: body.visible === true ? "on" : "" }, false);
    if (!parsed.ok) return `That version can no longer be saved: ${Object.values(parsed.errors)[0]}`;
    const { title, displayName, intro, visible } = parsed.input;
    const [row] = await tx.update(menuCategories).set({ title, displayName, intro, visible, updatedAt: new Date() }).where(eq(menuCategories.slug, slug)).returning();
    if (!row) return "That category is no longer on the menu.";
    await markContentChanged(tx, `service category ${slug} restored`);
    return null;
  });
}

/** Swap a category with its neighbour on the menu. */
export async function moveCategory(db: Database, slug: string, direction: "up" | "down", by: Actor): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    const row = await findCategory(tx, slug);
    if (!row) return null;
    const [neighbour] = await tx
      .select()
      .from(menuCategories)
      .where(direction === "up" ? lt(menuCategories.position, row.position) : gt(menuCategories.position, row.position))
      .orderBy(direction === "up" ? desc(menuCategories.position) : asc(menuCategories.position))
      .limit(1);
    if (!neighbour) return false;
    await tx.update(menuCategories).set({ position: neighbour.position }).where(eq(menuCategories.slug, row.slug));
    await tx.update(menuCategories).set({ position: row.position }).where(eq(menuCategories.slug, neighbour.slug));
    await keepVersion(tx, { kind: "service-category", key: slug, body: categoryBody(row), savedBy: by.name, summary: `moved ${direction}` });
    await markContentChanged(tx, `service category ${slug} moved`);
    await audit(tx, { who: by, action: "menu reordered", subject: versionSubject("service-category", slug), detail: { moved: direction, past: neighbour.slug } });
    return true;
  });
}

// ---------------------------------------------------------------------------
// The booking system's price list.
// ---------------------------------------------------------------------------

export type PriceListPreview = { ok: true; diff: PriceListDiff; menu: string } | { ok: false; problems: RowProblem[] };

/** What a price list would change on the menu as it stands; `menu` names that state, so applying can tell it moved since. */
export async function previewPriceList(db: Queryable, csv: string): Promise<PriceListPreview> {
  const read = readPriceList(csv);
  const menu = await readServiceMenu(db);
  const diff = diffPriceList(read.rows, menu.sections);
  const problems = [...(read.ok ? [] : read.problems), ...(diff.ok ? [] : diff.problems)].sort((a, b) => a.line - b.line);
  return diff.ok && !problems.length ? { ok: true, diff: diff.diff, menu: menu.fingerprint } : { ok: false, problems };
}

export type PriceListApplied =
  | { ok: true; added: number; changed: number; hidden: number }
  | { ok: false; problems: RowProblem[] }
  | { ok: false; stale: true; preview: PriceListPreview };

/**
 * Apply a price list the owner has seen the preview of: new services added (shown, without a page), prices and
 * times changed, and the missing services she ticked hidden (never deleted). All in one transaction, or
 * nothing when any row is bad or the menu changed since her preview (she is shown the new preview instead).
 */
export async function applyPriceList(db: Database, csv: string, seenMenu: string, hide: string[], by: Actor): Promise<PriceListApplied> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724203)`);
    const preview = await previewPriceList(tx, csv);
    if (!preview.ok) return preview;
    if (preview.menu !== seenMenu) return { ok: false, stale: true, preview };
    const { diff } = preview;
    const prices: Record<string, unknown>[] = [];
    for (const change of diff.changed) {
      const before = await findService(tx, change.slug);
      if (!before) continue;
      await writeService(
        tx,
        before,
        { ...serviceBody(before), priceText: change.after.price, priceCents: change.after.cents, priceFrom: change.after.from, duration: change.after.duration },
        by,
        `price list: ${changeSummary(serviceBody(before), { ...serviceBody(before), priceText: change.after.price, duration: change.after.duration })}`,
      );
      prices.push({ service: before.slug, ...serviceChangeDetail(serviceBody(before), { ...serviceBody(before), priceText: change.after.price, duration: change.after.duration }) });
    }
    const taken = new Set((await tx.select({ slug: menuServices.slug }).from(menuServices)).map((r) => r.slug));
    for (const added of diff.added) {
      const base = slugFrom(added.name) || "service";
      let slug = base;
      for (let n = 2; taken.has(slug) || reservedServiceSlugs.includes(slug); n++) slug = `${base}-${n}`;
      taken.add(slug);
      await writeService(
        tx,
        undefined,
        {
          slug,
          categorySlug: added.categorySlug,
          title: added.name,
          displayName: null,
          subtitle: null,
          duration: added.duration,
          serviceCount: null,
          priceText: added.price.text,
          priceCents: added.price.cents,
          priceFrom: added.price.from,
          description: "",
          page: null,
          bookingUrl: null,
          visible: true,
        },
        by,
        "added from the price list",
      );
    }
    const hideable = new Set(diff.missing.map((m) => m.slug));
    const hidden: string[] = [];
    for (const slug of hide.filter((s) => hideable.has(s))) {
      const before = await findService(tx, slug);
      if (!before) continue;
      await writeService(tx, before, { ...serviceBody(before), visible: false }, by, "hidden: not on the price list");
      hidden.push(slug);
    }
    const applied = { added: diff.added.length, changed: diff.changed.length, hidden: hidden.length };
    // One entry for the whole import: how many of each, and every price or time it moved.
    await audit(tx, { who: by, action: "price list imported", subject: "Service menu", detail: { ...applied, prices, addedServices: diff.added.map((a) => a.name), hiddenServices: hidden } });
    return { ok: true, ...applied };
  });
}
