import type { PriceQuote as Quote } from "~/lib/area-services";

/**
 * A price and the service it is the price of ("from A$ 79", then "Short wash, cut & blow-dry"), so a
 * "from" price never stands alone to be read as another service's.
 */
export function PriceQuote({ quote }: { quote: Quote | undefined }) {
  if (!quote) return null;
  return (
    <span className="flex flex-col gap-0.5">
      <span>{quote.price}</span>
      {quote.service ? (
        <span className="font-normal text-ink/75 first-letter:uppercase">
          <span className="sr-only">for a </span>
          {quote.service}
        </span>
      ) : null}
    </span>
  );
}
