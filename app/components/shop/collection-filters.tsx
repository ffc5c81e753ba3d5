import { useRef } from "react";
import { Form, useSearchParams } from "react-router";
import { useTypedBeforeHydration } from "~/lib/browser/use-typed-before-hydration";
import { priceFilters, type PriceFilter } from "~/lib/shop/price-bands";
import { sortOptions, type SortOption } from "~/lib/shop/sort";

const selectClass =
  "min-h-11 w-full appearance-none rounded-full border border-ink/15 bg-white bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 24 24%22 fill=%22none%22 stroke=%22%232f4a3e%22 stroke-width=%222%22><path d=%22M6 9l6 6 6-6%22/></svg>')] bg-[length:1rem] bg-[right_1rem_center] bg-no-repeat py-2 pr-10 pl-4 text-small font-medium text-ink hover:border-eucalyptus focus-visible:border-eucalyptus";

/** Price filter and sort, kept in the URL (?price=&sort=): a GET form without JavaScript, instant with it. */
export function CollectionFilters({ price, sort, count }: { price: PriceFilter; sort: SortOption; count: number }) {
  const [, setSearchParams] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);

  function apply(choices: { price?: string; sort?: string }) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(choices)) {
          const fallback = name === "price" ? "all" : "best-sellers";
          if (value === fallback) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  // A price or sort chosen before the page's scripts ran did nothing then (the Apply button shows only without
  // JavaScript): it applies once they have.
  useTypedBeforeHydration(() => form.current, { price, sort }, apply);

  return (
    <Form ref={form} method="get" className="flex flex-col gap-4 border-y border-ink/10 py-5 sm:flex-row sm:items-end sm:justify-between" role="search" aria-label="Filter and sort products">
      <p className="text-small text-muted" aria-live="polite">
        {count === 1 ? "1 product" : `${count} products`}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5 sm:w-48">
          <label htmlFor="filter-price" className="text-small font-semibold tracking-wide text-muted uppercase">
            Price
          </label>
          <select id="filter-price" name="price" value={price} onChange={(e) => apply({ price: e.target.value })} className={selectClass}>
            {priceFilters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-56">
          <label htmlFor="filter-sort" className="text-small font-semibold tracking-wide text-muted uppercase">
            Sort by
          </label>
          <select id="filter-sort" name="sort" value={sort} onChange={(e) => apply({ sort: e.target.value })} className={selectClass}>
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {/* Without JavaScript the choices apply with this button; with it they apply at once (and nothing shifts). */}
        <noscript>
          <button type="submit" className="min-h-11 rounded-full bg-eucalyptus px-5 text-small font-semibold text-cream hover:bg-eucalyptus-dark">
            Apply
          </button>
        </noscript>
      </div>
    </Form>
  );
}
