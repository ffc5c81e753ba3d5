/**
 * The salon's words in the database (table site_words): seeded once from app/content at start, read by the
 * public pages once per content revision, saved by the owner in /admin/pages. A save stores the words,
 * marks the content changed and keeps a version, in one transaction: the next page view shows it.
 */
import { and, eq } from "drizzle-orm";
import { faqFor, servicesFaqs, type Faq } from "../../content/faqs.ts";
import type { Fulfilment } from "../../lib/shop/fulfilment.ts";
import { sydneyDate } from "../../lib/sydney-time.ts";
import { audit, type Actor } from "../accounts/audit.server.ts";
import { markContentChanged } from "../content-revision.server.ts";
import { database, type Database } from "../db/client.server.ts";
import type { Queryable, Transaction } from "../db/queryable.server.ts";
import { siteWords } from "../db/schema.server.ts";
import { log } from "../log.server.ts";
import { keptPerRevision } from "../per-revision.server.ts";
import { policy as filePolicy, policyFileWords, type Policy, type PolicySlug } from "../policies.server.ts";
import { restoreVersion, type RestoreOutcome } from "../restore-version.server.ts";
import { keepVersion, versionSubject } from "../saved-versions.server.ts";
import { aboutView, changedFields, checkWords, renderPolicy, wordsItems, type Words, type WordsItem } from "./items.server.ts";

/** Who saved the first words: the content the site started with. */
const firstRunAuthor = "first-run content";

/** The day a seeded policy says it was updated, as an instant that is that day in Sydney. */
function seededAt(item: WordsItem): Date {
  if (item.group !== "Policies") return new Date();
  return new Date(`${policyFileWords(item.key as PolicySlug).updated}T12:00:00+10:00`);
}

/**
 * Write each item's first-run words, once: an item that has a row keeps it (the owner's words are never
 * written over). Each seeded item also keeps its first version, so the owner's first edit can be undone.
 */
export async function seedSiteWords(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    let seeded = 0;
    for (const item of wordsItems) {
      // Stored as a save would store them (line endings, trailing space), so restoring the first version gives them back as they are.
      const checked = checkWords(item, item.initial);
      if (!checked.ok) throw new Error(`The first-run words of ${item.key} do not pass their checks: ${JSON.stringify(checked.errors)}`);
      const [row] = await tx
        .insert(siteWords)
        .values({ kind: item.kind, key: item.key, body: checked.words, updatedAt: seededAt(item) })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      await keepVersion(tx, { kind: item.kind, key: item.key, body: checked.words, savedBy: firstRunAuthor, summary: "The site's first words" });
      seeded += 1;
    }
    if (seeded) await markContentChanged(tx, `site words seeded (${seeded})`);
    return seeded;
  });
}

type SavedRow = { words: Words; updatedAt: Date };

/** One item's saved words, or its first-run words before the seed has run. */
export async function savedWordsOf(db: Queryable, item: WordsItem): Promise<SavedRow> {
  const [row] = await db
    .select()
    .from(siteWords)
    .where(and(eq(siteWords.kind, item.kind), eq(siteWords.key, item.key)));
  return row ? { words: row.body, updatedAt: row.updatedAt } : { words: item.initial, updatedAt: seededAt(item) };
}

/** When each item was last saved, and an FAQ's question as saved (the list names FAQs by it). */
export async function lastSaves(db: Queryable): Promise<Map<string, { updatedAt: Date; question?: string }>> {
  const rows = await db.select().from(siteWords);
  return new Map(rows.map((row) => [`${row.kind}:${row.key}`, { updatedAt: row.updatedAt, question: row.body.question }]));
}

/** Store words already checked, and mark the public content changed. Returns what was there before. */
async function storeWords(tx: Transaction, item: WordsItem, words: Words): Promise<Words | undefined> {
  const [before] = await tx
    .select({ body: siteWords.body })
    .from(siteWords)
    .where(and(eq(siteWords.kind, item.kind), eq(siteWords.key, item.key)))
    .for("update");
  const updatedAt = new Date();
  await tx
    .insert(siteWords)
    .values({ kind: item.kind, key: item.key, body: words, updatedAt })
    .onConflictDoUpdate({ target: [siteWords.kind, siteWords.key], set: { body: words, updatedAt } });
  await markContentChanged(tx, `${item.kind} ${item.key}`);
  return before?.body;
}

/** Save the checked words with their version ("Changed title, text") and their audit entry, in one transaction. */
export async function saveWords(db: Database, item: WordsItem, words: Words, by: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await storeWords(tx, item, words);
    const summary = changedFields(item, before, words);
    await keepVersion(tx, { kind: item.kind, key: item.key, body: words, savedBy: by.name, summary });
    await audit(tx, { who: by, action: "words changed", subject: versionSubject(item.kind, item.key), detail: { summary } });
  });
}

/** Save an earlier version again, as a new version; a version that no longer passes the checks is refused. */
export function restoreWords(db: Database, item: WordsItem, versionId: number, by: Actor): Promise<RestoreOutcome> {
  return restoreVersion(db, { kind: item.kind, key: item.key, versionId, by }, async (tx, body) => {
    const checked = checkWords(item, body);
    if (!checked.ok) return `That version can no longer be saved: ${Object.values(checked.errors)[0]}`;
    await storeWords(tx, item, checked.words);
    return null;
  });
}

/** Every saved row, read once per content revision (every page of the site may ask). */
const allSaved = keptPerRevision(async () => {
  const rows = await database().select().from(siteWords);
  return new Map(rows.map((row) => [`${row.kind}:${row.key}`, { words: row.body, updatedAt: row.updatedAt }]));
});

async function shownWords(kind: WordsItem["kind"], key: string): Promise<SavedRow | undefined> {
  return (await allSaved()).get(`${kind}:${key}`);
}

/** The about page's words as the owner saved them, ready to lay out. */
export async function aboutPageWords(fulfilment: Fulfilment) {
  const saved = await shownWords("page", "about");
  return aboutView(saved?.words ?? {}, fulfilment);
}

/** Each policy as saved, rendered for both setups once per content revision. */
const renderedPolicies = keptPerRevision(async () => {
  const rendered = new Map<string, Record<Fulfilment, Policy>>();
  for (const item of wordsItems.filter((each) => each.group === "Policies")) {
    const saved = await shownWords("page", item.key);
    if (!saved) continue;
    try {
      rendered.set(item.key, renderPolicy(item.key as PolicySlug, saved.words, sydneyDate(saved.updatedAt)));
    } catch (error) {
      // Words that passed their checks when saved, broken since by a change of the salon's facts: the file's stand in.
      log("site_words.policy_unrenderable", { key: item.key, message: (error as Error).message.slice(0, 200) }, "error");
    }
  }
  return rendered;
});

/** A policy page as the owner last saved it, in this shop setup. */
export async function policyPage(slug: PolicySlug, fulfilment: Fulfilment): Promise<Policy> {
  return (await renderedPolicies()).get(slug)?.[fulfilment] ?? filePolicy(slug, fulfilment);
}

/** The FAQs as the owner last saved them, in their order, shown for this setup. */
export async function faqsShown(fulfilment: Fulfilment): Promise<Faq[]> {
  const saved = await allSaved();
  return servicesFaqs.map((faq) => {
    const words = saved.get(`faq:${faq.id}`)?.words;
    return faqFor({ ...faq, question: words?.question ?? faq.question, answer: words?.answer ?? faq.answer }, fulfilment);
  });
}
