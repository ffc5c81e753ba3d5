/**
 * The assistant's search and answer: a MiniSearch index over the site's content
 * (./corpus.server.ts), built once at build time and kept in memory, and the rule
 * that decides whether the best match is good enough to answer or whether to say
 * so and hand over to a person. MiniSearch: small (no dependencies), fuzzy and
 * prefix search with per-field and per-document boosts, and an index that
 * serialises to JSON, so the build can make it and the server only load it.
 * (Relative imports only: react-router.config.ts builds the index at build time.)
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { formatTime } from "../../lib/hours.ts";
import { genericTerms, maxQuestionLength, termOf, termsOf, wordsOf } from "../../lib/assistant/language.ts";
import { currentOpeningHours } from "../opening-hours.server.ts";
import type { StorefrontProduct } from "../../lib/shop/types.ts";
import { productAnswer, productHandleOf, type AssistantDoc, type AssistantDocKind, type AssistantLink } from "./corpus.server.ts";

export type AssistantAnswer =
  | { status: "answered"; question: string; text: string; links: AssistantLink[]; related: AssistantLink[]; topic: string }
  | { status: "unknown"; question: string }
  | { status: "invalid"; question: string; message: string };

type StoredDoc = Pick<AssistantDoc, "kind" | "title" | "answer" | "links" | "live">;

/** Facts rank above the articles that mention them, articles last. */
const kindBoost: Record<AssistantDocKind, number> = {
  hours: 1.6,
  fact: 1.4,
  menu: 1.3,
  service: 1.25,
  faq: 1.2,
  place: 1.3,
  policy: 1,
  product: 0.6,
  article: 0.55,
};

/** Below this score the best match is a guess, and the assistant does not guess. Tuned on the quality table. */
export const minimumScore = 15;

const indexOptions = {
  idField: "id",
  fields: ["title", "keywords", "body"],
  storeFields: ["kind", "title", "answer", "links", "live"],
  tokenize: (text: string) => wordsOf(text),
  processTerm: (term: string) => termOf(term) ?? null,
  searchOptions: {
    boost: { title: 3, keywords: 1.5, body: 0.6 },
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
    prefix: (term: string) => term.length >= 4,
    combineWith: "OR" as const,
    // "How much", "hair", "treatment": they help rank but must not outweigh the subject of the question.
    boostTerm: (term: string) => (genericTerms.has(term) ? 0.35 : 1),
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => kindBoost[(stored?.kind as AssistantDocKind) ?? "article"] ?? 1,
  },
};

/**
 * How the engine asks the shop about a product when it would answer with it (the storefront client's
 * `product`, whose answers are kept per content revision): the owner's title and price are quoted, and a
 * product she has hidden or deleted, or one the shop cannot tell about just now, is never recommended.
 */
export type ShopLookup = (handle: string) => Promise<{ product: Pick<StorefrontProduct, "title" | "vendor" | "description" | "options" | "variants"> | null }>;

/** The best result and the related ones come from the first few; only these are asked about. */
const answerCandidates = 6;

export type SerialisedIndex = { version: 1; index: unknown; vocabulary: string[] };

/** The index and the vocabulary, as JSON: what the build writes. */
export function serialiseIndex(docs: AssistantDoc[]): SerialisedIndex {
  const search = new MiniSearch<AssistantDoc>(indexOptions);
  search.addAll(docs);
  const vocabulary = new Set<string>();
  for (const doc of docs) for (const term of termsOf(`${doc.title} ${doc.keywords} ${doc.body}`)) vocabulary.add(term);
  return { version: 1, index: search.toJSON(), vocabulary: [...vocabulary].sort() };
}

/** Edit distance, giving up beyond `max` (only small distances matter here). */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}


export class Assistant {
  private readonly search: MiniSearch<AssistantDoc>;
  private readonly vocabulary: Set<string>;
  private readonly vocabularyList: string[];

  constructor(serialised: SerialisedIndex) {
    this.search = MiniSearch.loadJS<AssistantDoc>(serialised.index as Parameters<typeof MiniSearch.loadJS>[0], indexOptions);
    this.vocabulary = new Set(serialised.vocabulary);
    this.vocabularyList = serialised.vocabulary;
  }

  /** A question word the site's content knows, exactly, by a small typo, or as the start of a longer word. */
  private known(term: string): boolean {
    if (this.vocabulary.has(term)) return true;
    if (term.length < 4) return false;
    const distance = term.length >= 8 ? 2 : 1;
    return this.vocabularyList.some((word) => word.startsWith(term) || (term.length >= 5 && withinDistance(term, word, distance)));
  }

  /** The best documents for a question, or none when the question is not one the content can answer. */
  match(question: string): { results: SearchResult[]; topic: string[] } {
    const { results, topic } = this.candidates(question);
    return { results: confident(results, topic), topic };
  }

