import { Link } from "react-router";
import { BookingBanner } from "~/components/content/booking-banner";
import { JsonLd } from "~/components/content/json-ld";
import { SectionHeading } from "~/components/content/section-heading";
import { Stars } from "~/components/reviews/stars";
import { ButtonLink } from "~/components/ui/button";
import { BookButton, CallButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { formattedAddress, salon, servedSuburbs } from "~/config/salon";
import { aboutTestimonials, galleryImages, shelfBrands } from "~/content/about";
import { nearPath } from "~/lib/near-path";
import { breadcrumbList, salonEntity } from "~/lib/seo/json-ld";
import { useSalonHours } from "~/lib/use-salon-settings";
import { seo } from "~/lib/seo/meta";
import { absoluteUrl } from "~/lib/seo/site-url";
import { database } from "~/server/db/client.server";
import { slotPhotos } from "~/server/photos/photos.server";
import { SlotPicture } from "~/components/ui/slot-picture";
import { fixedSlot, slotImage } from "~/lib/photos/photo-slots";
import { fulfilment } from "~/server/public-config.server";
import { aboutPageWords } from "~/server/words/saved-words.server";
import type { Route } from "./+types/about";

/**
 * The owner's words for this page (/admin/pages) and her photos (her portrait, the salon, the shopfront);
 * the drawn art shows where she has set none, and the shopfront's place closes up without one.
 */
export async function loader() {
  const [words, photos] = await Promise.all([aboutPageWords(fulfilment()), slotPhotos(database(), ["portrait", "salon", "shopfront"])]);
  const salonSlot = fixedSlot("salon");
  return {
    words,
    portrait: photos.portrait ?? null,
    salonPicture: photos.salon ? slotImage(salonSlot, photos.salon) : null,
    shopfront: slotImage(fixedSlot("shopfront"), photos.shopfront),
  };
}

const name = salon.founder.firstName;

export const meta: Route.MetaFunction = () =>
  seo({
    title: `About ${salon.shortName} and ${name}`,
    description: `Meet ${name}, ${salon.founder.role} at ${salon.name} in Bangor since ${salon.openedYear}, with ${salon.founder.experience} of experience in colour, smoothing and cuts.`,
    path: "/about",
  });

const linkClass = "font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus";

export default function About({ loaderData }: Route.ComponentProps) {
  const { portrait, salonPicture, shopfront } = loaderData;
  const { intro, story, certifications, highlights, philosophy, shelf, community } = loaderData.words;
  const experience = salon.founder.experience;
  // Her photo of the salon takes the place of the first drawing (the styling station).
  const drawn = galleryImages.map((image) => ({ ...image, width: 1200, height: 900, position: null as string | null }));
  const gallery = salonPicture ? [salonPicture, ...drawn.slice(1)] : drawn;
  const hours = useSalonHours();
  return (
    <>
      <JsonLd
        data={[
          breadcrumbList([
            { name: "Home", path: "/" },
            { name: "About", path: "/about" },
          ]),
          {
            ...salonEntity(hours),
            foundingDate: String(salon.openedYear),
            founder: {
              "@type": "Person",
              name,
              jobTitle: salon.founder.role,
              ...(portrait && {
                image: { "@type": "ImageObject", url: absoluteUrl(portrait.url), width: portrait.width, height: portrait.height },
              }),
            },
          },
        ]}
      />

      {/* Founder profile */}
      <section className="relative overflow-hidden border-b border-ink/8 bg-gradient-to-b from-sand/70 to-cream">
        <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.2fr_0.8fr]">
          <div>
            <p className="eyebrow">About the studio</p>
            <h1 className="mt-4 text-display font-semibold">Meet {name}</h1>
            <p className="mt-3 font-medium text-clay first-letter:uppercase">
              {salon.founder.role} · {experience} of experience
            </p>
            <p className="mt-5 max-w-2xl text-lead leading-relaxed text-muted">{intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <BookButton placement="about_hero" size="lg" />
              <CallButton location="about_hero" size="lg" />
            </div>
          </div>
          <div className="space-y-5">
            {portrait && (
              <figure
                className="mx-auto max-w-sm overflow-hidden rounded-card bg-sand shadow-soft ring-1 ring-ink/5 lg:max-w-none"
                data-testid="about-portrait"
              >
                <Image
                  src={portrait.url}
                  alt={portrait.alt}
                  width={portrait.width}
                  height={portrait.height}
                  priority
                  sizes="(min-width: 1024px) 420px, (min-width: 640px) 384px, 90vw"
                  className="aspect-[4/5] w-full object-cover"
                  style={{ objectPosition: portrait.position }}
                />
              </figure>
            )}
            <dl className="grid grid-cols-2 gap-4">
              {[
                { value: String(salon.openedYear), label: "Studio opened in Bangor" },
                { value: experience.replace(/^over /, "").replace(" years", "+ yrs"), label: "Behind the chair" },
                { value: salon.reviewSummary.rating.toFixed(1), label: `From ${salon.reviewSummary.count} client reviews` },
                { value: String(servedSuburbs.length), label: "Suburbs we see clients from" },
              ].map((stat) => (
                <div key={stat.label} className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
                  <dt className="text-small leading-snug text-muted">{stat.label}</dt>
                  <dd className="order-first font-display text-h2 font-semibold text-eucalyptus">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      {/* Story, certifications and experience */}
      <section aria-labelledby="story-title" className="container-page grid gap-12 py-16 lg:grid-cols-[1.2fr_0.8fr]">
        <div>
          <SectionHeading id="story-title" eyebrow="Her story" title={`From first job to her own studio`} />
          <div className="prose-salon mt-4">
            {story.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        </div>
        <div className="space-y-6">
          <div className="border-t border-ink/15 pt-6">
            <h3 className="flex items-center gap-2 text-lead font-semibold">
              <Icon name="shield" className="size-5 text-clay" /> Certifications
            </h3>
            <ul className="mt-4 space-y-3 text-body leading-relaxed">
              {certifications.map((text, index) => (
                <li key={index} className="flex gap-2.5">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-eucalyptus" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card bg-eucalyptus p-7 text-cream shadow-soft">
            <h3 className="flex items-center gap-2 text-lead font-semibold text-cream">
              <Icon name="sparkle" className="size-5 text-wattle" /> Experience
            </h3>
            <ul className="mt-4 space-y-3 text-body leading-relaxed text-cream/90">
              {highlights.map((text, index) => (
                <li key={index} className="flex gap-2.5">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-wattle" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {/* Philosophy: the page's sand band, its points under hairlines rather than in cards */}
      <section aria-labelledby="philosophy-title" className="container-page band-sand py-16">
        <div>
          <SectionHeading id="philosophy-title" eyebrow="Our philosophy" title={philosophy.title} />
          <ul className="mt-10 grid gap-x-8 gap-y-10 md:grid-cols-3">
            {philosophy.points.map((point, index) => (
              <li key={index} className="border-t border-ink/15 pt-5">
                <span aria-hidden="true" className="font-display text-h2 font-semibold text-clay">
                  0{index + 1}
                </span>
                <h3 className="mt-3 text-lead font-semibold">{point.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Curated product line */}
      <section aria-labelledby="products-title" className="container-page py-16">
        <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
          <div>
            <SectionHeading id="products-title" eyebrow="On our shelves" title={shelf.title} intro={shelf.text} />
            <ButtonLink to="/collections" variant="secondary" className="mt-7">
              Shop hair care <Icon name="arrowRight" className="size-4" />
            </ButtonLink>
          </div>
          <ul className="grid gap-x-8 sm:grid-cols-2">
            {shelfBrands.map((brand) => (
              <li key={brand.name} className="border-t border-ink/10 py-5">
                <h3 className="font-display text-lead font-semibold text-eucalyptus">{brand.name}</h3>
                <p className="mt-1 text-small leading-relaxed text-muted">{brand.note}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Bangor community */}
      <section aria-labelledby="community-title" className="border-t border-ink/10 py-16">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="community-title" eyebrow="Local at heart" title={community.title} />
            <div className="prose-salon mt-4">
              {community.text.map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
            {shopfront && (
              <figure className="mt-8">
                <SlotPicture image={shopfront} sizes="(min-width: 1280px) 580px, (min-width: 1024px) 45vw, calc(100vw - 2.5rem)" className="aspect-[4/3] rounded-card shadow-soft" />
                <figcaption className="mt-3 text-small text-muted">{formattedAddress}</figcaption>
              </figure>
            )}
          </div>
          <div className="self-center border-t border-ink/10 pt-8 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
            <h3 className="text-lead font-semibold">Where our clients come from</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {servedSuburbs.map((suburb) => (
                <li key={suburb}>
                  <Link
                    to={nearPath(suburb)}
                    prefetch="intent"
                    className="inline-flex min-h-9 items-center rounded-full bg-mist/70 px-3.5 text-small font-medium text-eucalyptus transition-colors hover:bg-eucalyptus hover:text-cream"
                  >
                    {suburb}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="tap-links mt-5 text-small">
              <Link to="/areas" prefetch="intent" className={linkClass}>
                See all the areas we serve
              </Link>
            </p>
          </div>
        </div>
      </section>

      {/* Testimonials */}
      <section aria-labelledby="testimonials-title" className="container-page py-16">
        <SectionHeading id="testimonials-title" eyebrow="Kind words" title="What clients say" align="center" />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {aboutTestimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-card bg-white p-7 shadow-soft ring-1 ring-ink/5">
                <Stars rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 font-display text-body leading-relaxed">“{testimonial.text}”</blockquote>
                <figcaption className="mt-5 border-t border-ink/8 pt-4 text-small font-semibold">{testimonial.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      {/* Gallery */}
      <section aria-labelledby="gallery-title" className="container-page pb-4">
        <SectionHeading id="gallery-title" eyebrow="Inside the studio" title="Take a look around" />
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {gallery.map((image) => (
            <li key={image.src} className="overflow-hidden rounded-card bg-sand shadow-soft">
              <Image
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="(min-width: 1024px) 300px, 50vw"
                className="aspect-[4/3] h-full w-full object-cover transition-transform duration-300 hover:scale-[1.03]"
                style={image.position ? { objectPosition: image.position } : undefined}
              />
            </li>
          ))}
        </ul>
      </section>

      <BookingBanner
        placement="about_footer"
        look="sand"
        title={`Come and see us in ${salon.address.locality}`}
        text={`Book your next appointment with ${name}, or treat someone to a gift pack of the products we use in the salon.`}
        secondary={
          <ButtonLink to="/collections/christmas-gift-packs" variant="secondary" size="lg">
            Shop Featured Packs
          </ButtonLink>
        }
      />
    </>
  );
}
