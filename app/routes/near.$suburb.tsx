import { data } from "react-router";
import { BookingBanner } from "~/components/content/booking-banner";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { FaqAccordion } from "~/components/content/faq-accordion";
import { JsonLd } from "~/components/content/json-ld";
import { FaqFeedback } from "~/components/forms/faq-feedback";
import { SectionHeading } from "~/components/content/section-heading";
import { LocalHero } from "~/components/local/local-hero";
import { LocalServiceCards } from "~/components/local/local-service-cards";
import { LocalStory } from "~/components/local/local-story";
import { NearbyLinks } from "~/components/local/nearby-links";
import { SuburbNotFound } from "~/components/local/suburb-not-found";
import { VisitDetails } from "~/components/local/visit-details";
import { ButtonLink } from "~/components/ui/button";
import { BookButton } from "~/components/ui/contact-buttons";
import { formattedAddress, salon } from "~/config/salon";
import { useSalonHours } from "~/lib/use-salon-settings";
import { suburbServiceCards } from "~/content/local-services";
import { bearingOf, placeOf } from "~/content/drive-times";
import { localMapDrawing } from "~/lib/local-map";
import { findSuburb, notFoundSuburbSlugs, suburbFor, suburbs } from "~/content/suburbs";
import { priceQuotes } from "~/lib/area-services";
import { useLocalPageView } from "~/lib/browser/use-local-page-view";
import { driveTimeSentence, driveTimeText, hoursSummary, nearbyPlaces, storyParagraphs, suburbSeo } from "~/lib/local-pages";
import { breadcrumbList, salonEntity } from "~/lib/seo/json-ld";
import { currentOpeningHours } from "~/server/opening-hours.server";
import { seo } from "~/lib/seo/meta";
import { withHoursFilled } from "~/lib/hours-in-prose";
import { log } from "~/server/log.server";
import { priceCatalogue, serviceMenu } from "~/server/service-menu.server";
import { fulfilment } from "~/server/public-config.server";
import type { Route } from "./+types/near.$suburb";
import { Painted } from "~/components/ui/painted";

export async function loader({ params }: Route.LoaderArgs) {
  const suburb = findSuburb(params.suburb);
  if (!suburb) {
    log("near.unknown_suburb", { slug: params.suburb.slice(0, 100) }, "warn");
    const offered = notFoundSuburbSlugs.flatMap((slug) => {
      const known = findSuburb(slug);
      return known ? [{ slug, name: known.name }] : [];
    });
    return data({ found: false as const, slug: params.suburb, offered }, { status: 404 });
  }
  const quotes = priceQuotes(priceCatalogue(await serviceMenu()));
  const nearby = nearbyPlaces(suburbs, suburb.nearbySuburbs, suburb.slug).map((s) => ({
    slug: s.slug,
    name: s.name,
    driveTime: s.driveTime,
  }));
  // Structured data is built here, on the server: the page's JavaScript never needs the builders.
  const hours = await currentOpeningHours();
  const jsonLd = [breadcrumbList(crumbsFor(suburb.name, suburb.slug).map((c) => ({ name: c.name, path: c.to }))), salonEntity(hours)];
  // The page's sentences quote the week the owner set, as its hours block does.
  return {
    found: true as const,
    suburb: withHoursFilled(suburbFor(suburb, fulfilment()), hours.week),
    map: localMapDrawing(suburb.name, bearingOf(placeOf(suburb.slug)), driveTimeText(suburb.driveTime)),
    quotes,
    nearby,
    jsonLd,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  if (!loaderData?.found) {
    return seo({
      title: "Suburb not found",
      description: "We couldn't find a page for that suburb. See the suburbs around Bangor that our salon looks after.",
      path: `/near/${params.suburb}`,
      noindex: true,
    });
  }
  const { suburb } = loaderData;
  return seo({ ...suburbSeo(suburb, salon.name), path: `/near/${suburb.slug}` });
};

function crumbsFor(name: string, slug: string) {
  return [
    { name: "Home", to: "/" },
    { name: "Areas We Serve", to: "/areas" },
    { name: `Near ${name}`, to: `/near/${slug}` },
  ];
}

export default function SuburbPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <SuburbNotFound suburbs={loaderData.offered} />;
  return <SuburbLanding {...loaderData} />;
}

