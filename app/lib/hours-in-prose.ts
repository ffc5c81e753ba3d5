/**
 * Local pages speak of the hours in sentences ("we open at 8 am on Saturday"). The sentences are written once,
 * in app/content, with a token where a time goes; a page fills the tokens from the week the owner set, so a
 * sentence never quotes hours the footer beside it no longer shows.
 *
 *   {{Saturday.opens}}          → "8 am"
 *   {{Thursday+Friday.opens}}   → "9 am", or "9 am and 10 am" when the days differ
 *   {{week}}                    → "Tuesday 10 am–5 pm, Wednesday 6 pm–9 pm … and Saturday 8 am–2 pm"
 */
import type { Weekday } from "../config/salon.ts";
import { twelveHour, type OpeningDay } from "./hours.ts";

export const hoursToken = {
  opens: (...days: Weekday[]) => `{{${days.join("+")}.opens}}`,
  closes: (...days: Weekday[]) => `{{${days.join("+")}.closes}}`,
  week: "{{week}}",
};

/** "18:00" → "6 pm", "17:30" → "5:30 pm": a time as a sentence says it. */
export function spokenTime(hhmm: string): string {
  const { hour, minutes, pm } = twelveHour(hhmm);
  const suffix = pm ? "pm" : "am";
  return minutes === "00" ? `${hour} ${suffix}` : `${hour}:${minutes} ${suffix}`;
}

function listed(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}

/** The open days of the week in a sentence: "Tuesday 10 am–5 pm, … and Saturday 8 am–2 pm". */
export function weekInProse(week: ReadonlyArray<OpeningDay>): string {
  return listed(week.flatMap((d) => ("opens" in d ? [`${d.day} ${spokenTime(d.opens)}–${spokenTime(d.closes)}`] : [])));
}

const token = /\{\{(?:([A-Za-z+]+)\.(opens|closes)|week)\}\}/g;

/** A text with its hour tokens filled from `week` (a closed day reads "closed"). */
export function fillHours(text: string, week: ReadonlyArray<OpeningDay>): string {
  return text.replace(token, (_all, days: string | undefined, edge: "opens" | "closes" | undefined) => {
    if (!days || !edge) return weekInProse(week);
    const times = days.split("+").map((day) => {
      const entry = week.find((d) => d.day === day);
      return entry && "opens" in entry ? spokenTime(entry[edge]) : "closed";
    });
    return listed([...new Set(times)]);
  });
}

/** Every string inside a piece of content (an area, a suburb, with its FAQs) with its hour tokens filled. */
export function withHoursFilled<T>(content: T, week: ReadonlyArray<OpeningDay>): T {
  if (typeof content === "string") return fillHours(content, week) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => withHoursFilled(item, week)) as T;
  if (content && typeof content === "object") {
    return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, withHoursFilled(value, week)])) as T;
  }
  return content;
}
