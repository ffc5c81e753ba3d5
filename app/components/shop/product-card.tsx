import { Link } from "~/components/ui/link";
import { Image } from "~/components/ui/image";
import type { ProductListItem } from "~/lib/shop/types";
import { AddToBagForm } from "./add-to-bag-form";
import { Price, SavingBadge } from "./price";
import { StockBadge } from "./stock-badge";
import { Painted } from "~/components/ui/painted";

/**
 * A product in a collection grid. The whole card opens the product (its title link is stretched over
 * it), and one compact Add button sits above that link. Sold out says so once, on the picture, and
 * offers no button to grey out.
 */
export function ProductCard({ product, priority = false }: { product: ProductListItem; priority?: boolean }) {
  const href = `/products/${product.handle}`;
  return (
    <article className="group relative flex h-full flex-col" data-testid="product-card">
      {/* The picture and the title link are painted; the Add button below is the card's one hydrated part. */}
      <Painted>
        <div className="relative aspect-square overflow-hidden rounded-card bg-mist/40">
          <Image
            src={product.image.url}
            alt=""
            width={product.image.width}
            height={product.image.height}
            priority={priority}
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
          {!product.availableForSale && <StockBadge className="absolute top-2.5 left-2.5" />}
          {product.compareAtPrice !== null && product.availableForSale && (
            <SavingBadge price={product.price} compareAtPrice={product.compareAtPrice} currency={product.currency} className="absolute top-2.5 left-2.5" />
          )}
        </div>
        <h3 className="mt-3 font-display text-body leading-snug font-semibold sm:text-lead">
          <Link to={href} prefetch="intent" className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-eucalyptus">
            {product.title}
          </Link>
        </h3>
      </Painted>
      {/*
        Pushed to the card's foot, so prices line up across a row whatever the titles' lengths. On a phone the Add
        button goes under the price in a row of its own, kept on sold-out cards too, so their prices line up as well.
      */}
      <div className="mt-auto grid grid-rows-[auto_2.75rem] justify-items-start gap-2 pt-2 sm:flex sm:min-h-11 sm:items-center sm:justify-between sm:gap-x-2">
        <Price price={product.price} compareAtPrice={product.compareAtPrice} currency={product.currency} />
        {product.availableForSale && (
          // The card layout lifts the form above the stretched link, so a tap on Add adds rather than opening the product.
          <AddToBagForm
            source="collection"
            handle={product.handle}
            available
            item={{
              productId: product.id,
              title: product.title,
              variantId: product.firstVariantId,
              price: product.price,
              currency: product.currency,
            }}
          />
        )}
      </div>
    </article>
  );
}
