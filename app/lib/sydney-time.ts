/**
 * The salon's clock. The database keeps instants in UTC; the owner reads and
 * exports them as Bangor time, daylight saving included, so a message sent at
 * 9 am is never shown as 10 pm the day before.
 */
const timeZone = "Australia/Sydney";

const readable = new Intl.DateTimeFormat("en-AU", { timeZone, dateStyle: "medium", timeStyle: "short" });

/** "25 Nov 2026, 4:05 pm": for pages the owner reads. */
export function sydneyDateTime(instant: Date): string {
  return readable.format(instant);
}

const parts = new Intl.DateTimeFormat("en-AU", {
  timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

/** "2026-11-25T16:05:00+11:00": ISO 8601 with the offset in force at that instant, for spreadsheets and other tools. */
export function sydneyIso(instant: Date): string {
  const part = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  // "GMT+11:00", or plain "GMT" for a zero offset (never in Sydney, but the format allows it).
  const offset = part.timeZoneName === "GMT" ? "+00:00" : part.timeZoneName!.slice(3);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

const longDay = new Intl.DateTimeFormat("en-AU", { timeZone, day: "numeric", month: "long", year: "numeric" });

/** "25 November 2026": a day as a visitor reads it in a sentence. */
export function sydneyLongDate(instant: Date): string {
  return longDay.format(instant);
}

const sydneyDay = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in the salon's time zone ("2026-12-24"), which is what the owner's start and end dates mean. */
export function sydneyDate(now: Date): string {
  return sydneyDay.format(now);
}
