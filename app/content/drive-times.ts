/** Which way a place lies from the salon, roughly, on an eight-point compass: enough to draw it on the local map. */
export type Bearing = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";

/**
 * Minutes by car from the salon to each place it has a local page for, as the salon publishes them.
 *
 * The one place these numbers live: /near/:suburb and /areas/:slug (their badges, intros and answers)
 * and anything else that quotes a drive time read them from here, so two pages can never disagree.
 * A place with both pages (Menai, Como, Gymea…) has one entry, with the way it lies from the salon.
 */
export const driveTimes = {
  bangor: { name: "Bangor", minutes: "On-site", lies: "here" },
  menai: { name: "Menai", minutes: "5–7", lies: "W" },
  "barden-ridge": { name: "Barden Ridge", minutes: "5–7", lies: "SW" },
  "alfords-point": { name: "Alfords Point", minutes: "6–8", lies: "NW" },
  illawong: { name: "Illawong", minutes: "8–10", lies: "N" },
  sutherland: { name: "Sutherland", minutes: "8–10", lies: "SE" },
  woronora: { name: "Woronora", minutes: "10–12", lies: "E" },
  kareela: { name: "Kareela", minutes: "10–12", lies: "E" },
  engadine: { name: "Engadine", minutes: "10–12", lies: "S" },
  como: { name: "Como", minutes: "12–14", lies: "NE" },
  kirrawee: { name: "Kirrawee", minutes: "12–15", lies: "SE" },
  gymea: { name: "Gymea", minutes: "15–18", lies: "SE" },
  miranda: { name: "Miranda", minutes: "15–18", lies: "E" },
  jannali: { name: "Jannali", minutes: "15–18", lies: "E" },
  "oyster-bay": { name: "Oyster Bay", minutes: "15–18", lies: "NE" },
  heathcote: { name: "Heathcote", minutes: "15–18", lies: "S" },
  caringbah: { name: "Caringbah", minutes: "15–20", lies: "E" },
  sylvania: { name: "Sylvania", minutes: "18–22", lies: "NE" },
  cronulla: { name: "Cronulla", minutes: "20–25", lies: "E" },
  padstow: { name: "Padstow", minutes: "30–35", lies: "N" },
  sydney: { name: "Sydney", minutes: "35–45", lies: "N" },
} as const satisfies Record<string, { name: string; minutes: string; lies: Bearing | "here" }>;

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

/** The way `place` lies from the salon ("W" for Menai), or "here" for Bangor itself. */
export function bearingOf(place: Place): Bearing | "here" {
  return driveTimes[place].lies;
}
