import { JsonLd } from "~/components/content/json-ld";
import { SectionHeading } from "~/components/content/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { BookButton, CallButton } from "~/components/ui/contact-buttons";
import { Icon, type IconName } from "~/components/ui/icons";
import { PillLinks } from "~/components/ui/pill-links";
import { booking, formattedAddress, salon } from "~/config/salon";
import { hoursRows } from "~/lib/hours";
import { useSalonHours } from "~/lib/use-salon-settings";
import { HoursNotices } from "~/components/layout/hours-notices";
import { breadcrumbList, salonEntity } from "~/lib/seo/json-ld";
import { seo } from "~/lib/seo/meta";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Book an Appointment",
    description: `Book your colour, smoothing, cut or formal styling at ${salon.shortName} in Bangor online, any time. ${booking.rescheduleNoticeHours} hours' notice to reschedule; pay by cash, card or digital wallet.`,
    path: "/booking",
  });

/** The policy notes, each built from the booking constants in the config. */
const beforeYouBook: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "calendar",
    title: "Book ahead",
    text: `For colour or smoothing, book ${booking.leadTimes.colourOrSmoothing} ahead; for cuts, ${booking.leadTimes.cuts} is usually enough. Thursday evenings and Saturday mornings fill first.`,
  },
  {
    icon: "returns",
    title: `${booking.rescheduleNoticeHours} hours' notice to reschedule`,
    text: `Need to change or cancel? Let us know at least ${booking.rescheduleNoticeHours} hours before your appointment so we can offer the time to someone else. Late cancellations may incur a ${booking.lateCancellationFeePercent}% fee.`,
  },
  {
    icon: "clock",
    title: "Running late",
    text: `If you arrive more than ${booking.lateArrivalMinutes} minutes late, we may need to shorten your service or reschedule it, so the next client isn't kept waiting. A quick call helps us plan.`,
  },
  {
    icon: "shield",
    title: "Patch test for first-time colour",
    text: "New to colour with us? Pop in at least 48 hours before your appointment for a quick skin test. If you're booking colour and smoothing, leave 1–2 weeks between them.",
  },
  {
    icon: "sparkle",
    title: "Clients under 18",
    text: "A parent or guardian needs to consent to colour or smoothing for anyone under 18, at the consultation or by signing our consent form. Kids' cuts, braids and formal styles just need a grown-up to book.",
  },
  {
    icon: "bag",
    title: "Ways to pay",
    text: `We accept cash, card and digital payments. Buy now, pay later is available for services over $${booking.buyNowPayLaterOver}. Prices are in Australian dollars and include GST.`,
  },
];

const policyLinks = [
  { label: "Cancellation Policy", to: "/policies/returns" },
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
];

