import { useRouteLoaderData } from "react-router";
import { openingHours } from "~/config/salon";
import type { SalonHours } from "./hours";
import type { PromoBannerView } from "./promo-banner";

type RootSettings = { hours?: SalonHours; banner?: PromoBannerView | null; exitOffer?: { off: string } | null };

/** Only a failed root loader leaves none: its error page then shows the first-run week. */
const fallbackHours: SalonHours = { week: openingHours, upcoming: [] };

/** The salon's week and the closures or special hours coming up, as the server sent them with the page (root loader). */
export function useSalonHours(): SalonHours {
  return (useRouteLoaderData("root") as RootSettings | undefined)?.hours ?? fallbackHours;
}

/** What the exit-intent offer gives today ("5%"), or null while its code cannot be used (then nothing offers it). */
export function useExitIntentOffer(): { off: string } | null {
  return (useRouteLoaderData("root") as RootSettings | undefined)?.exitOffer ?? null;
}

/** The promo banner shown today, or null. */
export function usePromoBanner(): PromoBannerView | null {
  return (useRouteLoaderData("root") as RootSettings | undefined)?.banner ?? null;
}
