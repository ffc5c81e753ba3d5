/**
 * The rules of a post the owner writes in /admin: its limits and the problems of its text (the form's
 * reading is in blog-post-form.ts), when a post is shown (published, scheduled or a draft), and the words
 * derived from it (its date, its read time).
 */
import { blogWidgets, countWords, type BlogCategory } from "./blog.ts";
import type { BlogCta, ProductModule } from "./blog-frontmatter.ts";
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

/** The time a post is scheduled for, from the form's datetime-local value: on the salon's clock, and later than now. */
export function readSchedule(value: string | undefined, now: Date): { ok: true; at: Date } | { ok: false; problem: string } {
  if (!value?.trim()) return { ok: false, problem: "Choose the day and time the post comes out." };
  const at = fromSydneyLocal(value);
  if (!at) return { ok: false, problem: "Choose a day and a time that exist on the salon's clock, such as 1 December at 9:00 am." };
  if (at.getTime() <= now.getTime()) return { ok: false, problem: "That time has passed: choose a later one, or publish the post now." };
  return { ok: true, at };
}
