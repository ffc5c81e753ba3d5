/**
 * The salon's own words the owner edits in /admin/pages: the about page, each policy page and each FAQ.
 * For each, its fields as the editor shows them, its first-run default (from app/content) and the checks a
 * save must pass before anything is stored: every field within its length, every {{placeholder}} known,
 * every `::: pickup` / `::: shipping` block well formed, and the page as a whole still renderable.
 */
import { aboutWords } from "../../content/about.ts";
import { faqFor, servicesFaqs, type Faq } from "../../content/faqs.ts";
import { escapeMarkup } from "../../lib/escape-markup.ts";
import { fulfilmentVariants } from "../../lib/fulfilment-blocks.ts";
import { fillPlaceholders, unknownPlaceholderMessage, unknownPlaceholders } from "../../lib/placeholders.ts";
import { placeholderNames, placeholderValues } from "../../lib/salon-placeholders.ts";
import type { Fulfilment } from "../../lib/shop/fulfilment.ts";
import { compilePolicy, policyFileWords, policyPaths, policySlugs, type PolicySlug } from "../policies.server.ts";

export type WordsKind = "page" | "faq";

/** One field of an editor: a line of text, or a text area of `rows` rows. */
export type WordsField = {
  name: string;
  label: string;
  hint?: string;
  rows?: number;
  max: number;
  /** Whether `::: pickup` / `::: shipping` blocks may be used (whole lines of Markdown or of an answer). */
  blocks?: boolean;
};

export type Words = Record<string, string>;

export type WordsItem = {
  kind: WordsKind;
  key: string;
  /** As the list and the editor name it. */
  title: string;
  group: "Pages" | "Policies" | "FAQs";
  /** Where a visitor reads it. */
  publicPath: string;
  fields: WordsField[];
  /** The first-run default: today's content from app/content. */
  initial: Words;
};

export type WordsErrors = Record<string, string>;

const placeholderHint = "Write {{founderName}}, {{phone}} and the like for salon facts: they are filled in on the page.";
const paragraphsHint = "A blank line between paragraphs.";
const linesHint = "One per line.";

const aboutItem: WordsItem = {
  kind: "page",
  key: "about",
  title: "About",
  group: "Pages",
  publicPath: "/about",
  initial: aboutWords,
  fields: [
    { name: "intro", label: "Introduction", rows: 5, max: 600, hint: placeholderHint },
    { name: "story", label: "Her story", rows: 12, max: 4000, hint: paragraphsHint },
    { name: "certifications", label: "Certifications", rows: 6, max: 1500, hint: linesHint },
    { name: "highlights", label: "Experience", rows: 6, max: 1500, hint: linesHint },
    { name: "philosophyTitle", label: "Philosophy heading", max: 80 },
    {
      name: "philosophy",
      label: "Philosophy points",
      rows: 12,
      max: 3000,
      hint: "Each point: its title on the first line, its text on the next; a blank line between points.",
    },
    { name: "shelfTitle", label: "Product shelf heading", max: 80 },
    { name: "shelfText", label: "Product shelf text", rows: 4, max: 600 },
    { name: "communityTitle", label: "Community heading", max: 80 },
    { name: "community", label: "Community text", rows: 10, max: 3000, hint: paragraphsHint },
  ],
};

const policyTitles: Record<PolicySlug, string> = {
  shipping: "Shipping Policy (with a Shopify store)",
  pickup: "Click & Collect (the salon's own shop)",
  returns: "Returns & Exchanges",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
};

function policyItem(slug: PolicySlug): WordsItem {
  return {
    kind: "page",
    key: slug,
    title: policyTitles[slug],
    group: "Policies",
    publicPath: policyPaths[slug],
    initial: policyFileWords(slug).words,
    fields: [
      { name: "title", label: "Title", max: 60 },
      { name: "description", label: "Description (for search results)", rows: 4, max: 400, hint: "50 to 400 characters, placeholders filled in." },
      {
        name: "body",
        label: "Text",
        rows: 22,
        max: 60_000,
        blocks: true,
        hint: "Markdown: ## for a heading, - for a list item. {{freeShippingOver}} and the like are filled in; a passage for one setup goes between ::: pickup (or ::: shipping) and ::: lines.",
      },
    ],
  };
}

