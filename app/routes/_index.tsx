import { Link } from "~/components/ui/link";
import { PostCard } from "~/components/blog/post-card";
import { BookingBanner } from "~/components/content/booking-banner";
import { JsonLd } from "~/components/content/json-ld";
import { PriceQuote } from "~/components/content/price-quote";
import { SectionHeading } from "~/components/content/section-heading";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { ReviewCard } from "~/components/reviews/review-card";
import { ReviewWidget } from "~/components/reviews/review-widget";
import { ButtonLink } from "~/components/ui/button";
import { BookButton, CallButton, ChatButton } from "~/components/ui/contact-buttons";
import { Icon, type IconName } from "~/components/ui/icons";
import { formattedAddress, salon } from "~/config/salon";
import type { LocalServiceCard } from "~/content/local-services";
import { homeReviewRows } from "~/content/reviews";
import { priceQuotes } from "~/lib/area-services";
import { hoursRows } from "~/lib/hours";
import { useSalonHours } from "~/lib/use-salon-settings";
import { HoursNotices } from "~/components/layout/hours-notices";
import { salonEntity } from "~/lib/seo/json-ld";
import { seo } from "~/lib/seo/meta";
import { Painted } from "~/components/ui/painted";
import { deferred } from "~/components/ui/deferred";
import { SlotPicture } from "~/components/ui/slot-picture";
import { fixedSlot, slotImage, type SlotImage } from "~/lib/photos/photo-slots";
import { latestBlogPosts } from "~/server/blog.server";
import { database } from "~/server/db/client.server";
import { slotPhotos } from "~/server/photos/photos.server";
import { fulfilment } from "~/server/public-config.server";
import { aboutPageWords } from "~/server/words/saved-words.server";
import { priceCatalogue, serviceMenu } from "~/server/service-menu.server";
import type { Route } from "./+types/_index";

/**
 * Kept for everyone: the newest articles for the blog teasers, and the service tiles' prices, computed
 * from the menu here so the menu's module never reaches the page's JavaScript. The gift packs' code is
 * loaded first so the server renders them (their placeholder, since they load in the browser).
 */
export async function loader() {
  await GiftSpotlight.preload();
  const [latestPosts, menu, photos, words] = await Promise.all([
    latestBlogPosts(3),
    serviceMenu(),
    slotPhotos(database(), ["home-hero", "portrait"]),
    aboutPageWords(fulfilment()),
  ]);
  return {
    latestPosts,
    quotes: priceQuotes(priceCatalogue(menu)),
    hero: slotImage(fixedSlot("home-hero"), photos["home-hero"]) as SlotImage,
    founder: { image: slotImage(fixedSlot("portrait"), photos.portrait) as SlotImage, intro: words.intro },
  };
}

// Below the fold on a phone: its code loads as the reader approaches it, not while the page starts.
const GiftSpotlight = deferred(() => import("~/components/shop/gift-spotlight").then((module) => module.GiftSpotlight));

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Hair Salon in Bangor, Sutherland Shire",
    description: `Boutique hair salon in Bangor NSW for colour, Straight Up smoothing, cuts and formal styling. Rated ${salon.reviewSummary.rating} from ${salon.reviewSummary.count} reviews. Book online or shop salon hair care.`,
    path: "/",
  });

const heroClaims = [
  { value: "< 5 s", label: "to a reply" },
  { value: "24/7", label: "always answering" },
  { value: "100%", label: "free to ask" },
];

const serviceTiles: { title: string; text: string; priceFrom: LocalServiceCard["priceFrom"]; to: string; tone: string }[] = [
  {
    title: "Colour & Blonding",
    text: "Foils, full colour, regrowth and toners, planned around your skin tone and how often you want to visit.",
    priceFrom: "Foils",
    to: "/services#colour",
    tone: "bg-blush",
  },
  {
    title: "Smoothing & Treatments",
    text: "Straight Up smoothing that tames frizz for months, plus quick in-salon conditioning for tired lengths.",
    priceFrom: "Straight Up smoothing",
    to: "/services#smoothing",
    tone: "bg-mist",
  },
  {
    title: "Cuts & Styling",
    text: "Wash, cut and blow-dry packages for every length, kids' cuts, braids and formal upstyles.",
    priceFrom: "Cut & blow-dry",
    to: "/services#cuts",
    tone: "bg-wattle-light",
  },
];

