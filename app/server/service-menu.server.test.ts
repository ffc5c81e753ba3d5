import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPriceList } from "~/lib/price-list";
import { parseServiceForm, pageFormValues } from "~/lib/service-form";
import { currentAssistant } from "./assistant/assistant.server";
import { applyPriceList, moveService, previewPriceList, restoreCategory, restoreService, saveCategory, saveService } from "./admin/service-menu-editor.server";
import { contentRevision } from "./content-revision.server";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { menuServices } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { versionsOf } from "./saved-versions.server";
import { menuFingerprint } from "~/lib/service-menu";
import { contentMenuSections, defaultMenuContent } from "./service-menu-content.server";
import { knownServicePage, liveServiceHref, readServiceMenu, seedServiceMenu, serviceMenu, shownService } from "./service-menu.server";
import { latestAudit, owner } from "./test-support/actors";

const smoothing = "mid-length-straight-up-smoothing";
const page = `/services/smoothing/${smoothing}`;

async function serviceForm(slug: string, change: Record<string, string>) {
  const [row] = await database().select().from(menuServices).where(eq(menuServices.slug, slug));
  const parsed = parseServiceForm(
    {
      title: row!.title,
      displayName: row!.displayName ?? "",
      categorySlug: row!.categorySlug,
      subtitle: row!.subtitle ?? "",
      duration: row!.duration ?? "",
      serviceCount: row!.serviceCount ? String(row!.serviceCount) : "",
      price: row!.priceText,
      description: row!.description,
      visible: row!.visible ? "on" : "",
      ...pageFormValues(row!.page),
      ...change,
    },
    false,
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

describe.each(testDatabases())("the service menu on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("is seeded once from the content, with the content's date as when prices last changed", async () => {
    expect(await seedServiceMenu(database())).toBe(true);
    const menu = await readServiceMenu(database());
    const items = defaultMenuContent.categories.flatMap((c) => c.items);
    expect(menu.sections.flatMap((s) => s.services)).toHaveLength(items.length);
    expect(menu.pricesUpdatedAt?.toISOString()).toBe(new Date(`${defaultMenuContent.pricesAsOf}T00:00:00+11:00`).toISOString());
    expect(shownService(menu, "smoothing", smoothing)?.price).toBe("A$ 324");
    // The seeded menu is the one the build's assistant index was made from, so a fresh server uses that index.
    expect(menu.fingerprint).toBe(menuFingerprint(contentMenuSections()));
    // A second start changes nothing, even after the owner's edits.
    await database().update(menuServices).set({ priceText: "A$ 330", priceCents: 33000 }).where(eq(menuServices.slug, smoothing));
    expect(await seedServiceMenu(database())).toBe(false);
    expect(shownService(await readServiceMenu(database()), "smoothing", smoothing)?.price).toBe("A$ 330");
  });

  it("saves a price in one go with its version, moves the revision and the date prices last changed, and pages read it at once", async () => {
    const revision = await contentRevision();
    const before = await readServiceMenu(database());
    const saved = await saveService(database(), smoothing, await serviceForm(smoothing, { price: "339" }), owner);
    expect(saved).toEqual({ ok: true, slug: smoothing });
    expect(await latestAudit(database())).toMatchObject([{ who: owner.name, action: "price or time changed", subject: `Service ${smoothing}`, detail: { price: { from: "A$ 330", to: "A$ 339" } } }]);
    expect(await contentRevision()).toBeGreaterThan(revision);
    const menu = await serviceMenu();
    expect(shownService(menu, "smoothing", smoothing)?.price).toBe("A$ 339");
    expect(menu.pricesUpdatedAt!.getTime()).toBeGreaterThan(before.pricesUpdatedAt!.getTime());
    const versions = await versionsOf(database(), "service", smoothing);
    expect(versions.map((v) => v.summary)).toEqual(["price A$ 330 → A$ 339", "as first set up"]);
    // The assistant's index is made again for the new menu, and quotes the new price.
    const answer = await (await currentAssistant()).answer("how much is keratin smoothing");
    expect(answer.status === "answered" && answer.text).toContain("A$ 339");
  });

  it("refuses a save over a change made since the form was opened, storing nothing", async () => {
    const [row] = await database().select().from(menuServices).where(eq(menuServices.slug, smoothing));
    const opened = row!.updatedAt.toISOString();
    await saveService(database(), smoothing, await serviceForm(smoothing, { price: "340" }), owner, opened);
    const stale = await saveService(database(), smoothing, await serviceForm(smoothing, { price: "341" }), owner, opened);
    expect(stale).toEqual({ ok: false, status: 409, errors: {}, changedSince: true });
    expect(shownService(await readServiceMenu(database()), "smoothing", smoothing)?.price).toBe("A$ 340");
    await saveService(database(), smoothing, await serviceForm(smoothing, { price: "339" }), owner);
  });

  it("keeps the date prices last changed when only words change", async () => {
    const before = (await readServiceMenu(database())).pricesUpdatedAt;
    await saveService(database(), smoothing, await serviceForm(smoothing, { tagline: "Calm, smooth hair" }), owner);
    expect((await readServiceMenu(database())).pricesUpdatedAt).toEqual(before);
  });

  it("refuses a category that does not exist, a taken address and a related service without a page, storing nothing", async () => {
    const input = await serviceForm(smoothing, {});
    expect(await saveService(database(), smoothing, { ...input, categorySlug: "nowhere" }, owner)).toMatchObject({ ok: false, status: 400, errors: { categorySlug: expect.any(String) } });
    expect(await saveService(database(), null, { ...input, slug: smoothing }, owner)).toMatchObject({ ok: false, status: 409, errors: { slug: expect.any(String) } });
    expect(await saveService(database(), smoothing, { ...input, page: { ...input.page!, related: ["toner"] } }, owner)).toMatchObject({ ok: false, errors: { related: expect.any(String) } });
    expect((await versionsOf(database(), "service", smoothing)).length).toBe(5);
  });

  it("hides a service: no page (a 404, not a redirect), and links to it fall back to the menu", async () => {
    await saveService(database(), smoothing, await serviceForm(smoothing, { visible: "" }), owner);
    const menu = await serviceMenu();
    expect(shownService(menu, "smoothing", smoothing)).toBeUndefined();
    expect(knownServicePage(menu, "smoothing", smoothing)).toBe(true);
    expect(knownServicePage(menu, "smoothing", "never-was")).toBe(false);
    expect(liveServiceHref(menu, page)).toBe("/services");
    expect(liveServiceHref(menu, "/services/smoothing/long-thick-straight-up-smoothing")).toBe("/services/smoothing/long-thick-straight-up-smoothing");
    expect(liveServiceHref(menu, "/contact")).toBe("/contact");
  });

  it("restores an earlier version as a new save", async () => {
    const [setUp] = [...(await versionsOf(database(), "service", smoothing))].reverse();
    expect(setUp?.summary).toBe("as first set up");
    expect(await restoreService(database(), smoothing, setUp!.id, owner)).toEqual({ ok: true });
    const menu = await serviceMenu();
    expect(shownService(menu, "smoothing", smoothing)?.price).toBe("A$ 330");
    expect((await versionsOf(database(), "service", smoothing))[0]?.summary).toMatch(/^restored the version of/);
    expect(await restoreService(database(), "long-thick-straight-up-smoothing", setUp!.id, owner)).toBeNull();
  });

  it("restores an earlier version of a category as a new save, and refuses another category's version", async () => {
    const before = (await readServiceMenu(database())).sections.find((section) => section.slug === "smoothing")!;
    const category = (intro: string, visible: boolean) => ({ title: before.title, displayName: null, slug: "", intro, visible });
    await saveCategory(database(), "smoothing", category("Straight, calm hair for months.", true), owner);
    await saveCategory(database(), "smoothing", category("Changed words.", false), owner);
    expect((await serviceMenu()).shown.some((section) => section.slug === "smoothing")).toBe(false);
    const [hidden, shown] = await versionsOf(database(), "service-category", "smoothing");
    expect(hidden?.summary).toBe("hidden");

    const other = (await readServiceMenu(database())).sections.find((each) => each.slug !== "smoothing")!;
    expect(await restoreCategory(database(), other.slug, shown!.id, owner)).toMatchObject({ ok: false, status: 404 });
    expect(await restoreCategory(database(), "smoothing", shown!.id, owner)).toMatchObject({ ok: true, restored: { summary: expect.stringMatching(/^Restored the version of /) } });
    const section = (await serviceMenu()).shown.find((each) => each.slug === "smoothing");
    expect(section?.intro).toBe("Straight, calm hair for months.");
    const [latest] = await versionsOf(database(), "service-category", "smoothing");
    expect(latest?.savedBy).toBe(owner.name);
    await saveCategory(database(), "smoothing", { ...category(before.intro, before.visible), displayName: before.name === before.title ? null : before.name }, owner);
  });

  it("moves a service within its category", async () => {
    const order = async () => (await readServiceMenu(database())).sections.find((s) => s.slug === "smoothing")!.services.map((s) => s.slug);
    const [first, second] = await order();
    expect(await moveService(database(), second!, "up", owner)).toBe(true);
    expect(await latestAudit(database())).toMatchObject([{ who: owner.name, action: "menu reordered", subject: `Service ${second}`, detail: { moved: "up", past: first } }]);
    expect((await order()).slice(0, 2)).toEqual([second, first]);
    expect(await moveService(database(), second!, "up", owner)).toBe(false);
  });

  it("applies a price list whole or not at all", async () => {
    const menu = await readServiceMenu(database());
    const csv = "name,category,duration,price\nToner,Tints,30min,31\nScalp detox,Treatments,45min,from 55\nUnknown thing,Nowhere,1h,10";
    const bad = await previewPriceList(database(), csv);
    expect(bad).toEqual({ ok: false, problems: [{ line: 4, message: expect.stringContaining('"Nowhere"') }] });
    // Every bad line is named at once: a row that does not read and a row whose category is unknown.
    expect(await previewPriceList(database(), `${csv}\nGlitter,Tints,1h,lots`)).toMatchObject({ ok: false, problems: [{ line: 4 }, { line: 5 }] });
    const before = await readServiceMenu(database());
    expect(await applyPriceList(database(), csv, menu.fingerprint, [], owner)).toMatchObject({ ok: false, problems: [{ line: 4 }] });
    expect((await readServiceMenu(database())).fingerprint).toBe(before.fingerprint);

    const fixed = csv.split("\n").slice(0, 3).join("\n");
    const preview = await previewPriceList(database(), fixed);
    if (!preview.ok) throw new Error("preview refused");
    expect(preview.diff.changed.map((c) => [c.name, c.after.price])).toEqual([["Toner", "A$ 31"]]);
    expect(preview.diff.added.map((a) => a.name)).toEqual(["Scalp detox"]);
    const toHide = preview.diff.missing[0]!.slug;
    expect(await applyPriceList(database(), fixed, "some older menu", [toHide], owner)).toMatchObject({ ok: false, stale: true });
    expect(await applyPriceList(database(), fixed, preview.menu, [toHide], owner)).toEqual({ ok: true, added: 1, changed: 1, hidden: 1 });
    // One audit entry for the whole import, naming its counts and each price it moved.
    expect(await latestAudit(database(), 2)).toMatchObject([
      {
        who: owner.name,
        action: "price list imported",
        detail: { added: 1, changed: 1, hidden: 1, addedServices: ["Scalp detox"], hiddenServices: [toHide], prices: [{ service: preview.diff.changed[0]!.slug, price: { to: "A$ 31" } }] },
      },
      // The entry before it is the last test's move: none per service.
      { action: "menu reordered" },
    ]);
    const after = await readServiceMenu(database());
    const all = after.sections.flatMap((s) => s.services);
    expect(all.find((s) => s.title === "Toner")?.price).toBe("A$ 31");
    expect(all.find((s) => s.title === "Scalp detox")).toMatchObject({ price: "from A$ 55", duration: "45min", visible: true, page: null });
    expect(all.find((s) => s.slug === toHide)?.visible).toBe(false);
    expect(all.length).toBe(before.sections.flatMap((s) => s.services).length + 1);
    expect(readPriceList(fixed).ok).toBe(true);
  });
});
