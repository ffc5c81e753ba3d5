import { catalogueProducts, type CatalogueProduct } from "../../content/catalogue.ts";

export type PackContent = { handle: string; title: string; size: string };

/** What is inside a pack, each product by its title with the size in the pack; empty for anything that is not a pack. */
export function packContents(handle: string, products: readonly CatalogueProduct[] = catalogueProducts): PackContent[] {
  const pack = products.find((product) => product.handle === handle);
  return (pack?.contents ?? []).flatMap((item) => {
    const product = products.find((candidate) => candidate.handle === item.handle);
    return product ? [{ handle: item.handle, title: product.title, size: item.size }] : [];
  });
}