function SuburbLanding({ suburb, map, quotes, nearby, jsonLd }: Extract<Route.ComponentProps["loaderData"], { found: true }>) {
  useLocalPageView("suburb", suburb.slug, suburb.name);
  const { week } = useSalonHours();
  const crumbs = crumbsFor(suburb.name, suburb.slug);
  const faqs = suburb.faqs.map((faq, index) => ({ id: `near-${suburb.slug}-faq-${index + 1}`, ...faq }));

  return (
    <>
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}

      {/* All but the questions (each has its feedback buttons) is painted: links and contact buttons only. */}
      <Painted>
        <LocalHero
          breadcrumbs={<Breadcrumbs items={crumbs} />}
          badge={
            driveTimeText(suburb.driveTime) === "On-site"
              ? `Right here in ${suburb.name}`
              : `${driveTimeText(suburb.driveTime)} from ${suburb.name}`
          }
          title={`Hair salon near ${suburb.name}`}
          intro={suburb.intro}
          actions={
            <>
              <BookButton placement="suburb_hero" size="lg" />
              <ButtonLink to="/services" variant="secondary" size="lg">
                View All Services
              </ButtonLink>
            </>
          }
          glance={[
            { icon: "car", label: `From ${suburb.name}`, value: driveTimeSentence(suburb.driveTime, suburb.name) },
            { icon: "pin", label: "Studio", value: formattedAddress },
            { icon: "clock", label: "Open", value: hoursSummary(week) },
            {
              icon: "phone",
              label: "Call",
              value: (
                <a
                  href={`tel:${salon.phone.e164}`}
                  data-call-button="suburb_hero"
                  className="tap-link font-semibold text-eucalyptus underline-offset-4 hover:underline"
                >
                  {salon.phone.display}
                </a>
              ),
            },
          ]}
        />

        <LocalStory
          eyebrow={`Local to ${suburb.name}`}
          headingId="why-title"
          title={`Why ${suburb.name} clients choose us`}
          paragraphs={storyParagraphs(suburb.localNote)}
        />

        <section className="container-page py-8" aria-labelledby="services-title">
          <SectionHeading
            id="services-title"
            eyebrow="In the chair"
            title={`Popular with ${suburb.name} clients`}
            intro="Every appointment starts with a proper consultation. Prices below are from the salon's booking menu."
          />
          <LocalServiceCards cards={suburbServiceCards} quotes={quotes} />
        </section>

        <section className="container-page py-16" aria-labelledby="visit-title">
          <VisitDetails
            headingId="visit-title"
            title={`How to visit from ${suburb.name}`}
            place={suburb.name}
            map={map}
            driveTime={suburb.driveTime}
            route={suburb.route}
            parking={suburb.parking}
            landmarks={suburb.landmarks}
          />
        </section>
      </Painted>

      <section className="container-page py-8" aria-labelledby="faq-title">
        <SectionHeading id="faq-title" eyebrow="Good to know" title={`Questions from ${suburb.name}`} />
        <div className="mt-8">
          <FaqAccordion
            group={`near-${suburb.slug}-faqs`}
            faqs={faqs}
            extra={(faq) => <FaqFeedback faqId={faq.id} question={faq.question} />}
          />
        </div>
      </section>

      <BookingBanner
        placement="suburb_footer_cta"
        look="sand"
        title={`Ready for your next appointment, ${suburb.name}?`}
        secondary={
          <ButtonLink to="/collections" variant="secondary" size="lg">
            Shop Featured Products
          </ButtonLink>
        }
      />

      <Painted>
        <NearbyLinks
          headingId="nearby-title"
          title="Also serving nearby areas"
          places={nearby.map((n) => ({ to: `/near/${n.slug}`, label: n.name, note: driveTimeText(n.driveTime) }))}
          more={[
            { to: "/services", label: "All services" },
            { to: "/about", label: `About ${salon.founder.firstName}` },
          ]}
        />
      </Painted>
    </>
  );
}
