import { sydneyDate } from "./sydney-time";

/**
 * The salon's weeks: Monday to Sunday in Sydney time, daylight saving included, so a week that
 * changes the clocks is 167 or 169 hours long and every day still starts at local midnight.
 */
export type SydneyWeek = {
  /** Monday 00:00 in Sydney, as an instant. */
  from: Date;
  /** The next Monday 00:00 in Sydney (exclusive). */
  to: Date;
  /** Its seven calendar days, "2026-11-23" … "2026-11-29". */
  days: string[];
};

const offsetFormat = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", timeZoneName: "longOffset" });

/** Minutes Sydney is ahead of UTC at `instant` (600 or 660). */
function sydneyOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The calendar day `count` days after `day` ("2026-11-30" + 1 → "2026-12-01"). */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + count)).toISOString().slice(0, 10);
}

/** Midnight at the start of a Sydney calendar day, as an instant. Sydney's clocks change at 2 or 3 am, never at midnight. */
export function sydneyMidnight(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Ten hours before UTC midnight is local midnight or 1 am: the same side of any clock change as midnight itself.
  const offset = sydneyOffsetMinutes(new Date(utcMidnight - 10 * 3_600_000));
  return new Date(utcMidnight - offset * 60_000);
}

/** The Monday-to-Sunday week that holds `day`. */
function weekOf(day: string): SydneyWeek {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  // getUTCDay: Sunday 0 … Saturday 6; days back to Monday: Sunday 6, Monday 0.
  const back = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const monday = addDays(day, -back);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return { from: sydneyMidnight(monday), to: sydneyMidnight(addDays(monday, 7)), days };
}

/** The week `now` falls in, and the one before it. */
export function sydneyWeeks(now: Date): { thisWeek: SydneyWeek; lastWeek: SydneyWeek } {
  const thisWeek = weekOf(sydneyDate(now));
  return { thisWeek, lastWeek: weekOf(addDays(thisWeek.days[0]!, -7)) };
}
