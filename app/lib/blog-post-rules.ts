/**
 * The rules of a post the owner writes in /admin: what a save must hold (checked before anything is
 * stored, each problem named on its field), when a post is shown (published, scheduled or a draft), and the
 * words derived from it (its date, its read time). Read by the server only.
 */
// eslint-disable-next-line no-restricted-imports -- read only by the server, never in the browser; full zod's messages name what is wrong in a post
import { z } from "zod";
import { blogCategories, blogWidgets, countWords, type BlogCategory } from "./blog.ts";
import { blogCtaSchema, productModuleSchema, type BlogCta, type ProductModule } from "./blog-frontmatter.ts";
import { fulfilmentVariants } from "./fulfilment-blocks.ts";

/** The fields of the post form, each with its own message. */
export type PostField =
  | "slug"
  | "title"
  | "excerpt"
  | "category"
  | "author"
  | "body"
  | "imageAlt"
  | "ctaType"
  | "ctaLink"
  | "ctaText"
  | "moduleTitle"
  | "moduleProducts"
  | "publishAt";
export type PostProblems = Partial<Record<PostField, string>>;

/** What a post holds as the owner writes it. */
export type PostDraft = {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  author: string;
  body: string;
  imageAlt: string;
  cta: BlogCta;
  productModule: ProductModule | null;
  focusX: number;
  focusY: number;
};

export const postLimits = { title: 110, excerptMin: 60, excerptMax: 220, author: 60, imageAlt: 160, body: 60_000, moduleProducts: 6 } as const;

/** Where the hero photo is kept in view when it is cropped: nine points, named as she would say them. */
export const photoFocusPoints = {
  "top left": [0, 0],
  top: [50, 0],
  "top right": [100, 0],
  left: [0, 50],
  centre: [50, 50],
  right: [100, 50],
  "bottom left": [0, 100],
  bottom: [50, 100],
  "bottom right": [100, 100],
} as const satisfies Record<string, readonly [number, number]>;
export type PhotoFocus = keyof typeof photoFocusPoints;

export function focusName(x: number, y: number): PhotoFocus {
  const found = Object.entries(photoFocusPoints).find(([, [fx, fy]]) => fx === x && fy === y);
  return (found?.[0] as PhotoFocus | undefined) ?? "centre";
}

/** The CSS object-position of a photo's focus point. */
export const focusPosition = (x: number, y: number) => `${x}% ${y}%`;

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug made from a title: "Frizz in Humid Weather!" → "frizz-in-humid-weather". */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

const text = (fields: Record<string, string | undefined>, name: string) => (fields[name] ?? "").trim();

/** The first problem of a body: a `::widget` we do not have, or a `::: pickup`/`::: shipping` block left open or misspelt. */
export function bodyProblem(body: string): string | undefined {
  if (!body.trim()) return "Write the post's text.";
  if (body.length > postLimits.body) return `The text is longer than ${postLimits.body.toLocaleString("en-AU")} characters: split it into two posts.`;
  for (const [index, line] of body.split(/\r?\n/).entries()) {
    const widget = /^::([a-z-]+)\s*$/.exec(line.trim());
    if (widget && !(blogWidgets as readonly string[]).includes(widget[1] ?? ""))
      return `Line ${index + 1}: there is no widget called ::${widget[1]}. The one a post can hold is ${blogWidgets.map((name) => `::${name}`).join(", ")}.`;
  }
  try {
    fulfilmentVariants("text", body);
  } catch (error) {
    return (error as Error).message.replace(/^text:?\s*/, "");
  }
  return undefined;
}

const zodProblem = (error: z.ZodError) => error.issues[0]?.message ?? "This is not valid.";

/**
 * Read the post form. Every field is checked and every problem named at once; the product references are
 * checked against the shop by the server afterwards (postProductHandles).
 */
