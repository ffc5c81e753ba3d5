/** Sort options of the collection page. Best Sellers, the default, keeps the storefront's order. */
export const sortOptions = [
  { value: "best-sellers", label: "Best Sellers" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
] as const;

export type SortOption = (typeof sortOptions)[number]["value"];

export function parseSort(value: string | null | undefined): SortOption {
  return sortOptions.some((o) => o.value === value) ? (value as SortOption) : "best-sellers";
}

/** A new array in the chosen order; equal prices keep their storefront order. Best Sellers applies no reordering. */
export function sortProducts<T extends { price: number }>(items: readonly T[], sort: SortOption): T[] {
  if (sort === "best-sellers") return [...items];
  const direction = sort === "price-asc" ? 1 : -1;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.price - b.item.price) * direction || a.index - b.index)
    .map(({ item }) => item);
}