function faqItem(faq: Faq): WordsItem {
  return {
    kind: "faq",
    key: faq.id,
    title: faq.question,
    group: "FAQs",
    publicPath: "/services#faqs",
    initial: { question: faq.question, answer: faq.answer },
    fields: [
      { name: "question", label: "Question", max: 200 },
      {
        name: "answer",
        label: "Answer",
        rows: 8,
        max: 2000,
        blocks: true,
        hint: `${placeholderHint} An answer for one setup goes between ::: pickup (or ::: shipping) and ::: lines.`,
      },
    ],
  };
}

/** Every item the owner can edit, in the order the list shows them. */
export const wordsItems: WordsItem[] = [aboutItem, ...policySlugs.map(policyItem), ...servicesFaqs.map(faqItem)];

export function findWordsItem(key: string): WordsItem | undefined {
  return wordsItems.find((item) => item.key === key);
}

/** Paragraphs of a text area: split at blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Lines of a text area, empty ones left out. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A philosophy point: its title on the first line, its text below. */
export function pointsOf(text: string): { title: string; text: string }[] {
  return paragraphsOf(text).map((part) => {
    const [title = "", ...rest] = linesOf(part);
    return { title, text: rest.join(" ") };
  });
}

/** "line:3: ..." from the block reader, as the owner reads it next to the field. */
function blockMessage(error: unknown): string {
  return (error as Error).message.replace(/^text:(\d+): /, "Line $1: ");
}

/** Each field's own checks: present, within its length, placeholders known, blocks well formed. */
function fieldError(field: WordsField, value: string): string | undefined {
  if (!value.trim()) return `Please write the ${field.label.toLowerCase()}.`;
  if (value.length > field.max) return `At most ${field.max.toLocaleString("en-AU")} characters (this has ${value.length.toLocaleString("en-AU")}).`;
  const unknown = unknownPlaceholders(value, placeholderNames);
  if (unknown.length) return unknownPlaceholderMessage(unknown);
  if (field.blocks) {
    try {
      fulfilmentVariants("text", value);
    } catch (error) {
      return blockMessage(error);
    }
  } else if (/^\s*:::/m.test(value)) {
    return "A ::: line is only for the setup blocks of a policy or an answer.";
  }
  return undefined;
}

/** The checks of the item as a whole, once each field passes its own. */
function itemErrors(item: WordsItem, words: Words): WordsErrors {
  if (item.key === "about") {
    const points = pointsOf(words.philosophy ?? "");
    return points.every((point) => point.title && point.text)
      ? {}
      : { philosophy: "Each point needs its title on the first line and its text on the next." };
  }
  if (item.group === "Policies") {
    const values = placeholderValues("pickup");
    const title = fillPlaceholders(words.title ?? "", values).length;
    const description = fillPlaceholders(words.description ?? "", values).length;
    if (title < 3) return { title: "At least 3 characters." };
    if (description < 50) return { description: `At least 50 characters once placeholders are filled in (this has ${description}).` };
    if (description > 400) return { description: `At most 400 characters once placeholders are filled in (this has ${description}).` };
    try {
      renderPolicy(item.key as PolicySlug, words, "2000-01-01");
    } catch (error) {
      return { body: blockMessage(error) };
    }
  }
  return {};
}

export type WordsCheck = { ok: true; words: Words } | { ok: false; errors: WordsErrors; words: Words };

/**
 * The posted form checked for this item: its fields only (anything else posted is ignored), line endings
 * made plain, then each field's checks and the item's. Nothing is stored unless this says ok.
 */
