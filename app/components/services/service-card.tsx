import { Link } from "react-router";
import { BookButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import type { ServiceMenuItem } from "~/content/services";

/** One menu item on /services: what it is, how long, how many services it bundles, what it costs, and how to book it. */
export function ServiceCard({ item, categorySlug }: { item: ServiceMenuItem; categorySlug: string }) {
  return (
    <article className="group flex h-full flex-col rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5 transition-shadow duration-200 hover:shadow-lift">
      <header>
        <h3 className="text-h3 font-semibold">{item.title}</h3>
        {item.subtitle && <p className="mt-1 text-sm font-medium text-clay">{item.subtitle}</p>}
      </header>
      {(item.duration || item.serviceCount) && (
        <ul className="mt-4 flex flex-wrap gap-2 text-xs font-semibold text-eucalyptus" aria-label="Details">
          {item.duration && (
            <li className="inline-flex items-center gap-1.5 rounded-full bg-mist px-3 py-1">
              <Icon name="clock" className="size-3.5" />
              <span className="sr-only">Duration: </span>
              {item.duration}
            </li>
          )}
          {item.serviceCount && (
            <li className="inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-ink/80">
              <Icon name="sparkle" className="size-3.5" />
              {item.serviceCount} services
            </li>
          )}
        </ul>
      )}
      <p className="mt-4 flex-1 text-[0.95rem] leading-relaxed text-muted">{item.description}</p>
      <div className="mt-6 flex items-end justify-between gap-3 border-t border-ink/8 pt-5">
        <p className="font-display text-2xl font-semibold text-eucalyptus">
          <span className="sr-only">Price: </span>
          {item.price}
        </p>
        {item.detailSlug && (
          <Link
            to={`/services/${categorySlug}/${item.detailSlug}`}
            prefetch="intent"
            className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus"
          >
            Learn more<span className="sr-only"> about {item.title}</span>
            <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        )}
      </div>
      <BookButton placement={`services_${categorySlug}`} variant="secondary" size="sm" className="mt-4 w-full" />
    </article>
  );
}