export function readPostForm(fields: Record<string, string | undefined>, slug?: string): { ok: true; draft: PostDraft } | { ok: false; problems: PostProblems } {
  const problems: PostProblems = {};
  const title = text(fields, "title");
  if (!title) problems.title = "Give the post a title.";
  else if (title.length > postLimits.title) problems.title = `Keep the title to ${postLimits.title} characters (it has ${title.length}).`;

  const postSlug = slug ?? (text(fields, "slug") || slugFromTitle(title));
  if (!slugPattern.test(postSlug))
    problems.slug = title || text(fields, "slug") ? "Use lowercase letters, digits and single hyphens, such as winter-frizz-fixes." : "The address is made from the title: give the post a title first.";

  const excerpt = text(fields, "excerpt").replace(/\s+/g, " ");
  if (excerpt.length < postLimits.excerptMin || excerpt.length > postLimits.excerptMax)
    problems.excerpt = `Write ${postLimits.excerptMin} to ${postLimits.excerptMax} characters (it has ${excerpt.length}): search results and the blog's cards show it.`;

  const category = blogCategories.find((name) => name === text(fields, "category"));
  if (!category) problems.category = `Choose one of: ${blogCategories.join(", ")}.`;

  const author = text(fields, "author");
  if (!author) problems.author = "Say who wrote the post.";
  else if (author.length > postLimits.author) problems.author = `Keep the name to ${postLimits.author} characters.`;

  const body = (fields.body ?? "").replace(/\r\n?/g, "\n").trim();
  const bodyIssue = bodyProblem(body);
  if (bodyIssue) problems.body = bodyIssue;

  const imageAlt = text(fields, "imageAlt");
  if (!imageAlt) problems.imageAlt = "Describe the picture in a few words, for people who cannot see it.";
  else if (imageAlt.length > postLimits.imageAlt) problems.imageAlt = `Keep the description to ${postLimits.imageAlt} characters.`;

  const ctaType = text(fields, "ctaType");
  const ctaLink = text(fields, "ctaLink");
  const ctaText = text(fields, "ctaText");
  const ctaInput = {
    type: ctaType,
    ...(ctaType === "service" ? { servicePath: ctaLink } : {}),
    ...(ctaType === "product" ? { productPath: ctaLink } : {}),
    ...(ctaText ? { customText: ctaText } : {}),
  };
  const cta = blogCtaSchema.safeParse(ctaInput);
  if (!cta.success) {
    const issue = cta.error.issues[0];
    const field: PostField = issue?.path[0] === "customText" ? "ctaText" : issue?.path[0] === "type" ? "ctaType" : "ctaLink";
    problems[field] = field === "ctaType" ? "Choose what the post invites the reader to do." : zodProblem(cta.error);
  }

  const moduleTitle = text(fields, "moduleTitle");
  const rows = Array.from({ length: postLimits.moduleProducts }, (_, index) => ({
    name: text(fields, `module${index + 1}Name`),
    link: text(fields, `module${index + 1}Link`),
    description: text(fields, `module${index + 1}Description`),
  })).filter((row) => row.name || row.link || row.description);
  let productModule: ProductModule | null = null;
  if (moduleTitle || rows.length) {
    const parsed = productModuleSchema.safeParse({ title: moduleTitle, products: rows });
    if (parsed.success) productModule = parsed.data;
    else {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === "title") problems.moduleTitle = moduleTitle ? zodProblem(parsed.error) : "Give the product list a title, or leave all of it empty.";
      else if (!rows.length) problems.moduleProducts = "Name at least one product, or leave the list's title empty.";
      else {
        const row = typeof issue?.path[1] === "number" ? issue.path[1] + 1 : undefined;
        const field = issue?.path[2] === undefined ? undefined : String(issue.path[2]);
        problems.moduleProducts = `Product ${row ?? ""}${field ? ` (${field === "link" ? "address" : field})` : ""}: ${issue?.message ?? "not valid"}.`.replace(/\s+:/, ":");
      }
    }
  }

  const focus = photoFocusPoints[(text(fields, "focus") || "centre") as PhotoFocus] ?? photoFocusPoints.centre;

  if (Object.keys(problems).length || !category) return { ok: false, problems };
  return {
    ok: true,
    draft: { slug: postSlug, title, excerpt, category, author, body, imageAlt, cta: cta.data as BlogCta, productModule, focusX: focus[0], focusY: focus[1] },
  };
}

