import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";

export type NearbyLink = { to: string; label: string; note?: string };

/** 'Also serving nearby …': links to neighbouring local pages, then any general links. */
export function NearbyLinks({
  headingId,
  title,
  places,
  more,
}: {
  headingId: string;
  title: string;
  places: NearbyLink[];
  more: NearbyLink[];
}) {
  return (
    <nav aria-labelledby={headingId} className="container-page py-12">
      <h2 id={headingId} className="text-h3">
        {title}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-3">
        {places.map((place) => (
          <li key={place.to}>
            <Link
              to={place.to}
              prefetch="intent"
              className="group inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 py-2 font-medium text-ink shadow-soft ring-1 ring-ink/8 transition-colors hover:bg-eucalyptus hover:text-cream"
            >
              <Icon name="pin" className="size-4 text-clay group-hover:text-wattle-light" />
              {place.label}
              {place.note && <span className="text-sm text-muted group-hover:text-cream/80">{place.note}</span>}
            </Link>
          </li>
        ))}
        {more.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              prefetch="intent"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 py-2 font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:bg-mist/60"
            >
              {link.label}
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
