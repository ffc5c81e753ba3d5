import { Fragment, type ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { AreasWeServe } from "~/components/content/areas-we-serve";
import { BookingBanner } from "~/components/content/booking-banner";
import { FaqAccordion } from "~/components/content/faq-accordion";
import { FaqFeedback } from "~/components/forms/faq-feedback";
import { Painted } from "~/components/ui/painted";
import { JsonLd } from "~/components/content/json-ld";
import { SectionHeading } from "~/components/content/section-heading";
import { ServiceMenuSection } from "~/components/services/service-menu-section";
import { ServicesJumpBar, type JumpLink } from "~/components/services/services-jump-bar";
import { BookButton, CallButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import { salon, ui } from "~/config/salon";
import { areas } from "~/content/areas";
import { areaPricedServices } from "~/lib/area-services";
import { menuLines, type MenuCategory } from "~/lib/service-menu";
import { breadcrumbList, salonEntity } from "~/lib/seo/json-ld";
import type { SalonHours } from "~/lib/hours";
import { currentOpeningHours } from "~/server/opening-hours.server";
import { seo } from "~/lib/seo/meta";
import { absoluteUrl } from "~/lib/seo/site-url";
import { fulfilment } from "~/server/public-config.server";
import { faqsShown } from "~/server/words/saved-words.server";
import { liveServiceHref, priceCatalogue, serviceMenu } from "~/server/service-menu.server";
import { sydneyLongDate } from "~/lib/sydney-time";
import { categorySlot, categorySlotKey, slotImage } from "~/lib/photos/photo-slots";
import { database } from "~/server/db/client.server";
import { slotPhotos } from "~/server/photos/photos.server";
import type { Route } from "./+types/services._index";
import ringsWattle from "~/components/ui/art/rings-wattle.svg?url";

/** The jump bar: six destinations, two of them alias wrappers (#colour, #cuts) around a section. */
const jumpLinks: JumpLink[] = [
  { id: "smoothing", label: "Smoothing" },
  { id: "foil-packages", label: "Foil packages" },
  { id: "colour", label: "Colour" },
  { id: "cuts", label: "Cuts" },
  { id: "braids", label: "Braids" },
  { id: "styling", label: "Styling" },
];

/** Anchors other pages link to that name a group rather than one menu section. */
const aliasAnchors: Record<string, string> = { "colouring-packages": "colour", "cut-packages": "cuts" };

export async function loader() {
  const menu = await serviceMenu();
  const categories = menuLines(menu.shown);
  const photos = await slotPhotos(
    database(),
    categories.map((category) => categorySlotKey(category.slug)),
  );
  return {
    categories,
    pictures: Object.fromEntries(categories.map((category) => [category.slug, slotImage(categorySlot(category), photos[categorySlotKey(category.slug)])])),
    // Worked out here rather than in the page's code: the browser never needs to build it.
    structuredData: structuredData(categories, await currentOpeningHours()),
    itemCount: categories.reduce((sum, category) => sum + category.lines.length, 0),
    faqs: (await faqsShown(fulfilment())).map((faq) => ({
      ...faq,
      // A link to a service page the owner has since hidden goes to the whole menu.
      relatedLinks: faq.relatedLinks.map((link) => ({ ...link, url: liveServiceHref(menu, link.url) })),
    })),
    // The description's price is the one the home and local pages quote, with the service it is for.
    smoothing: areaPricedServices(priceCatalogue(menu)).find((item) => item.name === "Straight Up smoothing"),
    pricesUpdated: menu.pricesUpdatedAt ? sydneyLongDate(menu.pricesUpdatedAt) : null,
    // Only destinations the menu still has: a category the owner hid takes its jump with it.
    jumps: jumpLinks.filter((link) => categories.some((category) => category.slug === link.id || aliasAnchors[category.slug] === link.id)),
    areas: areas
      .map(({ slug, name, postcode, driveTime }) => ({ slug, name, postcode, driveTime }))
      .sort((a, b) => a.name.localeCompare(b.name, "en-AU")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: "Hair Services & Prices in Bangor",
    description: `Every service and price at our Bangor salon: ${loaderData?.smoothing ? `${loaderData.smoothing.service} ${loaderData.smoothing.price}` : "Straight Up smoothing"}, foils, colour, cut & blow-dry packages, kids' braids and formal styling. Book online.`,
    path: "/services",
  });

function structuredData(categories: MenuCategory[], hours: SalonHours) {
  return [
    breadcrumbList([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]),
    {
      ...salonEntity(hours),
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: "Hair services and prices",
        url: absoluteUrl("/services"),
        itemListElement: categories.map((category) => ({
          "@type": "OfferCatalog",
          name: category.name,
          url: absoluteUrl(`/services#${category.slug}`),
          itemListElement: category.lines.flatMap((item) => {
            const price = item.offerPrice;
            if (price === null) return [];
            return [
              {
                "@type": "Offer",
                price,
                priceCurrency: "AUD",
                itemOffered: {
                  "@type": "Service",
                  name: item.name,
                  // The name the booking system lists it under, so the two can be matched.
                  ...(item.bookingName !== item.name ? { alternateName: item.bookingName } : {}),
                  ...(item.detailSlug ? { url: absoluteUrl(`/services/${category.slug}/${item.detailSlug}`) } : {}),
                },
              },
            ];
          }),
        })),
      },
    },
  ];
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { categories, pictures, itemCount, faqs, pricesUpdated, jumps, areas: areaLinks } = loaderData;
  const jumpStyle = { scrollMarginTop: ui.jumpOffsetPx };

  const section = (category: (typeof categories)[number]): ReactNode => {
    const alias = aliasAnchors[category.slug];
    const body = <ServiceMenuSection category={category} image={pictures[category.slug] ?? null} style={jumpStyle} />;
    return alias ? (
      <div id={alias} style={jumpStyle} key={category.slug}>
        {body}
      </div>
    ) : (
      <Fragment key={category.slug}>{body}</Fragment>
    );
  };

  return (
    <>
      <JsonLd data={loaderData.structuredData} />

      <Painted as="section" className="relative overflow-hidden border-b border-ink/8">
        <img src={ringsWattle} alt="" width="200" height="200" className="max-w-none absolute -top-24 -right-24 size-96" />
        <div className="relative container-page py-14 sm:py-20">
          <p className="eyebrow">Services &amp; prices</p>
          <h1 className="mt-4 max-w-3xl text-display font-semibold">Our services</h1>
          <p className="mt-5 max-w-2xl text-lead leading-relaxed text-muted">
            Smoothing, colour, cuts, braids and occasion styling at our Bangor studio. {categories.length} menus and {itemCount} services,
            every price in Australian dollars with GST included, so you know the cost before you sit down.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <BookButton placement="services_hero" size="lg" />
            <CallButton location="services_hero" size="lg" label={`Call ${salon.phone.display}`} />
          </div>
          <p
            className="mt-8 inline-flex max-w-full items-start gap-2 rounded-2xl bg-mist/70 px-4 py-3 text-small text-eucalyptus"
            data-testid="booking-system-note"
          >
            <Icon name="check" className="mt-0.5 size-4 shrink-0" />
            <span>
              Prices and times on this page match our booking system, so what you see here is what you book.
              {pricesUpdated && <> Prices last updated {pricesUpdated}.</>}
            </span>
          </p>
        </div>
      </Painted>

      <ServicesJumpBar links={jumps} />

      <Painted className="border-b border-ink/10">{categories.map(section)}</Painted>

      <section id="faqs" style={jumpStyle} aria-labelledby="faqs-title" className="py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
          <Painted>
            <SectionHeading
              id="faqs-title"
              eyebrow="Good to know"
              title="Frequently asked questions"
              intro="Straight answers about smoothing, colour, booking and our shop. Still wondering about something? Call us and we'll help."
            />
            <CallButton location="services_faqs" className="mt-6" label={`Call ${salon.phone.display}`} />
          </Painted>
          <FaqAccordion
            group="services-faqs"
            faqs={faqs.map(({ id, question, answer }) => ({ id, question, answer }))}
            extra={(item) => {
              const links = faqs.find((faq) => faq.id === item.id)?.relatedLinks ?? [];
              return (
                <>
                  {links.length > 0 && (
                    <ul className="tap-links flex flex-wrap gap-x-4 gap-y-1.5 text-small pointer-coarse:gap-y-0" aria-label="Related">
                      {links.map((link) => (
                        <li key={link.url}>
                          <Link
                            to={link.url}
                            prefetch="intent"
                            className="font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus"
                          >
                            {link.text}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  <FaqFeedback faqId={item.id} question={item.question} />
                </>
              );
            }}
          />
        </div>
      </section>

      <Painted as="section" aria-labelledby="areas-title" className="border-t border-ink/8 bg-mist/35 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="areas-title"
            eyebrow="Areas we serve"
            title="A short drive from across the Shire"
            intro="Clients visit us from all over the Sutherland Shire and beyond. Find drive times, parking and local tips for your suburb."
          />
          <div className="mt-8">
            <AreasWeServe areas={areaLinks} />
          </div>
          <p className="tap-links mt-6 text-small">
            <Link
              to="/areas"
              prefetch="intent"
              className="font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4"
            >
              View all service areas
            </Link>
          </p>
        </div>
      </Painted>

      <BookingBanner placement="services_footer" look="quiet" title="Found the service you want?" />
    </>
  );
}
