import { Link } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { JsonLd } from "~/components/content/json-ld";
import { SectionHeading } from "~/components/content/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { CallButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import { formattedAddress, salon, ui } from "~/config/salon";
import { useSalonHours } from "~/lib/use-salon-settings";
import { areas } from "~/content/areas";
import { suburbs } from "~/content/suburbs";
import { areaIndex, driveTimeText, openDayRange } from "~/lib/local-pages";
import { breadcrumbList, salonEntity } from "~/lib/seo/json-ld";
import { seo } from "~/lib/seo/meta";
import type { Route } from "./+types/areas._index";

export function loader() {
  return {
    areas: areaIndex(areas, ui.areaIntroChars).map(({ slug, name, postcode, driveTime, excerpt }) => ({
      slug,
      name,
      postcode,
      driveTime,
      excerpt,
    })),
    suburbs: suburbs.map(({ slug, name, driveTime }) => ({ slug, name, driveTime })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: "Areas We Serve: Hairdresser for the Sutherland Shire",
    description: `Our Bangor hair studio looks after clients from ${loaderData?.areas.length ?? "all the"} suburbs, from Menai and Illawong to Cronulla and the city. Drive times, prices and local FAQs.`,
    path: "/areas",
  });

const crumbs = [
  { name: "Home", to: "/" },
  { name: "Areas We Serve", to: "/areas" },
];

export default function AreasIndex({ loaderData }: Route.ComponentProps) {
  const hours = useSalonHours();
  return (
    <>
      <JsonLd data={breadcrumbList(crumbs.map((c) => ({ name: c.name, path: c.to })))} />
      <JsonLd data={salonEntity(hours)} />

      <section className="border-b border-ink/8 bg-gradient-to-b from-sand/70 to-cream">
        <div className="container-page pt-6 pb-14">
          <Breadcrumbs items={crumbs} />
          <div className="mt-10 max-w-3xl">
            <p className="eyebrow">Sutherland Shire and beyond</p>
            <h1 className="mt-3 text-display font-semibold">Areas we serve</h1>
            <p className="mt-5 text-lead leading-relaxed text-ink/80">
              Every appointment happens at our one studio, {formattedAddress}, with {openDayRange(hours.week)} appointments. Find your
              suburb for the drive time, the services locals book most, prices and answers to the questions they ask.
            </p>
          </div>
        </div>
      </section>

      <section className="container-page py-14" aria-labelledby="areas-title">
        <h2 id="areas-title" className="sr-only">
          All service areas, A to Z
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.areas.map((area) => (
            <li key={area.slug}>
              <Link
                to={`/areas/${area.slug}`}
                prefetch="intent"
                className="group flex h-full flex-col rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5 transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lift"
              >
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-lead">
                    {area.name} <span className="font-sans text-body font-medium text-muted">{area.postcode}</span>
                  </h3>
                  <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-mist px-3 py-1 text-small font-semibold text-eucalyptus">
                    <Icon name="car" className="size-3.5" />
                    {driveTimeText(area.driveTime)}
                  </span>
                </div>
                <p className="mt-3 flex-1 text-body leading-relaxed text-ink/75">{area.excerpt}</p>
                <p className="mt-5 inline-flex items-center gap-1.5 text-small font-semibold text-eucalyptus">
                  View details<span className="sr-only"> for {area.name}</span>
                  <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page py-6" aria-labelledby="suburb-guides-title">
        <SectionHeading
          id="suburb-guides-title"
          eyebrow="Suburb guides"
          title="Directions from your suburb"
          intro="Routes, parking and the questions locals ask, suburb by suburb."
        />
        <ul className="mt-6 flex flex-wrap gap-2.5">
          {loaderData.suburbs.map((suburb) => (
            <li key={suburb.slug}>
              <Link
                to={`/near/${suburb.slug}`}
                prefetch="intent"
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-body font-medium shadow-soft ring-1 ring-ink/8 transition-colors hover:bg-eucalyptus hover:text-cream"
              >
                Near {suburb.name}
                <span className="text-small opacity-70">{driveTimeText(suburb.driveTime)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page py-16" aria-labelledby="missing-title">
        <div className="grid gap-6 rounded-[2rem] bg-eucalyptus p-8 text-cream sm:p-12 md:grid-cols-[1.5fr_1fr] md:items-center">
          <div>
            <h2 id="missing-title" className="text-h2 text-cream">
              Don't see your suburb?
            </h2>
            <p className="mt-3 text-cream/85">
              Clients come to us from all over Sydney's south. Give us a call or send a message and {salon.founder.firstName} will tell you
              the easiest way to get here.
            </p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            <CallButton location="areas_index" variant="light" size="lg" label={`Call ${salon.phone.display}`} />
            <ButtonLink to="/contact" variant="gold" size="lg">
              Send a message
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
