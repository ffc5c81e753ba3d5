import { redirect } from "react-router";
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
import { PricedServiceGrid } from "~/components/local/priced-service-grid";
import { VisitDetails } from "~/components/local/visit-details";
import { ButtonLink } from "~/components/ui/button";
import { BookButton, CallButton } from "~/components/ui/contact-buttons";
import { formattedAddress, salon } from "~/config/salon";
import { useSalonHours } from "~/lib/use-salon-settings";
import { areas, findArea } from "~/content/areas";
import { bearingOf, placeOf } from "~/content/drive-times";
import { localMapDrawing } from "~/lib/local-map";
import { areaPopularCards } from "~/content/local-services";
import { areaPricedServices, priceQuotes } from "~/lib/area-services";
import { useLocalPageView } from "~/lib/browser/use-local-page-view";
import { areaSeo, driveTimeBadge, driveTimeSentence, driveTimeText, hoursSummary, nearbyPlaces, storyParagraphs } from "~/lib/local-pages";
import { breadcrumbList, salonEntity } from "~/lib/seo/json-ld";
import { currentOpeningHours } from "~/server/opening-hours.server";
import { seo } from "~/lib/seo/meta";
import { withHoursFilled } from "~/lib/hours-in-prose";
import { log } from "~/server/log.server";
import { priceCatalogue, serviceMenu } from "~/server/service-menu.server";
import type { Route } from "./+types/areas.$slug";
import { Painted } from "~/components/ui/painted";

export async function loader({ params }: Route.LoaderArgs) {
  const content = findArea(params.slug);
  if (!content) {
    // An unknown area goes to the index, as a real redirect so it works without JavaScript.
    log("areas.unknown_area", { slug: params.slug.slice(0, 100) }, "warn");
    throw redirect("/areas");
  }
  const hours = await currentOpeningHours();
  // The page's sentences quote the week the owner set, as its hours block does.
  const area = withHoursFilled(content, hours.week);
  const catalogue = priceCatalogue(await serviceMenu());
  const services = areaPricedServices(catalogue);
  const prices = Object.fromEntries(services.map((item) => [item.name, item.price]));
  const quotes = priceQuotes(catalogue);
  const nearby = nearbyPlaces(areas, area.nearbyLocations, area.slug).map((a) => ({ slug: a.slug, name: a.name, driveTime: a.driveTime }));
  // Structured data is built here, on the server: the page's JavaScript never needs the builders.
  const jsonLd = [
    breadcrumbList(crumbsFor(area).map((c) => ({ name: c.name, path: c.to }))),
    salonEntity(hours),
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: area.faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
    },
  ];
  return { area, map: localMapDrawing(area.name, bearingOf(placeOf(area.slug)), driveTimeText(area.driveTime)), services, prices, quotes, nearby, jsonLd };
}

function crumbsFor(area: { name: string; slug: string }) {
  return [
    { name: "Home", to: "/" },
    { name: "Areas We Serve", to: "/areas" },
    { name: area.name, to: `/areas/${area.slug}` },
  ];
}

function seoPrices(prices: Record<string, string>) {
  return { colour: prices["Foils"] ?? "", smoothing: prices["Straight Up smoothing"] ?? "", cut: prices["Cut & blow-dry"] ?? "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return seo({ title: "Areas We Serve", description: "The suburbs our Bangor salon looks after.", path: "/areas" });
  const { area, prices } = loaderData;
  return seo({ ...areaSeo(area, seoPrices(prices)), path: `/areas/${area.slug}` });
};

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area, map, services, quotes, nearby, jsonLd } = loaderData;
  useLocalPageView("location", area.slug, area.name);
  const { week } = useSalonHours();
  const crumbs = crumbsFor(area);
  const faqs = area.faqs.map((faq, index) => ({ id: `areas-${area.slug}-faq-${index + 1}`, ...faq }));

  return (
    <>
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}

      {/* All but the questions (each has its feedback buttons) is painted: links and contact buttons only. */}
      <Painted>
        <LocalHero
          breadcrumbs={<Breadcrumbs items={crumbs} />}
          badge={driveTimeBadge(area.driveTime)}
          title={`Hairdresser near ${area.name}`}
          actions={
            <>
              <BookButton placement="location_hero" size="lg" />
              <CallButton location="location_hero" size="lg" label={`Call ${salon.phone.display}`} />
            </>
          }
          glance={[
            { icon: "car", label: `From ${area.name}`, value: driveTimeSentence(area.driveTime, area.name) },
            { icon: "pin", label: "Studio", value: formattedAddress },
            { icon: "clock", label: "Open", value: hoursSummary(week) },
          ]}
        />

        <LocalStory eyebrow={area.fullName} headingId="intro-title" title={`Your local salon, ${area.name}`} paragraphs={storyParagraphs(area.localIntro)} />

        <section className="container-page py-8" aria-labelledby="popular-title">
          <SectionHeading id="popular-title" eyebrow="Most booked" title={`Popular in ${area.name}`} />
          <LocalServiceCards cards={areaPopularCards} quotes={quotes} />
        </section>

        <section className="container-page py-16" aria-labelledby="our-services-title">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading
              id="our-services-title"
              eyebrow="Prices"
              title="Our services"
              intro="Prices from the salon's booking menu, in AUD including GST. Book the one you want, or read more on the full menu."
            />
            <ButtonLink to="/services" variant="secondary">
              View all services & pricing
            </ButtonLink>
          </div>
          <PricedServiceGrid items={services} placement="location_service_grid" />
        </section>
      </Painted>

      <section className="container-page py-8" aria-labelledby="faq-title">
        <SectionHeading id="faq-title" eyebrow={`Asked in ${area.name}`} title="Common questions" />
        <div className="mt-8">
          <FaqAccordion
            group={`areas-${area.slug}-faqs`}
            faqs={faqs}
            extra={(faq) => <FaqFeedback faqId={faq.id} question={faq.question} />}
          />
        </div>
      </section>

      <Painted as="section" className="container-page py-16" aria-labelledby="find-title">
        <VisitDetails
          headingId="find-title"
          title="Easy to find"
          place={area.name}
          map={map}
          driveTime={area.driveTime}
          route={area.directionsNote}
          parking={salon.parking}
        />
      </Painted>

      <BookingBanner placement="location_footer_cta" look="sand" title={`Book your visit from ${area.name}`} />

      <Painted>
        <NearbyLinks
          headingId="nearby-title"
          title="Also serving nearby suburbs"
          places={nearby.map((n) => ({ to: `/areas/${n.slug}`, label: n.name, note: driveTimeText(n.driveTime) }))}
          more={[{ to: "/areas", label: "View all service areas" }]}
        />
      </Painted>
    </>
  );
}
