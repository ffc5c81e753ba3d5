/**
 * The three service cards of the local pages. Suburb
 * pages point to /services#colour, #treatments and #cuts; area pages ("Popular
 * in <area>") to #colour, #smoothing and #cuts. Prices are filled in from the
 * service catalogue by the page (app/lib/area-services.ts), each naming its service.
 */

export type LocalServiceCard = {
  title: string;
  text: string;
  /** /services anchor. */
  anchor: "colour" | "treatments" | "smoothing" | "cuts";
  /**
   * Which priced item's quote the card shows (a name from areaPricedServiceRules): the price is computed
   * from the menu and names its service, the same on the home page, /near and /areas.
   */
  priceFrom: "Foils" | "Straight Up smoothing" | "Cut & blow-dry";
  tone: "blush" | "mist" | "wattle";
};

export const suburbServiceCards: LocalServiceCard[] = [
  {
    title: "Colour & Blonding",
    text: "Foils, balayage-style brightness, regrowth colour and toners, mixed to suit your skin tone and how often you can get to us.",
    anchor: "colour",
    priceFrom: "Foils",
    tone: "blush",
  },
  {
    title: "Smoothing & Treatments",
    text: "Straight Up smoothing that settles frizz for months, plus quick in-salon conditioning for dry, tired or over-styled lengths.",
    anchor: "treatments",
    priceFrom: "Straight Up smoothing",
    tone: "mist",
  },
  {
    title: "Cuts & Styling",
    text: "Wash, cut and blow-dry packages for every length, kids' cuts, braids, and upstyles for formals and weddings.",
    anchor: "cuts",
    priceFrom: "Cut & blow-dry",
    tone: "wattle",
  },
];

export const areaPopularCards: LocalServiceCard[] = [
  {
    title: "Colour & Blonding",
    text: "Dimensional foils, soft blonde and grey blending that grow out gently, with a toner plan to keep the shade fresh.",
    anchor: "colour",
    priceFrom: "Foils",
    tone: "blush",
  },
  {
    title: "Keratin/Straight Up Smoothing",
    text: "Our signature smoothing, priced by length: calmer, shinier hair that dries in half the time and shrugs off humidity.",
    anchor: "smoothing",
    priceFrom: "Straight Up smoothing",
    tone: "mist",
  },
  {
    title: "Cuts & Styling",
    text: "Considered cuts with a wash and blow-dry, cut for how you actually wear your hair, plus occasion styling.",
    anchor: "cuts",
    priceFrom: "Cut & blow-dry",
    tone: "wattle",
  },
];
