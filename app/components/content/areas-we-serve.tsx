import { Link } from "~/components/ui/link";

export type AreaLink = { slug: string; name: string; postcode: string; driveTime: string };

/** "On-site" stays as it is; minute ranges read "5–8 min drive". */
function driveLabel(driveTime: string) {
  return /^\d/.test(driveTime) ? `${driveTime} min drive` : driveTime;
}

/** The grid of area landing pages (/areas/{slug}), with postcode and drive time from the salon. */
export function AreasWeServe({ areas }: { areas: readonly AreaLink[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {areas.map((area) => (
        <li key={area.slug}>
          <Link
            to={`/areas/${area.slug}`}
            prefetch="intent"
            className="glyph-after glyph-arrow-right flex h-full items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3.5 shadow-soft ring-1 ring-ink/5 transition-[box-shadow,background-color] after:text-eucalyptus after:transition-transform hover:bg-mist/40 hover:shadow-lift hover:after:translate-x-0.5"
          >
            <span className="min-w-0">
              <span className="block font-semibold text-ink">
                {area.name} <span className="font-normal text-muted">{area.postcode}</span>
              </span>
              <span className="mt-0.5 block text-small text-muted">{driveLabel(area.driveTime)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
