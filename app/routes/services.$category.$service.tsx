import { data, isRouteErrorResponse, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { FaqAccordion } from "~/components/content/faq-accordion";
import { NotFoundPage } from "~/components/content/not-found-page";
import { Painted } from "~/components/ui/painted";
import { JsonLd } from "~/components/content/json-ld";
import { SectionHeading } from "~/components/content/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { BookButton, CallButton, ChatButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import { salon } from "~/config/salon";
import { breadcrumbList, salonEntity, salonId } from "~/lib/seo/json-ld";
import type { SalonHours } from "~/lib/hours";
import { filledPage } from "~/lib/service-menu";
import { useSalonHours } from "~/lib/use-salon-settings";
import { seo } from "~/lib/seo/meta";
import { absoluteUrl } from "~/lib/seo/site-url";
import { log } from "~/server/log.server";
import { knownServicePage, serviceMenu, shownService } from "~/server/service-menu.server";
import { SlotPicture } from "~/components/ui/slot-picture";
import { serviceSlot, slotImage } from "~/lib/photos/photo-slots";
import { database } from "~/server/db/client.server";
import { slotPhotos } from "~/server/photos/photos.server";
import type { Route } from "./+types/services.$category.$service";
import strandsEucalyptus from "~/components/ui/art/strands-eucalyptus.svg?url";

export async function loader({ params, request }: Route.LoaderArgs) {
  const menu = await serviceMenu();
  const found = shownService(menu, params.category, params.service);
  if (!found?.page) {
    // A service the owner has hidden is gone: a real 404. An address the menu never had goes back to the full menu.
    if (knownServicePage(menu, params.category, params.service)) {
      log("route.not_found", { path: new URL(request.url).pathname.slice(0, 300) }, "warn");
      throw data(null, { status: 404 });
    }
    throw redirect("/services");
  }
  const category = menu.shown.find((section) => section.slug === found.categorySlug)!;
  const page = filledPage(found.page, found);
  const service = {
    categorySlug: found.categorySlug,
    slug: found.slug,
    title: page.title,
    bookingName: found.title,
    tagline: page.tagline,
    description: page.about,
    metaDescription: page.metaDescription,
    duration: found.duration,
    price: found.price,
    offerPrice: (found.priceCents / 100).toFixed(2),
    bookingUrl: found.bookingUrl,
    whatsIncluded: page.whatsIncluded,
    whoItsFor: page.whoItsFor,
    process: page.steps,
    benefits: page.benefits,
    faqs: page.faqs,
  };
  const related = page.related.flatMap((slug) => {
    const match = menu.shown.flatMap((section) => section.services).find((s) => s.slug === slug && s.page);
    return match?.page ? [{ slug: match.slug, categorySlug: match.categorySlug, title: match.page.title, tagline: filledPage(match.page, match).tagline, price: match.price }] : [];
  });
  const slot = serviceSlot({ slug: found.slug, categorySlug: found.categorySlug, title: page.title });
  const photos = await slotPhotos(database(), [slot.key]);
  return { service, category: { slug: category.slug, title: category.name }, related, picture: slotImage(slot, photos[slot.key]) };
}

/** A hidden service's address is a real 404 with the not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}

const pathOf = (categorySlug: string, slug: string) => `/services/${categorySlug}/${slug}`;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return seo({ title: "Services", description: "Hair services and prices in Bangor.", path: "/services" });
  const { service } = loaderData;
  return seo({ title: service.title, description: service.metaDescription, path: pathOf(service.categorySlug, service.slug) });
};

function crumbs(service: Route.ComponentProps["loaderData"]["service"], category: { slug: string; title: string }) {
  return [
    { name: "Home", to: "/" },
    { name: "Services", to: "/services" },
    { name: category.title, to: `/services#${category.slug}` },
    { name: service.title, to: pathOf(service.categorySlug, service.slug) },
  ];
}

function structuredData({ service, category }: Route.ComponentProps["loaderData"], hours: SalonHours) {
  const url = absoluteUrl(pathOf(service.categorySlug, service.slug));
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${url}#service`,
      name: service.title,
      // The booking system's own name, under which a booking is made.
      ...(service.bookingName !== service.title ? { alternateName: service.bookingName } : {}),
      description: service.metaDescription,
      serviceType: category.title,
      url,
      provider: { "@id": salonId() },
      areaServed: { "@type": "AdministrativeArea", name: "Sutherland Shire, NSW" },
      offers: {
        "@type": "Offer",
        price: service.offerPrice,
        priceCurrency: "AUD",
        url,
        availability: "https://schema.org/InStock",
      },
    },
    breadcrumbList(crumbs(service, category).map((c) => ({ name: c.name, path: c.to }))),
    salonEntity(hours),
  ];
}

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { service, category, related, picture } = loaderData;
  const slug = service.slug;
  const paragraphs = service.description.split("\n\n");
  const hours = useSalonHours();

  // Nothing on a service's page needs hydrating: its links and contact buttons work from the painted HTML.
  return (
    <Painted as="article">
      <JsonLd data={structuredData(loaderData, hours)} />

      {/* 1. Hero */}
      <header className="relative overflow-hidden border-b border-ink/8 bg-gradient-to-b from-mist/60 to-cream">
        <img src={strandsEucalyptus} alt="" width="200" height="200" className="max-w-none absolute -right-20 -bottom-28 size-96" />
        <div className="relative container-page pt-6 pb-14 sm:pb-18">
          <Breadcrumbs items={crumbs(service, category)} />
          <div className="mt-10 grid items-end gap-10 lg:grid-cols-[1.4fr_0.6fr]">
            <div>
              <p className="eyebrow">{category.title}</p>
              {/*
                The title is laid out twice in one grid cell: as painted, and (invisible, via ::after) in the
                fallback font shown before the web font arrives. The cell keeps the taller of the two, so the
                font swap never moves the content below (CLS 0).
              */}
              <h1
                data-title={service.title}
                className="mt-3 grid text-h1 font-semibold after:invisible after:col-start-1 after:row-start-1 after:font-[Fraunces_Fallback,Georgia,serif] after:content-[attr(data-title)]"
              >
                <span className="col-start-1 row-start-1">{service.title}</span>
              </h1>
              {/* Two lines reserved: the tagline may wrap differently once the web font arrives, and nothing below should move. */}
              <p className="mt-4 min-h-[2lh] max-w-2xl text-lead leading-relaxed text-muted">{service.tagline}</p>
            </div>
            <div className="rounded-card bg-white p-6 shadow-lift ring-1 ring-ink/5">
              <dl className="grid grid-cols-2 gap-4">
                {service.duration && (
                  <div>
                    <dt className="text-small font-semibold tracking-wide text-muted uppercase">Duration</dt>
                    <dd className="mt-1 flex items-center gap-1.5 font-semibold text-ink">
                      <Icon name="clock" className="size-4 text-clay" />
                      {service.duration}
                    </dd>
                  </div>
                )}
                <div>
                  <dt className="text-small font-semibold tracking-wide text-muted uppercase">Price</dt>
                  <dd className="mt-1 font-display text-h2 font-semibold text-eucalyptus">{service.price}</dd>
                </div>
              </dl>
              <BookButton href={service.bookingUrl} placement={`service_detail_hero_${slug}`} size="lg" className="mt-6 w-full" />
            </div>
          </div>
        </div>
      </header>

      {/* The service's photo, full width under the hero; below the fold, it loads as the reader scrolls to it. */}
      {picture && (
        <div className="container-page pt-10 sm:pt-14">
          <SlotPicture
            image={picture}
            sizes="(min-width: 1280px) 1200px, calc(100vw - 2.5rem)"
            className="aspect-[4/3] rounded-[2rem] sm:aspect-[16/9] lg:aspect-[12/5]"
          />
        </div>
      )}

      {/* 2. What's Included (with the overview it belongs to) */}
      <section aria-labelledby="included-title" className="container-page grid gap-10 py-16 lg:grid-cols-[1.15fr_0.85fr]">
        <div className="prose-salon max-w-none">
          {paragraphs.map((text) => (
            <p key={text.slice(0, 40)} className="first:mt-0 first:text-lead first:text-ink">
              {text}
            </p>
          ))}
        </div>
        <div className="h-fit border-t border-ink/10 pt-8 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
          <h2 id="included-title" className="text-lead font-semibold">
            What's included
          </h2>
          <ul className="mt-5 space-y-3">
            {service.whatsIncluded.map((text) => (
              <li key={text} className="flex gap-3 text-body leading-relaxed">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-mist text-eucalyptus">
                  <Icon name="check" className="size-3.5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* 3. Who it's for: an open list between hairlines */}
      <section aria-labelledby="for-title" className="container-page border-t border-ink/10 py-16">
        <div className="grid gap-8 lg:grid-cols-[0.75fr_1.25fr]">
          <SectionHeading id="for-title" title="Who it's for" />
          <ul className="divide-y divide-ink/10 border-y border-ink/10">
            {service.whoItsFor.map((text) => (
              <li key={text} className="flex gap-3 py-4">
                <Icon name="sparkle" className="mt-0.5 size-5 shrink-0 text-wattle" />
                <span className="leading-relaxed">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* 4. What to expect: the page's one sand band, steps under hairlines rather than in boxes */}
      <section aria-labelledby="expect-title" className="container-page band-sand py-16">
        <SectionHeading id="expect-title" eyebrow="Step by step" title="What to expect" />
        <ol className="mt-10 grid gap-x-8 gap-y-10 md:grid-cols-2 lg:grid-cols-3">
          {service.process.map((step, index) => (
            <li key={step.step} className="border-t border-ink/15 pt-5">
              <span aria-hidden="true" className="font-display text-h2 font-semibold text-clay">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-lead font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.step}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      {/* 5. Benefits */}
      {service.benefits && service.benefits.length > 0 && (
        <section aria-labelledby="benefits-title" className="container-page pt-16">
          <h2 id="benefits-title" className="text-h2">
            Benefits
          </h2>
          <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
            {service.benefits.map((text) => (
              <li key={text} className="flex gap-3 sm:block">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-eucalyptus sm:mt-0" />
                <p className="leading-relaxed sm:mt-3">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {/* 6. Pricing call to action */}
      <section aria-labelledby="pricing-title" className="container-page py-16">
        <div className="flex flex-col gap-8 border-y border-ink/10 py-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="pricing-title" className="text-h2 font-semibold">
              Price and time
            </h2>
            <dl className="mt-5 flex flex-wrap gap-x-10 gap-y-4">
              <div>
                <dt className="text-small text-muted">Starting from</dt>
                <dd className="font-display text-h1 font-semibold text-eucalyptus">{service.price}</dd>
              </div>
              {service.duration && (
                <div>
                  <dt className="text-small text-muted">Approximately</dt>
                  <dd className="font-display text-h1 font-semibold text-ink">{service.duration}</dd>
                </div>
              )}
            </dl>
            <p className="mt-4 max-w-md text-small text-muted">
              Prices include GST. If your hair needs extra time or product, we'll agree on it with you before we start.
            </p>
          </div>
          <BookButton href={service.bookingUrl} placement={`service_detail_pricing_${slug}`} size="lg" label="Book Your Appointment" className="shrink-0" />
        </div>
      </section>

      {/* 7. FAQs */}
      {service.faqs && service.faqs.length > 0 && (
        <section aria-labelledby="service-faqs-title" className="container-page pb-16">
          <div className="grid gap-8 lg:grid-cols-[0.75fr_1.25fr]">
            <SectionHeading
              id="service-faqs-title"
              eyebrow="Questions"
              title="FAQs"
              intro={`What clients ask about the ${service.title}.`}
            />
            <FaqAccordion
              group={`faqs-${slug}`}
              faqs={service.faqs.map((faq, index) => ({ id: `faq-${slug}-${index + 1}`, question: faq.question, answer: faq.answer }))}
            />
          </div>
        </section>
      )}

      {/* 8. You Might Also Like */}
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="border-t border-ink/10 py-16">
          <div className="container-page">
            <SectionHeading id="related-title" title="You might also like" />
            <ul className="mt-8 grid gap-5 md:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug}>
                  <Link
                    to={pathOf(item.categorySlug, item.slug)}
                    prefetch="intent"
                    className="group flex h-full flex-col rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5 transition-shadow hover:shadow-lift"
                  >
                    <h3 className="text-lead font-semibold group-hover:text-eucalyptus">{item.title}</h3>
                    <p className="mt-2 flex-1 leading-relaxed text-muted">{item.tagline}</p>
                    <p className="mt-5 flex items-center justify-between border-t border-ink/8 pt-4">
                      <span className="font-display text-lead font-semibold text-eucalyptus">{item.price}</span>
                      <Icon name="arrowRight" className="size-5 text-eucalyptus transition-transform group-hover:translate-x-1" />
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {/* 9. Compact block: a quick question before booking */}
      <section aria-labelledby="ask-title" className="container-page pt-16">
        <div className="flex flex-col gap-5 border-y border-ink/10 py-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="ask-title" className="font-display text-lead font-semibold">
              Not sure this is the right service?
            </h2>
            <p className="mt-1 text-small text-muted">
              Ask our chat assistant or call, day or night. {salon.founder.firstName} calls back on detailed questions.
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <ChatButton source={`service_detail_${slug}`} size="sm" label="Chat now" />
            <CallButton location={`service_detail_${slug}`} size="sm" label="Call us" />
          </div>
        </div>
      </section>

      {/* 10. Closing call to action */}
      <section aria-labelledby="closing-title" className="container-page my-16">
        <div className="relative overflow-hidden rounded-[2rem] bg-eucalyptus px-6 py-12 text-center text-cream sm:px-12">
          <h2 id="closing-title" className="mx-auto max-w-2xl text-h2 text-cream">
            Ready to book?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-cream/85">
            Choose a time that suits you online, or call us and we'll find one together. We look forward to seeing you at the studio in{" "}
            {salon.address.locality}.
          </p>
          <div className="mt-7 flex flex-wrap justify-center gap-3">
            <BookButton href={service.bookingUrl} placement={`service_detail_footer_${slug}`} variant="gold" size="lg" label="Book Now" />
            <ButtonLink to="/services" variant="light" size="lg">
              View All Services
            </ButtonLink>
          </div>
        </div>
      </section>
    </Painted>
  );
}