const featureCards: { icon: IconName; title: string; text: string; action: "call" | "chat" | "book" }[] = [
  { icon: "phone", title: "Call any time", text: "Our phone assistant answers day and night and passes detailed questions to Claire.", action: "call" },
  { icon: "chat", title: "Chat with us", text: "Ask about prices, aftercare or which service suits you and get an answer in seconds.", action: "chat" },
  { icon: "calendar", title: "Book direct", text: "See live availability and lock in your time online, no phone tag needed.", action: "book" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latestPosts, hero, founder } = loaderData;
  const reviewRows = homeReviewRows();
  const hours = useSalonHours();
  return (
    <>
      <JsonLd data={salonEntity(hours)} />

      <Painted as="section" className="relative overflow-hidden">
        <div className="container-page grid items-center gap-10 pt-10 pb-14 lg:grid-cols-[1.05fr_0.95fr] lg:pt-16 lg:pb-20">
          <div>
            <p className="eyebrow">Bangor · Sutherland Shire</p>
            <h1 className="mt-4 text-display font-semibold">Questions about your hair?</h1>
            <p className="mt-5 max-w-xl text-lead leading-relaxed text-muted">
              Ask our chat assistant or call our phone assistant, day or night. Whether it's smoothing aftercare, the right toner or what a
              regrowth costs, you'll have an answer before your kettle boils.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ChatButton source="home_hero" notice="hero" variant="primary" size="lg" label="Chat with us" />
              <CallButton location="home_hero" size="lg" label={`Call ${salon.phone.display}`} />
            </div>
            <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-ink/10 pt-6">
              {heroClaims.map((claim) => (
                <div key={claim.label}>
                  <dt className="text-small text-muted">{claim.label}</dt>
                  <dd className="order-first font-display text-h2 font-semibold text-eucalyptus">{claim.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="relative">
            <div className="absolute -inset-4 -z-10 rotate-2 rounded-[2.5rem] bg-blush/60" aria-hidden="true" />
            {/* The page's largest paint: loaded first, at the width the column is shown. */}
            <SlotPicture
              image={hero}
              priority
              sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, calc(100vw - 2.5rem)"
              className="aspect-[4/3] rounded-[2rem] shadow-lift"
            />
          </div>
        </div>
      </Painted>

      <Painted as="section" aria-label="What clients say" className="border-y border-ink/8 bg-sand/50">
        <div className="container-page flex flex-col gap-4 py-5 lg:flex-row lg:items-center">
          <RatingSummary />
          <ul className="flex min-w-0 flex-1 flex-col gap-3 md:flex-row">
            {reviewRows.strip.map((review) => (
              <li key={review.id} className="min-w-0 flex-1">
                <ReviewCard review={review} compact />
              </li>
            ))}
          </ul>
        </div>
      </Painted>

      <Painted as="section" className="container-page py-16" aria-labelledby="ways-title">
        <h2 id="ways-title" className="sr-only">
          Three ways to reach us
        </h2>
        {/* Three open columns under hairlines: on a phone three stacked white cards read as a template. */}
        <ul className="grid gap-x-8 gap-y-10 md:grid-cols-3">
          {featureCards.map((card) => (
            <li key={card.title} className="flex flex-col border-t border-ink/15 pt-6">
              <div className="flex items-center gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-mist text-eucalyptus">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <h3 className="text-lead">{card.title}</h3>
              </div>
              <p className="mt-2 flex-1 text-muted">{card.text}</p>
              <div className="mt-5">
                {card.action === "call" && <CallButton location="home_feature_strip" size="sm" label={salon.phone.display} />}
                {card.action === "chat" && <ChatButton source="home_feature_strip" size="sm" />}
                {card.action === "book" && <BookButton placement="home_feature_strip" size="sm" variant="secondary" />}
              </div>
            </li>
          ))}
        </ul>
      </Painted>

      <Painted as="section" className="container-page py-8" aria-labelledby="services-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="services-title" eyebrow="In the chair" title="What we do best" intro="Every appointment starts with a proper consultation, so you leave with hair that suits your life, not just the mirror." />
          <ButtonLink to="/services" variant="secondary">
            All services & prices
          </ButtonLink>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {serviceTiles.map((tile) => (
            <li key={tile.title}>
              <Link
                to={tile.to}
                prefetch="intent"
                className={`group flex h-full flex-col rounded-card ${tile.tone} p-7 transition-shadow hover:shadow-lift`}
              >
                <h3 className="text-lead">{tile.title}</h3>
                <p className="mt-3 flex-1 text-ink/80">{tile.text}</p>
                <p className="mt-6 flex items-center justify-between gap-3 text-small font-semibold text-eucalyptus">
                  <PriceQuote quote={loaderData.quotes[tile.priceFrom]} />
                  <Icon name="arrowRight" className="size-5 shrink-0 transition-transform group-hover:translate-x-1" />
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </Painted>

      <Painted as="section" className="container-page py-16" aria-labelledby="founder-title">
        {/* Her portrait leads on a phone; wider, it stands beside her words like a magazine profile. */}
        <div className="grid items-center gap-8 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] md:gap-14">
          <figure className="mx-auto w-full max-w-sm md:max-w-none">
            <SlotPicture
              image={founder.image}
              sizes="(min-width: 1280px) 440px, (min-width: 768px) 38vw, min(24rem, calc(100vw - 2.5rem))"
              className="aspect-[4/5] rounded-[2rem] shadow-soft"
            />
          </figure>
          <div>
            <p className="eyebrow">Your stylist</p>
            <h2 id="founder-title" className="mt-3 text-h2">
              Meet {salon.founder.firstName}
            </h2>
            <p className="mt-2 font-medium text-clay first-letter:uppercase">
              {salon.founder.role} · {salon.founder.experience} of experience
            </p>
            <p className="mt-5 max-w-xl text-lead leading-relaxed text-muted">{founder.intro}</p>
            <ButtonLink to="/about" variant="secondary" className="mt-7">
              More about {salon.founder.firstName}
            </ButtonLink>
          </div>
        </div>
      </Painted>

      <GiftSpotlight.Deferred />

      <Painted as="section" className="container-page py-16" aria-labelledby="testimonials-title">
        <SectionHeading id="testimonials-title" eyebrow="Kind words" title="Clients from across the Shire" align="center" />
        <div className="mt-3 flex justify-center">
          <RatingSummary />
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {reviewRows.testimonials.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </Painted>

      <ReviewWidget className="container-page" />

      <BookingBanner placement="home_booking_banner" />

      {latestPosts.length > 0 && (
        <Painted as="section" className="container-page pb-20" aria-labelledby="blog-teasers-title">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading
              id="blog-teasers-title"
              eyebrow="From the blog"
              title="Advice from the salon chair"
              intro={`Practical guides from ${salon.founder.firstName} on frizz, colour, smoothing and the products worth buying.`}
            />
            <ButtonLink to="/blog" variant="secondary">
              Read the blog
            </ButtonLink>
          </div>
          <ul className="mt-10 grid gap-x-8 gap-y-10 md:grid-cols-3">
            {latestPosts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </Painted>
      )}

      <Painted as="section" className="container-page" aria-labelledby="questions-title">
        <div className="grid gap-8 rounded-[2rem] bg-white p-8 shadow-soft ring-1 ring-ink/5 md:grid-cols-2 md:p-12">
          <div>
            <h2 id="questions-title" className="text-h2">
              Questions?
            </h2>
            <p className="mt-3 text-muted">
              Not sure which service you need or what it will cost? Send us a message and {salon.founder.firstName} will get back to you, or
              drop in during opening hours.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to="/contact">Send a message</ButtonLink>
              <CallButton location="home_questions" />
            </div>
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <h3 className="flex items-center gap-2 font-sans text-small font-semibold tracking-wide uppercase">
                <Icon name="pin" className="size-4 text-clay" /> Find us
              </h3>
              <p className="mt-2 text-small leading-relaxed">{formattedAddress}</p>
              <a href={salon.mapsUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-small font-semibold text-eucalyptus underline underline-offset-4">
                Get directions<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
            <div>
              <h3 className="flex items-center gap-2 font-sans text-small font-semibold tracking-wide uppercase">
                <Icon name="clock" className="size-4 text-clay" /> Hours
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-small">
                {hoursRows(hours.week).map((row) => (
                  <div key={row.day} className="contents">
                    <dt className="text-muted">{row.short}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <HoursNotices className="mt-3" />
            </div>
          </div>
        </div>
      </Painted>
    </>
  );
}
