/**
 * The promo banner at the top of every public page, as the owner sets it in /admin. Until she does, it is
 * the shop's own offer (free pick-up with the embedded shop, the shipping policy's free-shipping threshold with
 * Shopify) and the gift-pack link.
 */
export type PromoBannerSettings = {
  enabled: boolean;
  /** Lead with the shop's fulfilment offer ("Free click and collect …"), which follows the shop's setup. */
  withOffer: boolean;
  text: string;
  /** A path on this site ("/collections/…") or an https address; null for no link. */
  link: string | null;
  /** Sydney calendar days, both included; null is open-ended. */
  startsOn: string | null;
  endsOn: string | null;
};

export const defaultPromoBanner: PromoBannerSettings = {
  enabled: true,
  withOffer: true,
  text: "Christmas Gift Packs now available",
  link: "/collections/christmas-gift-packs",
  startsOn: null,
  endsOn: null,
};

/** What a page shows: the banner's words and link, or nothing. */
export type PromoBannerView = { withOffer: boolean; text: string; link: string | null };

/** The banner as shown on `today` (a Sydney calendar day), or null when it is off or outside its dates. */
export function promoBannerOn(settings: PromoBannerSettings, today: string): PromoBannerView | null {
  if (!settings.enabled) return null;
  if (settings.startsOn && today < settings.startsOn) return null;
  if (settings.endsOn && today > settings.endsOn) return null;
  if (!settings.withOffer && !settings.text) return null;
  return { withOffer: settings.withOffer, text: settings.text, link: settings.link };
}
