/**
 * The salon's hours as every page, e-mail and JSON-LD block reads them: the usual week, and the dated
 * exceptions (a closure, or special hours, for a day or a run of days). The owner sets both in /admin; the
 * server sends them with every page (root loader). Dates are Sydney calendar days, "YYYY-MM-DD".
 */
import type { Weekday } from "../config/salon.ts";

export type OpeningDay = { day: Weekday; opens: string; closes: string } | { day: Weekday; closed: true };

/** A closure (opens and closes null) or special hours, from startsOn to endsOn, both included. */
export type HoursException = { startsOn: string; endsOn: string; opens: string | null; closes: string | null; note: string };

/** An exception coming up, with its line as pages show it (exceptionLine), worded on the server so the browser needs no date code. */
export type UpcomingException = HoursException & { line: string };

/** What a page needs to show the hours: the week, and the exceptions coming up soon (upcomingExceptions). */
export type SalonHours = { week: ReadonlyArray<OpeningDay>; upcoming: ReadonlyArray<UpcomingException> };

export const weekdays: ReadonlyArray<Weekday> = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** How far ahead the pages announce a closure or special hours: six weeks, so Christmas shows from mid-November. */
export const upcomingDays = 42;

/** "18:05" -> { hour: 6, minutes: "05", pm: true }: the 12-hour clock both ways of writing a time start from. */
export function twelveHour(time: string): { hour: number; minutes: string; pm: boolean } {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return { hour: h % 12 === 0 ? 12 : h % 12, minutes: String(m).padStart(2, "0"), pm: h >= 12 };
}

/** "18:00" -> "6:00 PM", as the hours tables write it */
export function formatTime(time: string): string {
  const { hour, minutes, pm } = twelveHour(time);
  return `${hour}:${minutes} ${pm ? "PM" : "AM"}`;
}

/** The week as display rows: "Tuesday", "10:00 AM – 5:00 PM" or "Closed". */
export function hoursRows(week: ReadonlyArray<OpeningDay>): { day: string; short: string; hours: string }[] {
  return week.map((entry) => ({
    day: entry.day,
    short: entry.day.slice(0, 3),
    hours: "closed" in entry ? "Closed" : `${formatTime(entry.opens)} – ${formatTime(entry.closes)}`,
  }));
}

/** "2026-12-25" + 3 -> "2026-12-28", on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const dayFormat = /* @__PURE__ */ new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });

/** "2026-12-25" -> "Thu 25 Dec". */
export function formatDay(date: string): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** The exceptions that matter from `today` to `days` ahead (one under way included), soonest first. */
export function upcomingExceptions<T extends HoursException>(exceptions: ReadonlyArray<T>, today: string, days = upcomingDays): T[] {
  const horizon = addDays(today, days);
  return exceptions.filter((e) => e.endsOn >= today && e.startsOn <= horizon).toSorted((a, b) => a.startsOn.localeCompare(b.startsOn));
}

/** An exception as a page lists it: when ("Thu 25 Dec", or "Wed 24 Dec – Fri 2 Jan"), the hours, and the note. */
export function exceptionRow(exception: HoursException): { when: string; hours: string; closed: boolean; note: string } {
  const closed = exception.opens === null || exception.closes === null;
  const when = exception.startsOn === exception.endsOn ? formatDay(exception.startsOn) : `${formatDay(exception.startsOn)} – ${formatDay(exception.endsOn)}`;
  return { when, hours: closed ? "Closed" : `${formatTime(exception.opens!)} – ${formatTime(exception.closes!)}`, closed, note: exception.note };
}

/** One line for e-mails and the assistant: "Closed Thu 25 Dec — Christmas", "Wed 24 Dec 9:00 AM – 1:00 PM — Christmas Eve". */
export function exceptionLine(exception: HoursException): string {
  const row = exceptionRow(exception);
  const main = row.closed ? `Closed ${row.when}` : `${row.when} ${row.hours}`;
  return row.note ? `${main} — ${row.note}` : main;
}

/**
 * schema.org OpeningHoursSpecification: one per open weekday, then one per exception with validFrom and
 * validThrough (a closure is opens = closes = 00:00, as schema.org says to mark a day closed).
 */
export function openingHoursSpecification(hours: { week: ReadonlyArray<OpeningDay>; upcoming: ReadonlyArray<HoursException> }) {
  const usual = hours.week.flatMap((entry) =>
    "closed" in entry
      ? []
      : [{ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${entry.day}`, opens: entry.opens, closes: entry.closes }],
  );
  const special = hours.upcoming.map((exception) => ({
    "@type": "OpeningHoursSpecification",
    ...(exception.note ? { name: exception.note } : {}),
    validFrom: exception.startsOn,
    validThrough: exception.endsOn,
    opens: exception.opens ?? "00:00",
    closes: exception.closes ?? "00:00",
  }));
  return [...usual, ...special];
}
