import { Link } from "react-router";
import { BookButton } from "~/components/ui/contact-buttons";
import type { ServiceMenuItem } from "~/content/services";

/**
 * One menu item on /services: what it is, how long, how many services it
 * bundles, what it costs, and how to book it. The menu shows 59 of these, so
 * the markup is kept lean.
 */
export function ServiceCard({ item, categorySlug }: { item: ServiceMenuItem; categorySlug: string }) {
  const facts = [item.duration, item.serviceCount ? `${item.serviceCount} services` : undefined].filter(Boolean);
  return (
    <article className="flex h-full flex-col rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5">
      <h3 className="text-h3 font-semibold">{item.title}</h3>
      {item.subtitle && <p className="mt-1 text-sm font-medium text-clay">{item.subtitle}</p>}
      {facts.length > 0 && <p className="mt-3 text-[0.8rem] font-semibold text-eucalyptus">{facts.join(" · ")}</p>}
      <p className="mt-3 flex-1 text-[0.95rem] leading-relaxed text-muted">{item.description}</p>
      <p className="mt-5 flex items-baseline justify-between gap-3 border-t border-ink/8 pt-4">
        <strong className="font-display text-2xl font-semibold text-eucalyptus">{item.price}</strong>
        {item.detailSlug && (
          <Link
            to={`/services/${categorySlug}/${item.detailSlug}`}
            prefetch="intent"
            className="rounded-sm text-sm font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus"
          >
            Learn more<span className="sr-only"> about {item.title}</span>
          </Link>
        )}
      </p>
      <BookButton placement={`services_${categorySlug}`} variant="secondary" size="sm" className="mt-4 w-full" />
    </article>
  );
}