const productPathHandle = (path: string) => /^\/products\/([a-z0-9-]+)$/.exec(path)?.[1];

/** Every product a post names, with the field that names it: its product list, its invitation, links in its text. */
export function postProductHandles(draft: Pick<PostDraft, "body" | "cta" | "productModule">): { handle: string; field: PostField }[] {
  const named: { handle: string; field: PostField }[] = [];
  for (const product of draft.productModule?.products ?? []) {
    const handle = productPathHandle(product.link);
    if (handle) named.push({ handle, field: "moduleProducts" });
  }
  if (draft.cta.type === "product") {
    const handle = productPathHandle(draft.cta.productPath);
    if (handle) named.push({ handle, field: "ctaLink" });
  }
  for (const match of draft.body.matchAll(/\]\(\/products\/([^)\s#?]+)[^)]*\)/g)) named.push({ handle: match[1] ?? "", field: "body" });
  return named;
}

/** The problems of products a post names that the shop does not hold: each on the field naming it. */
export function missingProductProblems(named: { handle: string; field: PostField }[], known: ReadonlySet<string>): PostProblems {
  const problems: PostProblems = {};
  for (const { handle, field } of named) {
    if (known.has(handle) || problems[field]) continue;
    problems[field] = `There is no product /products/${handle} in the shop. Check the address, or add the product first.`;
  }
  return problems;
}

/** Minutes to read at about 200 words a minute, as the cards say it: "5 min read". */
export function readTimeOf(body: string): string {
  return `${Math.min(99, Math.max(1, Math.round(countWords(body) / 200)))} min read`;
}

export type PostStatus = "draft" | "scheduled" | "published";

/** A post shows from its publish time on; without one it is a draft. */
export function postStatus(publishAt: Date | null, now: Date): PostStatus {
  if (!publishAt) return "draft";
  return publishAt.getTime() <= now.getTime() ? "published" : "scheduled";
}

export const isShown = (publishAt: Date | null, now: Date) => postStatus(publishAt, now) === "published";

/**
 * A mark that moves when a scheduled post comes out: how many publish times have passed. Pages kept for
 * everyone are kept per mark, so a post scheduled for 9 am is on /blog at 9 am without anyone saving anything.
 */
export function publicationMark(publishTimes: readonly (Date | null)[], now: Date): number {
  return publishTimes.filter((at) => at !== null && at.getTime() <= now.getTime()).length;
}

const sydneyParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Australia/Sydney",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-12-01T09:00" as the salon's clock shows an instant (the value of a datetime-local field). */
export function sydneyLocalInput(instant: Date): string {
  const part = Object.fromEntries(sydneyParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * The instant a datetime-local value means on the salon's clock, daylight saving included; undefined for
 * anything that is not such a value or a time that does not exist on that clock (the hour skipped in October).
 */
export function fromSydneyLocal(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Sydney is 10 or 11 hours ahead: try both offsets and keep the one the clock agrees with.
  for (const offsetHours of [11, 10]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    if (sydneyLocalInput(instant) === value.trim()) return instant;
  }
  return undefined;
}

const longDate = new Intl.DateTimeFormat("en-US", { timeZone: "Australia/Sydney", year: "numeric", month: "long", day: "numeric" });
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", year: "numeric", month: "2-digit", day: "2-digit" });

/** A post's date as its pages write it ("April 20, 2025") and as machines read it ("2025-04-20"), on the salon's calendar. */
export function postDates(publishAt: Date): { date: string; isoDate: string } {
  return { date: longDate.format(publishAt), isoDate: isoDay.format(publishAt) };
}

/** The start of a seeded post's day ("2025-04-20") on the salon's clock. */
export function startOfSydneyDay(isoDate: string): Date {
  const instant = fromSydneyLocal(`${isoDate}T00:00`) ?? fromSydneyLocal(`${isoDate}T01:00`);
  if (!instant) throw new Error(`not a day: ${isoDate}`);
  return instant;
}
