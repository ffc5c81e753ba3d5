/**
 * Pure helpers for the /near and /areas landing pages: drive-time wording,
 * nearby links, the alphabetical area index, and each page's title,
 * description and keywords (every one distinct, because each names its place).
 */
import { truncate } from "./text.ts";

type Place = { slug: string; name: string; postcode: string; driveTime: string };

/** "5–7" → "5–7 min"; "On-site" stays as it is. */
export function driveTimeText(driveTime: string): string {
  return isOnSite(driveTime) ? "On-site" : `${driveTime} min`;
}

/** The hero badge of an area page: "5–8 min from Bangor", or "Right here in Bangor" for the salon's own suburb. */
export function driveTimeBadge(driveTime: string): string {
  return isOnSite(driveTime) ? "Right here in Bangor" : `${driveTime} min from Bangor`;
}

/** A sentence for the visit card: "About 5–7 minutes by car from Menai." */
export function driveTimeSentence(driveTime: string, from: string): string {
  return isOnSite(driveTime) ? `The studio is right here in ${from}.` : `About ${driveTime} minutes by car from ${from}.`;
}

/** A place's story as the page sets it: the first two sentences as the opening paragraph, the rest after it. */
export function storyParagraphs(text: string): string[] {
  const sentences = text.trim().split(/(?<=[.!?])\s+(?=[A-Z])/);
  return [sentences.slice(0, 2).join(" "), sentences.slice(2).join(" ")].filter(Boolean);
}

export function isOnSite(driveTime: string): boolean {
  return driveTime.trim().toLowerCase() === "on-site";
}

/** The places named by `slugs`, in that order; unknown slugs and the page's own slug are skipped. */
export function nearbyPlaces<T extends { slug: string }>(all: readonly T[], slugs: readonly string[], self?: string): T[] {
  const seen = new Set<string>();
  return slugs.flatMap((slug) => {
    if (slug === self || seen.has(slug)) return [];
    seen.add(slug);
    const place = all.find((p) => p.slug === slug);
    return place ? [place] : [];
  });
}

/**
 * The /areas index: sorted alphabetically by name, each with the first `chars`
 * characters of its intro, and an ellipsis when the cut falls mid-sentence.
 */
export function areaIndex<T extends Place & { localIntro: string }>(areas: readonly T[], chars: number): (T & { excerpt: string })[] {
  return [...areas]
    .sort((a, b) => a.name.localeCompare(b.name, "en-AU"))
    .map((area) => ({ ...area, excerpt: truncate(area.localIntro, chars) }));
}

export function suburbSeo(suburb: Place, salonName: string) {
  const opening = isOnSite(suburb.driveTime)
    ? `${suburb.name}'s own boutique hair salon, a short walk for locals`
    : `Our Bangor hair salon is ${suburb.driveTime} minutes from ${suburb.name}`;
  return {
    title: `Hair Salon Near ${suburb.name} NSW ${suburb.postcode}`,
    description: `${opening}: colour, blonding, smoothing and cuts. Route, parking and answers for ${suburb.name} clients.`,
    keywords: [
      `hair salon near ${suburb.name}`,
      `hairdresser ${suburb.name}`,
      `${suburb.name} ${suburb.postcode} hair salon`,
      `smoothing ${suburb.name}`,
      `foils ${suburb.name}`,
      salonName,
    ].join(", "),
  };
}

export function areaSeo(area: Place & { fullName: string }, lowestPrices: { colour: string; smoothing: string; cut: string }) {
  const drive = isOnSite(area.driveTime) ? "in Bangor itself" : `${area.driveTime} min away in Bangor`;
  return {
    title: `Hairdresser near ${area.fullName}`,
    description: `Hairdresser near ${area.name}, ${drive}. Foils ${lowestPrices.colour}, smoothing ${lowestPrices.smoothing}, cuts ${lowestPrices.cut}. Prices, FAQs and directions.`,
    keywords: [
      `hairdresser near ${area.name}`,
      `hair salon ${area.fullName}`,
      `${area.name} hairdresser`,
      `keratin smoothing ${area.name}`,
      `colour and blonding ${area.name}`,
    ].join(", "),
  };
}

type DayHours = { day: string; opens: string; closes: string } | { day: string; closed: true };

/** "Tue–Sat": the first to the last open day of the week (the salon's days are consecutive). */
export function openDayRange(hours: readonly DayHours[]): string {
  const open = hours.filter((d) => !("closed" in d)).map((d) => d.day.slice(0, 3));
  if (open.length === 0) return "";
  return open.length === 1 ? open[0]! : `${open[0]}–${open.at(-1)}`;
}

/** The days that stay open into the evening (closing at 8 pm or later): ["Wednesday", "Thursday"]. */
export function lateNightDays(hours: readonly DayHours[], fromHour = 20): string[] {
  return hours.flatMap((d) => ("closed" in d ? [] : Number(d.closes.split(":")[0]) >= fromHour ? [d.day] : []));
}

/** "Tue–Sat, late nights Wed & Thu" */
export function hoursSummary(hours: readonly DayHours[]): string {
  const late = lateNightDays(hours).map((d) => d.slice(0, 3));
  const range = openDayRange(hours);
  return late.length === 0
    ? range
    : `${range}, late nights ${late.length > 1 ? `${late.slice(0, -1).join(", ")} & ${late.at(-1)}` : late[0]}`;
}
