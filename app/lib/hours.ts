import { openingHours } from "../config/salon.ts";

/** "18:00" -> "6:00 PM" */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** The week as display rows: "Tuesday", "10:00 AM – 5:00 PM" or "Closed". */
export function hoursRows(): { day: string; short: string; hours: string }[] {
  return openingHours.map((entry) => ({
    day: entry.day,
    short: entry.day.slice(0, 3),
    hours: "closed" in entry ? "Closed" : `${formatTime(entry.opens)} – ${formatTime(entry.closes)}`,
  }));
}

/** schema.org OpeningHoursSpecification for the open days. */
export function openingHoursSpecification() {
  return openingHours.flatMap((entry) =>
    "closed" in entry
      ? []
      : [{ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${entry.day}`, opens: entry.opens, closes: entry.closes }],
  );
}