export function checkWords(item: WordsItem, posted: Record<string, unknown>): WordsCheck {
  const words: Words = {};
  const errors: WordsErrors = {};
  for (const field of item.fields) {
    const raw = posted[field.name];
    const value = (typeof raw === "string" ? raw : "").replace(/\r\n?/g, "\n");
    words[field.name] = field.rows ? value.replace(/\s+$/, "") : value.trim();
    const error = fieldError(field, words[field.name]!);
    if (error) errors[field.name] = error;
  }
  if (Object.keys(errors).length) return { ok: false, errors, words };
  const whole = itemErrors(item, words);
  return Object.keys(whole).length ? { ok: false, errors: whole, words } : { ok: true, words };
}

/** The fields whose text differs between two saves, by label: "Title, Text". */
export function changedFields(item: WordsItem, before: Words | undefined, after: Words): string {
  const changed = item.fields.filter((field) => (before?.[field.name] ?? "") !== (after[field.name] ?? "")).map((field) => field.label);
  return changed.length ? `Changed ${changed.join(", ").toLowerCase()}` : "Saved without changes";
}

/** A policy's saved words rendered as each setup reads it, dated the day they were saved. */
export function renderPolicy(slug: PolicySlug, words: Words, updated: string) {
  const { title = "", description = "", body = "" } = words;
  return compilePolicy(slug, { title, description, body, path: policyPaths[slug], updated }, "text");
}

/** The about page's words as a visitor reads them, placeholders filled, in the shape the page lays out. */
export function aboutView(words: Words, fulfilment: Fulfilment) {
  const values = placeholderValues(fulfilment);
  const filled = (name: keyof typeof aboutWords) => fillPlaceholders(words[name] ?? aboutWords[name], values, "about page");
  return {
    intro: filled("intro"),
    story: paragraphsOf(filled("story")),
    certifications: linesOf(filled("certifications")),
    highlights: linesOf(filled("highlights")),
    philosophy: { title: filled("philosophyTitle"), points: pointsOf(filled("philosophy")) },
    shelf: { title: filled("shelfTitle"), text: filled("shelfText") },
    community: { title: filled("communityTitle"), text: paragraphsOf(filled("community")) },
  };
}

export type AboutView = ReturnType<typeof aboutView>;

/** What the preview shows: the words as a visitor reads them in this setup, as HTML (text escaped). */
export function wordsPreview(item: WordsItem, words: Words, fulfilment: Fulfilment, today: string): string {
  const h = (level: 1 | 2 | 3, text: string) => `<h${level}>${escapeMarkup(text)}</h${level}>`;
  const p = (text: string) => `<p>${escapeMarkup(text)}</p>`;
  const list = (texts: string[]) => `<ul>${texts.map((text) => `<li>${escapeMarkup(text)}</li>`).join("")}</ul>`;
  if (item.group === "Policies") {
    const page = renderPolicy(item.key as PolicySlug, words, today)[fulfilment];
    return h(1, page.title) + page.html;
  }
  if (item.kind === "faq") {
    const faq = servicesFaqs.find((each) => each.id === item.key)!;
    const shown = faqFor({ ...faq, question: words.question ?? "", answer: words.answer ?? "" }, fulfilment);
    return h(3, shown.question) + shown.answer.split(/\n\s*\n/).map(p).join("");
  }
  const about = aboutView(words, fulfilment);
  return [
    p(about.intro),
    h(2, "Her story"),
    ...about.story.map(p),
    h(3, "Certifications"),
    list(about.certifications),
    h(3, "Experience"),
    list(about.highlights),
    h(2, about.philosophy.title),
    ...about.philosophy.points.map((point) => h(3, point.title) + p(point.text)),
    h(2, about.shelf.title),
    p(about.shelf.text),
    h(2, about.community.title),
    ...about.community.text.map(p),
  ].join("");
}
