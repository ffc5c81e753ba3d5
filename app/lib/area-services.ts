/**
 * The six priced items of an area page's 'Our Services' grid (spec 001 §2.10, §9).
 *
 * The spec gives a default price for each; "catalogue prices are used when
 * present", so every item names the menu items it is priced from and takes
 * its price from them. The defaults only show if those menu items are gone.
 */

/** The part of a menu category this module reads (app/content/services.ts). */
export type CatalogueCategory = { slug: string; items: { title: string; price: string }[] };

export type PricedServiceItem = {
  name: string;
  /** Price text in the menu's style: "A$ 324", "from A$ 29". */
  price: string;
  /** The /services section it is listed under: 'Learn more' goes to /services#{slug}. */
  slug: string;
};

type PricedServiceRule = {
  name: string;
  /** Spec 001 §9, used only when the catalogue has none of the source items. */
  defaultPrice: string;
  slug: string;
  /** Menu category, and the item titles within it (all of the category's items when omitted). */
  source: { category: string; titles?: string[] };
};

export const areaPricedServiceRules: readonly PricedServiceRule[] = [
  { name: "Foils & Highlights", defaultPrice: "from A$ 180", slug: "foils", source: { category: "foils" } },
  { name: "Regrowth Colour", defaultPrice: "from A$ 130", slug: "tints", source: { category: "tints", titles: ["Regrowth of Colour"] } },
  { name: "Toner & Gloss", defaultPrice: "from A$ 95", slug: "tints", source: { category: "tints", titles: ["Toner"] } },
  {
    name: "Keratin Smoothing",
    defaultPrice: "A$ 324",
    slug: "smoothing",
    source: { category: "smoothing", titles: ["Mid-Length Straight Up Smoothing Treatment"] },
  },
  {
    name: "Women's Cut",
    defaultPrice: "A$ 85",
    slug: "cut-packages",
    source: {
      category: "cut-packages",
      titles: ["Short wash/cut/blow-dry", "Mid-length wash/cut/blow-dry", "Long Hair wash/cut/blow-dry"],
    },
  },
  { name: "Blow-Dry & Style", defaultPrice: "from A$ 65", slug: "blow-dry", source: { category: "blow-dry" } },
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
    const price = priceFromItems(items.map((item) => item.price)) ?? rule.defaultPrice;
    return { name: rule.name, price, slug: rule.slug };
  });
}
