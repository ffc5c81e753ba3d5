import { formatPrice } from "~/lib/shop/money";

/** A price with 2 decimals, and the compare-at price struck through when it is higher. */
export function Price({
  price,
  compareAtPrice,
  currency,
  size = "md",
  className = "",
}: {
  price: number;
  compareAtPrice?: number | null;
  currency?: string;
  size?: "md" | "lg";
  className?: string;
}) {
  const onSale = compareAtPrice !== null && compareAtPrice !== undefined && compareAtPrice > price;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`font-semibold ${onSale ? "text-clay" : "text-ink"} ${size === "lg" ? "text-h2" : "text-body"}`}>
        {onSale && <span className="sr-only">Sale price </span>}
        {formatPrice(price, currency)}
      </span>
      {onSale && (
        <s className={`text-muted ${size === "lg" ? "text-lead" : "text-small"}`} data-testid="compare-at-price">
          <span className="sr-only">Was </span>
          {formatPrice(compareAtPrice, currency)}
        </s>
      )}
    </p>
  );
}

/** The saving on a product on sale, as a badge over its picture: shown the same on every list of products. */
export function SavingBadge({ price, compareAtPrice, currency, className = "" }: { price: number; compareAtPrice: number; currency?: string; className?: string }) {
  return <span className={`rounded-full bg-wattle px-2.5 py-1 text-small font-semibold text-ink ${className}`}>Save {formatPrice(compareAtPrice - price, currency)}</span>;
}
