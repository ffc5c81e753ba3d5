/** A variant's value for one option, as the storefront and the product page name it. */
type SelectedOption = { name: string; value: string };
type VariantLike = { id: string; availableForSale: boolean };
type OptionedVariant = VariantLike & { selectedOptions: SelectedOption[] };

/** The first available variant, otherwise the first variant; null when there are none. */
export function firstVariantId(variants: readonly VariantLike[]): string | null {
  return (variants.find((v) => v.availableForSale) ?? variants[0])?.id ?? null;
}

export type OptionSelection = Record<string, string>;

export function selectionOf(variant: { selectedOptions: SelectedOption[] } | undefined): OptionSelection {
  return Object.fromEntries((variant?.selectedOptions ?? []).map((o) => [o.name, o.value]));
}

/** The variant whose options all match the selection, or undefined. */
export function matchVariant<V extends OptionedVariant>(variants: readonly V[], selection: OptionSelection): V | undefined {
  return variants.find((variant) => variant.selectedOptions.every((option) => selection[option.name] === option.value));
}

/** What the product page selects on load: the first available variant (otherwise the first), with its options. */
export function initialVariant<V extends OptionedVariant>(variants: readonly V[], preferredId?: string | null): V | undefined {
  const preferred = preferredId ? variants.find((v) => v.id === preferredId) : undefined;
  if (preferred) return preferred;
  const id = firstVariantId(variants);
  return variants.find((v) => v.id === id);
}

/** Change one option and keep the others: the new selection and the variant it lands on. */
export function changeOption<V extends OptionedVariant>(
  variants: readonly V[],
  current: OptionSelection,
  name: string,
  value: string,
): { selection: OptionSelection; variant: V | undefined } {
  const selection = { ...current, [name]: value };
  const exact = matchVariant(variants, selection);
  if (exact) return { selection, variant: exact };
  // No variant has this exact combination: fall back to one with the chosen value, preferring an available one.
  const withValue = variants.filter((v) => v.selectedOptions.some((o) => o.name === name && o.value === value));
  const fallback = withValue.find((v) => v.availableForSale) ?? withValue[0];
  return fallback ? { selection: selectionOf(fallback), variant: fallback } : { selection, variant: undefined };
}

/** Index of the image that pictures a variant, by URL; -1 when it has none in the gallery. */
export function imageIndexFor(images: readonly { url: string }[], variantImageUrl: string | null | undefined): number {
  if (!variantImageUrl) return -1;
  return images.findIndex((image) => image.url === variantImageUrl);
}
