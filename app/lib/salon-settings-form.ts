/**
 * The owner's forms for the salon's settings (/admin/settings): the usual week, a dated closure or special
 * hours, and the promo banner. Each reads the posted strings into what the database holds, or gives each
 * field its own message.
 */
import type { Weekday } from "../config/salon.ts";
import { weekdays, type HoursException, type OpeningDay } from "./hours.ts";
import type { PromoBannerSettings } from "./promo-banner.ts";

export const settingsMessages = {
  time: "Enter a time, e.g. 09:30.",
  closesBeforeOpens: "Closing time must be after opening time.",
  date: "Enter a date, e.g. 2026-12-25.",
  endBeforeStart: "The last day can't be before the first.",
  past: "This day has already passed.",
  tooLong: "Make the range at most 62 days.",
  note: "Keep the note to 60 characters.",
  bannerText: "Write the banner's text (at most 120 characters), or lead with the shop's offer.",
  bannerLink: "Use a page of this site (/collections/…) or an address starting with https://.",
} as const;

type Form = Record<string, unknown>;
const text = (form: Form, name: string) => (typeof form[name] === "string" ? form[name].trim() : "");

/** "9:30" or "09:30" -> "09:30"; anything else -> null. */
export function readTime(typed: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(typed.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1]!.padStart(2, "0")}:${match[2]}`;
}

/** A real calendar day typed as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(typed: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(typed) && !Number.isNaN(Date.parse(`${typed}T00:00:00Z`)) && new Date(`${typed}T00:00:00Z`).toISOString().startsWith(typed);
}

export type Parse<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** Opening and closing times of one day, or that day's messages under `${prefix}opens` / `${prefix}closes`. */
function readHours(form: Form, prefix: string, errors: Record<string, string>): { opens: string; closes: string } | null {
  const opens = readTime(text(form, `${prefix}opens`));
  const closes = readTime(text(form, `${prefix}closes`));
  if (!opens) errors[`${prefix}opens`] = settingsMessages.time;
  if (!closes) errors[`${prefix}closes`] = settingsMessages.time;
  else if (opens && closes <= opens) errors[`${prefix}closes`] = settingsMessages.closesBeforeOpens;
  return opens && closes && closes > opens ? { opens, closes } : null;
}

/** Field names of a weekday in the week form: `Tuesday-open` (checkbox), `Tuesday-opens`, `Tuesday-closes`. */
export const weekField = (day: Weekday, part: "open" | "opens" | "closes") => `${day}-${part}`;

/** The week form: each day open (with both times) or closed. */
export function parseWeekForm(form: Form): Parse<OpeningDay[]> {
  const errors: Record<string, string> = {};
  const week = weekdays.map((day): OpeningDay => {
    if (!text(form, weekField(day, "open"))) return { day, closed: true };
    const hours = readHours(form, `${day}-`, errors);
    return hours ? { day, ...hours } : { day, closed: true };
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: week };
}

export const exceptionFields = ["startsOn", "endsOn", "kind", "opens", "closes", "note"] as const;

/** The longest run of days one exception covers: a summer break, not a standing second week. */
const longestRangeDays = 62;

/**
 * A closure or special hours for one day (no last day) or a run of days. Its last day may not have passed:
 * `today` is the Sydney calendar day.
 */
export function parseExceptionForm(form: Form, today: string): Parse<HoursException> {
  const errors: Record<string, string> = {};
  const startsOn = text(form, "startsOn");
  const endsOn = text(form, "endsOn") || startsOn;
  if (!isCalendarDate(startsOn)) errors.startsOn = settingsMessages.date;
  if (text(form, "endsOn") && !isCalendarDate(endsOn)) errors.endsOn = settingsMessages.date;
  else if (isCalendarDate(startsOn) && endsOn < startsOn) errors.endsOn = settingsMessages.endBeforeStart;
  else if (isCalendarDate(startsOn) && endsOn < today) errors[text(form, "endsOn") ? "endsOn" : "startsOn"] = settingsMessages.past;
  else if (isCalendarDate(startsOn) && (Date.parse(endsOn) - Date.parse(startsOn)) / 86_400_000 >= longestRangeDays) errors.endsOn = settingsMessages.tooLong;
  const note = text(form, "note");
  if (note.length > 60) errors.note = settingsMessages.note;
  const hours = text(form, "kind") === "hours" ? readHours(form, "", errors) : null;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { startsOn, endsOn, opens: hours?.opens ?? null, closes: hours?.closes ?? null, note } };
}

/** The banner form: on or off, with or without the shop's offer, its text, link and dates. */
export function parseBannerForm(form: Form): Parse<PromoBannerSettings> {
  const errors: Record<string, string> = {};
  const enabled = Boolean(text(form, "enabled"));
  const withOffer = Boolean(text(form, "withOffer"));
  const bannerText = text(form, "text").replace(/\s+/g, " ");
  if (bannerText.length > 120 || (enabled && !withOffer && !bannerText)) errors.text = settingsMessages.bannerText;
  const link = text(form, "link");
  if (link && !(/^\/(?!\/)\S*$/.test(link) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(link))) errors.link = settingsMessages.bannerLink;
  const startsOn = text(form, "startsOn");
  const endsOn = text(form, "endsOn");
  if (startsOn && !isCalendarDate(startsOn)) errors.startsOn = settingsMessages.date;
  if (endsOn && !isCalendarDate(endsOn)) errors.endsOn = settingsMessages.date;
  else if (startsOn && endsOn && endsOn < startsOn) errors.endsOn = settingsMessages.endBeforeStart;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { enabled, withOffer, text: bannerText, link: link || null, startsOn: startsOn || null, endsOn: endsOn || null } };
}