  /** Every document matching the question's words, best first; none when the question's subject is unknown to the site. */
  private candidates(question: string): { results: SearchResult[]; topic: string[] } {
    const terms = [...new Set(termsOf(question))];
    const topic = terms.filter((term) => !genericTerms.has(term));
    if (!topic.length) return { results: [], topic };
    const unknown = topic.filter((term) => !this.known(term));
    // Half the subject words unknown to every page: the question is about something else.
    if (unknown.length * 2 >= topic.length) return { results: [], topic };
    return { results: this.search.search(question), topic };
  }

  async answer(rawQuestion: string, shop?: ShopLookup): Promise<AssistantAnswer> {
    const question = rawQuestion.replace(/\s+/g, " ").trim();
    if (!question) return { status: "invalid", question, message: "Please type a question." };
    if (question.length > maxQuestionLength) return { status: "invalid", question, message: `Please keep your question under ${maxQuestionLength} characters.` };
    const { results: found, topic } = this.candidates(question);
    const results = confident(shop ? await asSoldNow(found.slice(0, answerCandidates), shop) : found, topic);
    const best = results[0];
    if (!best) return { status: "unknown", question };
    const doc = best as unknown as StoredDoc & SearchResult;
    const text = doc.live === "hours" ? await hoursAnswer(question) : doc.kind === "policy" ? quote(doc.answer, question) : doc.answer;
    const related: AssistantLink[] = [];
    const seen = new Set(doc.links.map((link) => link.href));
    for (const other of results.slice(1, answerCandidates)) {
      if (related.length >= 2 || other.score < best.score * 0.6) break;
      const link = (other as unknown as StoredDoc).links[0];
      if (link && !seen.has(link.href)) {
        seen.add(link.href);
        related.push(link);
      }
    }
    return { status: "answered", question, text, links: doc.links, related, topic: doc.title };
  }
}

/** The results when the best is good enough to answer with; none otherwise. */
function confident(results: SearchResult[], topic: string[]): SearchResult[] {
  const best = results[0];
  if (!best || best.score < minimumScore) return [];
  // The best match must cover at least half the question's subject, not only "price" or one word of three.
  const covered = topic.filter((term) => best.queryTerms.includes(term)).length;
  if (covered * 2 < topic.length) return [];
  return results;
}

/**
 * Product documents as the shop sells them now: the owner's title and price, or left out when she has hidden
 * the product or the shop cannot say. Asked one at a time from the best down, only until the answer and its
 * two related links are found: a product not yet kept by the storefront costs a read, and most answers need one.
 */
async function asSoldNow(results: SearchResult[], shop: ShopLookup): Promise<SearchResult[]> {
  const kept: SearchResult[] = [];
  for (const result of results) {
    if (kept.length === 3) break;
    const doc = result as unknown as StoredDoc & SearchResult;
    if (doc.live !== "product") {
      kept.push(result);
      continue;
    }
    const handle = productHandleOf(doc);
    const { product } = handle ? await shop(handle) : { product: null };
    if (!product) continue;
    const quoted = { ...product, variants: product.variants.nodes.map((variant) => ({ price: Number(variant.price.amount), options: variant.selectedOptions })) };
    kept.push({ ...result, title: product.title, answer: productAnswer(quoted), links: [{ href: `/products/${handle}`, label: product.title }] } as SearchResult);
  }
  return kept;
}

/**
 * A policy section can run to several paragraphs: quote the sentences that share
 * the most words with the question (the first ones on a tie), in their order.
 */
export function quote(text: string, question: string, max = 420): string {
  const wanted = new Set(termsOf(question));
  const sentences = text.match(/.+?[.!?](?=\s|$)\s*|.+$/g) ?? [text];
  const ranked = sentences
    .map((sentence, index) => ({ index, sentence: sentence.trim(), score: termsOf(sentence).filter((term) => wanted.has(term)).length }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof ranked = [];
  let length = 0;
  for (const candidate of ranked) {
    if (chosen.length && (candidate.score === 0 || length + candidate.sentence.length > max)) continue;
    chosen.push(candidate);
    length += candidate.sentence.length;
    if (chosen.length === 3) break;
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((c) => c.sentence)
    .join(" ");
}

/** The week's hours, read live, leading with the day the visitor asked about. */
async function hoursAnswer(question: string): Promise<string> {
  const { week, upcoming } = await currentOpeningHours();
  // Closures and special hours of the next few weeks come after the week, so an answer never hides them.
  const coming = upcoming.length > 0 ? ` Coming up: ${upcoming.map((exception) => exception.line).join("; ")}.` : "";
  const line = (entry: (typeof week)[number]) => ("closed" in entry ? `${entry.day} closed` : `${entry.day} ${formatTime(entry.opens)} – ${formatTime(entry.closes)}`);
  const asked = wordsOf(question).map((word) => termOf(word) ?? word);
  const day = week.find((entry) => asked.includes(entry.day.toLowerCase()));
  const all = week.map(line).join(", ");
  if (!day) return `Our opening hours: ${all}.${coming}`;
  const first = "closed" in day ? `We're closed on ${day.day}s.` : `On ${day.day}s we're open ${formatTime(day.opens)} – ${formatTime(day.closes)}.`;
  return `${first} The whole week: ${all}.${coming}`;
}

