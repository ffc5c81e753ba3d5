/**
 * Minutes by car from the salon to each place it has a local page for, as the salon publishes them.
 *
 * The one place these numbers live: /near/:suburb and /areas/:slug (their badges, intros and answers)
 * and anything else that quotes a drive time read them from here, so two pages can never disagree.
 * A place with both pages (Menai, Como, Gymea…) has one entry.
 */
export const driveTimes = {
  bangor: { name: "Bangor", minutes: "On-site" },
  menai: { name: "Menai", minutes: "5–7" },
  "barden-ridge": { name: "Barden Ridge", minutes: "5–7" },
  "alfords-point": { name: "Alfords Point", minutes: "6–8" },
  illawong: { name: "Illawong", minutes: "8–10" },
  sutherland: { name: "Sutherland", minutes: "8–10" },
  woronora: { name: "Woronora", minutes: "10–12" },
  kareela: { name: "Kareela", minutes: "10–12" },
  engadine: { name: "Engadine", minutes: "10–12" },
  como: { name: "Como", minutes: "12–14" },
  kirrawee: { name: "Kirrawee", minutes: "12–15" },
  gymea: { name: "Gymea", minutes: "15–18" },
  miranda: { name: "Miranda", minutes: "15–18" },
  jannali: { name: "Jannali", minutes: "15–18" },
  "oyster-bay": { name: "Oyster Bay", minutes: "15–18" },
  heathcote: { name: "Heathcote", minutes: "15–18" },
  caringbah: { name: "Caringbah", minutes: "15–20" },
  sylvania: { name: "Sylvania", minutes: "18–22" },
  cronulla: { name: "Cronulla", minutes: "20–25" },
  padstow: { name: "Padstow", minutes: "30–35" },
  sydney: { name: "Sydney", minutes: "35–45" },
} as const satisfies Record<string, { name: string; minutes: string }>;

export type Place = keyof typeof driveTimes;

/** The place a /near slug ("gymea") or an /areas slug ("gymea-2227") is about. */
export function placeOf(slug: string): Place {
  const place = slug.replace(/-\d{4}$/, "");
  if (!(place in driveTimes)) throw new Error(`No drive time for ${slug}: add the place to app/content/drive-times.ts`);
  return place as Place;
}

/** As the badges show it: "5–7", or "On-site" for Bangor. */
export function driveTime(place: Place): string {
  return driveTimes[place].minutes;
}

/** For a sentence: "5 to 7" (followed by "minutes" in the prose). */
export function driveMinutes(place: Place): string {
  const minutes = driveTime(place);
  if (!minutes.includes("–")) throw new Error(`${place} has no range of minutes to write out`);
  return minutes.replace("–", " to ");
}