export default function Booking() {
  const hours = useSalonHours();
  return (
    <>
      <JsonLd
        data={[
          breadcrumbList([
            { name: "Home", path: "/" },
            { name: "Booking", path: "/booking" },
          ]),
          salonEntity(hours),
        ]}
      />

      <section className="relative overflow-hidden border-b border-ink/8 bg-gradient-to-b from-blush/50 to-cream">
        <svg aria-hidden="true" className="absolute top-10 -right-16 size-80 text-clay/15" viewBox="0 0 200 200">
          <rect x="30" y="40" width="140" height="130" rx="18" fill="none" stroke="currentColor" strokeWidth="6" />
          <path d="M30 80h140M70 25v30M130 25v30" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
        </svg>
        <div className="relative container-page py-14 sm:py-20">
          <p className="eyebrow">Appointments</p>
          <h1 className="mt-4 max-w-3xl text-display font-semibold">Book your visit</h1>
          <p className="mt-5 max-w-2xl text-lead leading-relaxed text-muted">
            Pick a service and a time that suits you, day or night. Our online booking shows the times that are free right now, with the
            same prices and durations as our menu. Prefer to talk it through first? Call us.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <BookButton placement="booking_hero" size="lg" />
            <CallButton location="booking_hero" size="lg" label={`Call ${salon.phone.display}`} />
          </div>
        </div>
      </section>

      <section aria-labelledby="online-title" className="container-page py-16">
        <div className="grid gap-8 rounded-[2rem] bg-eucalyptus p-8 text-cream shadow-lift sm:p-12 lg:grid-cols-[1.3fr_0.7fr] lg:items-center">
          <div>
            <h2 id="online-title" className="text-h2 text-cream">
              Book online now
            </h2>
            <p className="mt-3 max-w-xl leading-relaxed text-cream/85">
              Our booking page lists every service with its price and duration. Choose your service, pick a free time and you're booked in,
              usually in under a minute.
            </p>
            <ul className="mt-6 grid gap-2 text-small text-cream/90 sm:grid-cols-2">
              {["Open 24/7, even when we're closed", "Free times shown as they are", "Same prices as our menu", "No phone tag needed"].map(
                (text) => (
                  <li key={text} className="flex items-center gap-2">
                    <Icon name="check" className="size-4 text-wattle" />
                    {text}
                  </li>
                ),
              )}
            </ul>
          </div>
          <div className="rounded-card bg-white/10 p-6 ring-1 ring-cream/15">
            <p className="text-small text-cream/80">Opens our booking page in a new tab.</p>
            <BookButton placement="booking_panel" variant="gold" size="lg" className="mt-4 w-full" />
          </div>
        </div>
      </section>

      <section aria-labelledby="before-title" className="bg-sand/45 py-16">
        <div className="container-page">
          <SectionHeading
            id="before-title"
            eyebrow="Good to know"
            title="Before you book"
            intro="A few simple policies keep appointments running on time for everyone."
          />
          {/* Notes between hairlines on the band, not six white boxes. */}
          <ul className="mt-10 grid gap-x-10 md:grid-cols-2 lg:grid-cols-3">
            {beforeYouBook.map((note) => (
              <li key={note.title} className="border-t border-ink/15 pt-6 pb-8">
                <span className="grid size-10 place-items-center rounded-full bg-cream text-eucalyptus">
                  <Icon name={note.icon} className="size-5" />
                </span>
                <h3 className="mt-4 text-lead font-semibold">{note.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{note.text}</p>
              </li>
            ))}
          </ul>
          <nav aria-label="Booking policies" className="mt-10">
            <PillLinks links={policyLinks} />
          </nav>
        </div>
      </section>

      <section aria-labelledby="questions-title" className="container-page py-16">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="questions-title"
              eyebrow="Need a hand?"
              title="Questions about booking?"
              intro={
                <>
                  Not sure which service or how long to allow? Call us on <span className="whitespace-nowrap">{salon.phone.display}</span> and we'll help you choose, or read the answers to the
                  questions we hear most.
                </>
              }
            />
            <div className="mt-7 flex flex-wrap gap-3">
              <CallButton location="booking_questions" variant="primary" label={`Call ${salon.phone.display}`} />
              <ButtonLink to="/services#faqs" variant="secondary">
                View FAQs
              </ButtonLink>
            </div>
          </div>
          <div className="rounded-card bg-white p-7 shadow-soft ring-1 ring-ink/5">
            <h3 className="flex items-center gap-2 text-lead font-semibold">
              <Icon name="clock" className="size-5 text-clay" /> Opening hours
            </h3>
            <table className="mt-4 w-full text-body">
              <caption className="sr-only">Opening hours</caption>
              <tbody>
                {hoursRows(hours.week).map((row) => (
                  <tr key={row.day} className="border-b border-ink/8 last:border-0">
                    <th scope="row" className="py-2 text-left font-medium">
                      {row.day}
                    </th>
                    <td className={`py-2 text-right ${row.hours === "Closed" ? "text-muted" : ""}`}>{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <HoursNotices className="mt-4" />
            <p className="mt-5 flex gap-2 text-small text-muted">
              <Icon name="pin" className="mt-0.5 size-4 shrink-0 text-clay" />
              {formattedAddress}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
