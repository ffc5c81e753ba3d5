/**
 * The collections list: ordered by a keyword priority list, each
 * collection's picture chosen by keyword match. Matching reads the handle and
 * title together, so a Shopify store's own naming ("Gift Sets") still lands.
 */
export const collectionKeywords: { keyword: string; image: string }[] = [
  { keyword: "christmas", image: "/images/collections/christmas-gift-packs.svg" },
  { keyword: "gift", image: "/images/collections/christmas-gift-packs.svg" },
  { keyword: "hair care", image: "/images/collections/hair-care.svg" },
  { keyword: "treatment", image: "/images/collections/treatments.svg" },
  { keyword: "styling", image: "/images/collections/styling.svg" },
  { keyword: "frizz", image: "/images/collections/frizz-control.svg" },
  { keyword: "heat", image: "/images/collections/heat-protection.svg" },
  { keyword: "blonde", image: "/images/collections/blonde-care.svg" },
  { keyword: "volume", image: "/images/collections/volume-fine-hair.svg" },
  { keyword: "curl", image: "/images/collections/curly-hair.svg" },
];

type Named = { handle: string; title: string };

function searchable(collection: Named) {
  return `${collection.handle} ${collection.title}`
    .toLowerCase()
    .replace(/[-_&]+/g, " ")
    .replace(/\s+/g, " ");
}

/** Position of the first keyword the collection matches; collections matching none come last. */
export function keywordRank(collection: Named): number {
  const text = searchable(collection);
  const index = collectionKeywords.findIndex(({ keyword }) => text.includes(keyword));
  return index === -1 ? collectionKeywords.length : index;
}

/** A new array ordered by keyword priority; ties keep the storefront's order. */
export function orderCollections<T extends Named>(collections: readonly T[]): T[] {
  return collections
    .map((collection, index) => ({ collection, index, rank: keywordRank(collection) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ collection }) => collection);
}

/** The picture for a collection card: by keyword, else the collection's own image, else the placeholder. */
export function collectionImage(collection: Named & { image?: { url: string } | null }, placeholder: string): string {
  const text = searchable(collection);
  return collectionKeywords.find(({ keyword }) => text.includes(keyword))?.image ?? collection.image?.url ?? placeholder;
}
