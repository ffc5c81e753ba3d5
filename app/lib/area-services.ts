/**
 * The six priced items of an area page's 'Our Services' grid: Foils,
 * Regrowth colour, Toner, Straight Up smoothing, Cut & blow-dry, Blow-dry.
 *
 * Each has a default price, but catalogue prices are used when present, so every
 * item names the menu items it is priced from and takes
 * its price from them. The defaults only show if those menu items are gone.
 */

/** The part of a menu category this module reads (app/content/services.ts). */
export type CatalogueCategory = { slug: string; items: { title: string; price: string }[] };

export type PricedServiceItem = {
  name: string;
  /** Price text in the menu's style: "A$ 324", "from A$ 29". */
  price: string;
  /**
   * Which service that price is ("short wash, cut & blow-dry"): the cheapest of the menu items the price
   * is taken from, so a "from" price always names the service it is the price of. Empty when the
   * old site's default price stands in.
   */
  service: string;
  /** The /services section it is listed under: 'Learn more' goes to /services#{slug}. */
  slug: string;
};

type PricedServiceRule = {
  name: string;
  /** The old site's price, used only when the catalogue has none of the source items. */
  defaultPrice: string;
  slug: string;
  /** Menu category, and the item titles within it (all of the category's items when omitted). */
  source: { category: string; titles?: string[] };
  /**
   * How a sentence names each source item (the menu's titles are the booking system's: "1/4 head of
   * foils", "Short Hair"). A test checks every source item has one.
   */
  serviceNames: Record<string, string>;
};

export const areaPricedServiceRules: readonly PricedServiceRule[] = [
  {
    name: "Foils",
    defaultPrice: "from A$ 180",
    slug: "foils",
    source: { category: "foils" },
    serviceNames: { "1/4 head of foils": "quarter head of foils", "1/2 head of foils": "half head of foils", "Full Head of Foils": "full head of foils" },
  },
  {
    name: "Regrowth colour",
    defaultPrice: "from A$ 130",
    slug: "tints",
    source: { category: "tints", titles: ["Regrowth of Colour"] },
    serviceNames: { "Regrowth of Colour": "regrowth colour" },
  },
  {
    name: "Toner",
    defaultPrice: "from A$ 95",
    slug: "tints",
    source: { category: "tints", titles: ["Toner"] },
    serviceNames: { Toner: "toner" },
  },
  {
    name: "Straight Up smoothing",
    defaultPrice: "A$ 324",
    slug: "smoothing",
    // The adult treatment: the teens' price (A$ 234) is a different service and is never quoted as this one.
    source: { category: "smoothing", titles: ["Mid-Length Straight Up Smoothing Treatment"] },
    serviceNames: { "Mid-Length Straight Up Smoothing Treatment": "mid-length Straight Up smoothing" },
  },
  {
    name: "Cut & blow-dry",
    defaultPrice: "A$ 85",
    slug: "cut-packages",
    // Adult cuts only: the kids' bundle (A$ 54) is not a women's cut.
    source: {
      category: "cut-packages",
      titles: ["Short wash/cut/blow-dry", "Mid-length wash/cut/blow-dry", "Long Hair wash/cut/blow-dry"],
    },
    serviceNames: {
      "Short wash/cut/blow-dry": "short wash, cut & blow-dry",
      "Mid-length wash/cut/blow-dry": "mid-length wash, cut & blow-dry",
      "Long Hair wash/cut/blow-dry": "long hair wash, cut & blow-dry",
    },
  },
  {
    name: "Blow-dry",
    defaultPrice: "from A$ 65",
    slug: "blow-dry",
    source: { category: "blow-dry" },
    serviceNames: { "Short Hair": "short hair blow-dry", "Mid-length Hair": "mid-length blow-dry", "Long Hair": "long hair blow-dry" },
  },
];


type ParsedPrice = { amount: number; from: boolean };

/** "A$ 324" → 324; "from A$ 12.50" → 12.5 (from); "Free" → 0. Null when the text holds no price. */
export function parsePrice(text: string): ParsedPrice | null {
  const clean = text.trim();
  if (/^free$/i.test(clean)) return { amount: 0, from: false };
  const match = /^(from\s+)?A\$\s?(\d+(?:\.\d{1,2})?)$/i.exec(clean);
  if (!match?.[2]) return null;
  return { amount: Number(match[2]), from: Boolean(match[1]) };
}

/** 324 → "A$ 324"; 12.5 → "A$ 12.50"; with `from`, "from A$ 29". */
export function formatPrice(amount: number, from = false): string {
  const value = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${from ? "from " : ""}A$ ${value}`;
}

/**
 * The price a set of menu items supports: one item keeps its own text; several
 * give the lowest, as "from", unless they all cost the same.
 */
export function priceFromItems(prices: string[]): string | null {
  const parsed = prices.map(parsePrice).filter((p): p is ParsedPrice => p !== null);
  if (parsed.length === 0) return null;
  const lowest = Math.min(...parsed.map((p) => p.amount));
  const varies = parsed.some((p) => p.from || p.amount !== lowest);
  return formatPrice(lowest, varies);
}

export function areaPricedServices(catalogue: readonly CatalogueCategory[]): PricedServiceItem[] {
  return areaPricedServiceRules.map((rule) => {
    const category = catalogue.find((c) => c.slug === rule.source.category);
    const wanted = rule.source.titles;
    const items = (category?.items ?? []).filter((item) => !wanted || wanted.includes(item.title));
    const price = priceFromItems(items.map((item) => item.price));
    if (!price) return { name: rule.name, price: rule.defaultPrice, service: "", slug: rule.slug };
    const cheapest = items.reduce((low, item) => ((parsePrice(item.price)?.amount ?? Infinity) < (parsePrice(low.price)?.amount ?? Infinity) ? item : low));
    return { name: rule.name, price, service: rule.serviceNames[cheapest.title] ?? cheapest.title, slug: rule.slug };
  });
}

/** "from A$ 79 — short wash, cut & blow-dry": a price that says which service it is. */
export function priceQuote(item: Pick<PricedServiceItem, "price" | "service">): string {
  return item.service ? `${item.price} — ${item.service}` : item.price;
}

export type PriceQuote = Pick<PricedServiceItem, "price" | "service">;

/** The quotes the home page and the local pages' cards show, by the priced item's name. */
export function priceQuotes(catalogue: readonly CatalogueCategory[]): Record<string, PriceQuote> {
  return Object.fromEntries(areaPricedServices(catalogue).map(({ name, price, service }) => [name, { price, service }]));
}
