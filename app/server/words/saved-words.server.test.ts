import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentAssistant } from "../assistant/assistant.server";
import { contentRevision } from "../content-revision.server";
import { closeDatabase, database, openDatabase } from "../db/client.server";
import { isolatedDatabase } from "../db/isolated-test-database";
import { siteWords } from "../db/schema.server";
import { testDatabases } from "../db/test-databases";
import { keepVersion, versionsOf } from "../saved-versions.server";
import { checkWords, findWordsItem, type Words, type WordsItem } from "./items.server";
import { faqsShown, policyPage, restoreWords, savedWordsOf, saveWords, seedSiteWords } from "./saved-words.server";
import { latestAudit, owner } from "../test-support/actors";

const item = (key: string): WordsItem => findWordsItem(key)!;
/** The item's first-run words with `change`, checked as the editor checks a posted form. */
function edited(each: WordsItem, change: Words): Words {
  const checked = checkWords(each, { ...each.initial, ...change });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.words;
}
/** The revision as a fresh reader sees it (the cached one is rechecked every two seconds). */
const revision = () => contentRevision(Date.now() + 60_000);

describe.each(testDatabases())("the salon's words on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("are seeded once, each with its first version, and the owner's words are never written over", async () => {
    const db = database();
    expect(await seedSiteWords(db)).toBeGreaterThan(0);
    const returns = item("returns");
    await saveWords(db, returns, edited(returns, { title: "Returns" }), owner);
    expect(await latestAudit(db)).toMatchObject([{ who: owner.name, action: "words changed", subject: `Page ${returns.key}`, detail: { summary: "Changed title" } }]);
    expect(await seedSiteWords(db)).toBe(0);
    expect((await savedWordsOf(db, returns)).words.title).toBe("Returns");
    const versions = await versionsOf(db, "page", "returns");
    expect(versions.map((v) => [v.savedBy, v.summary])).toEqual([
      ["Owner in a test", "Changed title"],
      ["first-run content", "The site's first words"],
    ]);
  });

  it("a save shows on the next read of the public page and keeps a version; restoring gives the old words back as a new version", async () => {
    const db = database();
    const faq = item("faq-patch-test");
    const before = (await savedWordsOf(db, faq)).words;
    const revisionBefore = await revision();
    await saveWords(db, faq, edited(faq, { question: "Do I need a patch test?", answer: "Yes, call {{phone}} first." }), owner);
    expect(await revision()).toBeGreaterThan(revisionBefore);
    const shown = (await faqsShown("pickup")).find((each) => each.id === faq.key);
    expect(shown?.answer).toMatch(/^Yes, call \(\d\d\) \d{4} \d{4} first\.$/);

    const [latest, previous] = await versionsOf(db, "faq", faq.key);
    const restored = await restoreWords(db, faq, previous!.id, owner);
    expect(await latestAudit(db)).toMatchObject([{ who: owner.name, action: "version restored", subject: `FAQ ${faq.key}`, detail: { savedBy: previous!.savedBy } }]);
    expect(restored).toMatchObject({ ok: true, restored: { summary: expect.stringMatching(/^Restored the version of /), body: before } });
    expect((await savedWordsOf(db, faq)).words).toEqual(before);
    const versions = await versionsOf(db, "faq", faq.key);
    expect(versions.map((v) => v.id).slice(1, 3)).toEqual([latest!.id, previous!.id]);
    expect((await faqsShown("pickup")).find((each) => each.id === faq.key)?.question).toBe(before.question);
  });

  it("the assistant answers an FAQ as the owner saved it, its index made once per save and not per question", async () => {
    const db = database();
    const faq = item("faq-patch-test");
    const answerOf = async () => {
      const reply = await (await currentAssistant()).answer("do I need a patch test before colour");
      return reply.status === "answered" ? reply.text : "";
    };
    const before = await answerOf();
    await saveWords(db, faq, edited(faq, { answer: "Yes: we dab a little colour behind your ear two days before, free of charge." }), owner);
    const after = await answerOf();
    expect(after).not.toBe(before);
    expect(after).toContain("we dab a little colour behind your ear two days before");
    expect(await currentAssistant()).toBe(await currentAssistant());
  });

  it("a restored policy is the page visitors read, dated the day it was saved", async () => {
    const db = database();
    const terms = item("terms");
    await saveWords(db, terms, edited(terms, { body: "## Bookings\n\nBook with {{phone}}.\n\n## Orders\n\nSee {{fulfilmentPage}}." }), owner);
    const page = await policyPage("terms", "pickup");
    expect(page.headings.map((h) => h.id)).toEqual(["bookings", "orders"]);
    expect(page.html).toContain("Click &amp; Collect");
    expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [, first] = await versionsOf(db, "page", "terms");
    expect(await restoreWords(db, terms, first!.id, owner)).toMatchObject({ ok: true });
    expect((await policyPage("terms", "pickup")).headings.length).toBeGreaterThan(2);
  });

  it("refuses a version of another thing, and one that no longer passes the checks, storing nothing", async () => {
    const db = database();
    const privacy = item("privacy");
    const [ofTerms] = await versionsOf(db, "page", "terms");
    expect(await restoreWords(db, privacy, ofTerms!.id, owner)).toMatchObject({ ok: false, status: 404 });

    const broken = await db.transaction((tx) =>
      keepVersion(tx, { kind: "page", key: "privacy", body: { ...privacy.initial, body: "Ask {{giftCardDesk}}." }, savedBy: "owner" }),
    );
    const before = await db.select().from(siteWords).where(eq(siteWords.key, "privacy"));
    const count = (await versionsOf(db, "page", "privacy")).length;
    expect(await restoreWords(db, privacy, broken.id, owner)).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("{{giftCardDesk}}") });
    expect(await db.select().from(siteWords).where(eq(siteWords.key, "privacy"))).toEqual(before);
    expect(await versionsOf(db, "page", "privacy")).toHaveLength(count);
  });
});
