import { Link } from "~/components/ui/link";
import { BookButton } from "~/components/ui/contact-buttons";
import type { PricedServiceItem } from "~/lib/area-services";

/** An area page's 'Our Services': priced items, each with its own Book button and a link to its menu section. */
export function PricedServiceGrid({ items, placement }: { items: PricedServiceItem[]; placement: string }) {
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="flex flex-col rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5">
          <h3 className="text-lead">{item.name}</h3>
          <p className="mt-2 text-lead font-semibold text-eucalyptus">{item.price}</p>
          {/* A "from" price says which service it is the price of, as the menu lists it. */}
          {item.service ? <p className="mt-1 text-small text-muted first-letter:uppercase">{item.service}</p> : null}
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <BookButton placement={placement} size="sm" />
            <Link
              to={`/services#${item.slug}`}
              prefetch="intent"
              className="inline-flex min-h-10 items-center gap-1 rounded text-small font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus"
            >
              Learn more<span className="sr-only"> about {item.name}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
