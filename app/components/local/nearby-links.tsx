import { PillLink, type PillLinkTarget } from "~/components/ui/pill-links";

export type NearbyLink = PillLinkTarget;

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
  const links = [...places.map((link) => ({ link, variant: "place" as const })), ...more.map((link) => ({ link, variant: "underline" as const }))];
  return (
    <nav aria-labelledby={headingId} className="container-page py-12">
      <h2 id={headingId} className="text-lead">
        {title}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-3">
        {links.map(({ link, variant }) => (
          <li key={`${variant}:${link.to}`}>
            <PillLink link={link} variant={variant} size="lg" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
