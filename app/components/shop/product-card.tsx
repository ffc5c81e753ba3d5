import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { formatPrice } from "~/lib/shop/money";
import type { ProductListItem } from "~/lib/shop/types";
import { AddToBagForm } from "./add-to-bag-form";
import { Price } from "./price";
import { StockBadge } from "./stock-badge";

/** A product in a collection grid: image, title, price, 'Out of Stock' badge, View Product and Add to Bag. */
export function ProductCard({ product, priority = false }: { product: ProductListItem; priority?: boolean }) {
  const href = `/products/${product.handle}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-ink/5 transition-shadow hover:shadow-lift" data-testid="product-card">
      <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden="true" className="relative block aspect-square overflow-hidden bg-mist/40">
        <Image
          src={product.image.url}
          alt=""
          width={product.image.width}
          height={product.image.height}
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {!product.availableForSale && <StockBadge className="absolute top-3 left-3" />}
        {product.compareAtPrice !== null && product.availableForSale && (
          <span className="absolute top-3 left-3 rounded-full bg-wattle px-3 py-1 text-xs font-semibold text-ink">
            Save {formatPrice(product.compareAtPrice - product.price, product.currency)}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-lg leading-snug font-semibold">{product.title}</h3>
        <Price price={product.price} compareAtPrice={product.compareAtPrice} currency={product.currency} className="mt-1.5" />
        <div className="mt-auto flex flex-col gap-2 pt-5 sm:flex-row">
          <ButtonLink to={href} variant="secondary" size="sm" className="whitespace-nowrap sm:flex-1">
            View Product<span className="sr-only">: {product.title}</span>
          </ButtonLink>
          <AddToBagForm
            source="collection"
            handle={product.handle}
            available={product.availableForSale}
            item={{ productId: product.id, title: product.title, variantId: product.firstVariantId, price: product.price, currency: product.currency }}
          />
        </div>
      </div>
    </article>
  );
}
