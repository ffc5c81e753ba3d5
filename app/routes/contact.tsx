import { data } from "react-router";
import { JsonLd } from "~/components/content/json-ld";
import { MapEmbed } from "~/components/content/map-embed";
import { SectionHeading } from "~/components/content/section-heading";
import { ContactForm, type ContactOutcome } from "~/components/forms/contact-form";
import { FaqFeedback } from "~/components/forms/faq-feedback";
import { BookButton, CallButton, ChatButton } from "~/components/ui/contact-buttons";
import { EmailAddress } from "~/components/ui/email-address";
import { Icon, type IconName } from "~/components/ui/icons";
import { formattedAddress, salon } from "~/config/salon";
import { splitName, topicLabel, type ContactErrors, type ContactValues } from "~/lib/contact-form";
import { validateContact } from "~/lib/contact-form-schema";
import { hoursRows } from "~/lib/hours";
import { useSalonHours } from "~/lib/use-salon-settings";
import { HoursNotices } from "~/components/layout/hours-notices";
import { breadcrumbList, salonEntity, salonId } from "~/lib/seo/json-ld";
import { currentOpeningHours } from "~/server/opening-hours.server";
import { seo } from "~/lib/seo/meta";
import { absoluteUrl } from "~/lib/seo/site-url";
import { noteStorageFailure } from "~/server/db/storage.server";
import { jsonAddress } from "~/server/json-address.server";
import { leadAnswer, storeLeadFromForm } from "~/server/leads.server";
import { log } from "~/server/log.server";
import { readForm } from "~/server/request.server";
import { fulfilment } from "~/server/public-config.server";
import { faqsShown } from "~/server/words/saved-words.server";
import type { Route } from "./+types/contact";
import { noStickyAction } from "~/lib/sticky-action";
import { Painted } from "~/components/ui/painted";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Contact Us",
    description: `Call, text, e-mail or message ${salon.name} at ${formattedAddress}. Opening hours, parking and directions, plus a 24/7 chat and phone assistant.`,
    path: "/contact",
  });

/**
 * The same feature as JSON at /api/leads (this module's second address in app/routes.ts), where the enhanced contact
 * form, the exit-intent offer and the lead magnets post their grouped lead payload.
 */
export const middleware: Route.MiddlewareFunction[] = [jsonAddress(leadAnswer)];

/** The form without JavaScript: the same checks and storage as the enhanced form. */
const leadFields: Record<string, keyof ContactErrors> = {
  "contact.name": "name",
  "contact.email": "email",
  "contact.phone": "phone",
  "free_text.topic": "topic",
  "free_text.message": "message",
};

function leadFieldErrors(fieldErrors: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = leadFields[path];
    if (field) errors[field] ??= message;
  }
  return errors;
}

export async function action({ request }: Route.ActionArgs): Promise<ReturnType<typeof data<{ outcome: ContactOutcome }>>> {
  const form = await readForm(request);
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : "");
  const values: ContactValues = { name: text("name"), email: text("email"), phone: text("phone"), topic: text("topic"), message: text("message"), consent: form.get("consent") === "yes" };
  const checked = validateContact(values);
  if (!checked.ok) return data({ outcome: { state: "invalid", values, errors: checked.errors } }, { status: 400 });
  const { name, email, phone, topic, message, consent } = checked.data;
  const { firstName, lastName } = splitName(name);
  try {
    const result = await storeLeadFromForm(request, form, {
      formName: "contact_form",
      contact: { name, firstName, lastName, email, phone },
      consentMarketing: consent,
      freeText: { message, topic, topicLabel: topicLabel(topic) },
    });
    if (!result.ok) {
      // The lead check refused what the form check passed: show its reasons on the fields, or the failure panel.
      const errors = leadFieldErrors(result.fieldErrors);
      const outcome: ContactOutcome = Object.keys(errors).length ? { state: "invalid", values, errors } : { state: "failed", values };
      return data({ outcome }, { status: 400 });
    }
    return data({ outcome: { state: "sent", topic, firstName } });
  } catch (error) {
    noteStorageFailure(error);
    log("contact.store_failed", { error: (error as Error).message }, "error");
    return data({ outcome: { state: "failed", values } }, { status: 503 });
  }
}

const parkingTips: { icon: IconName; title: string; text: string }[] = [
  { icon: "car", title: "Free street parking", text: "Unmetered parks right outside the shops on Yala Road, usually free even on Saturday mornings." },
  { icon: "pin", title: "Rear parking", text: "More parking at the rear of the shops, handy on a long colour day when you'd rather not watch the clock." },
  { icon: "shield", title: "Wheelchair access", text: "Step-free entry from the rear parking and street level, with room for prams and walkers inside." },
];

const contactFaqIds = ["faq-parking-access", "faq-booking-lead-times", "faq-cancellation-policy"];

/** Three FAQs from the services page (as the owner last saved them), sent as data (in the kept page) rather than bundled into the page's JavaScript. */
export async function loader() {
  return {
    faqs: await faqsShown(fulfilment()).then((faqs) => contactFaqIds.flatMap((id) => faqs.filter((faq) => faq.id === id))),
    // Structured data is built here, on the server: the page's JavaScript never needs the builders.
    jsonLd: [
      salonEntity(await currentOpeningHours()),
      { "@context": "https://schema.org", "@type": "ContactPage", url: absoluteUrl("/contact"), name: `Contact ${salon.name}`, about: { "@id": salonId() } },
      breadcrumbList([
        { name: "Home", path: "/" },
        { name: "Contact", path: "/contact" },
      ]),
    ],
  };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const contactFaqs = loaderData.faqs;
  const { week } = useSalonHours();
  return (
    <>
      {loaderData.jsonLd.map((block, index) => (
        <JsonLd key={index} data={block} />
      ))}

      <Painted as="section" className="container-page pt-12 pb-10 lg:pt-16">
        <p className="eyebrow">Contact</p>
        <h1 className="mt-3 max-w-3xl text-display font-semibold">Come and see us, or just say hello</h1>
        <p className="mt-5 max-w-2xl text-lead leading-relaxed text-muted">
          Questions about a service, a product or an order? Send a message and {salon.founder.firstName} will get back to you, or call,
          text or chat with our assistants any time of day.
        </p>
      </Painted>

      {/* One full-bleed band holds everything needed to get in touch; the form is the one white surface on it. */}
      <div className="container-page band-sand grid items-start gap-10 py-12 sm:py-16 lg:grid-cols-[0.9fr_1.1fr] lg:gap-14">
        <Painted className="divide-y divide-ink/10">
          <section aria-labelledby="reach-title" className="pb-8">
            <h2 id="reach-title" className="text-lead font-semibold">
              Reach us
            </h2>
            <ul className="mt-5 space-y-5 text-body">
              <li className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-cream text-eucalyptus">
                  <Icon name="pin" />
                </span>
                <div>
                  <p className="font-semibold">Visit</p>
                  <address className="not-italic text-ink/80">{formattedAddress}</address>
                  <a href={salon.mapsUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-block text-small font-semibold text-eucalyptus underline underline-offset-4 hover:text-eucalyptus-dark">
                    Get directions<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </div>
              </li>
              <li className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-cream text-eucalyptus">
                  <Icon name="phone" />
                </span>
                <div>
                  <p className="font-semibold">Call or text</p>
                  <p className="tap-links text-ink/80">
                    <a href={`tel:${salon.phone.e164}`} className="hover:text-eucalyptus hover:underline">
                      Call {salon.phone.display}
                    </a>
                  </p>
                  <p className="tap-links text-ink/80">
                    <a href={`sms:${salon.sms.e164}`} className="hover:text-eucalyptus hover:underline">
                      Text {salon.sms.display}
                    </a>
                  </p>
                </div>
              </li>
              <li className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-cream text-eucalyptus">
                  <Icon name="mail" />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold">Email</p>
                  <a href={`mailto:${salon.email}`} className="tap-link text-ink/80 hover:text-eucalyptus hover:underline">
                    <EmailAddress address={salon.email} />
                  </a>
                </div>
              </li>
            </ul>
          </section>

          <section aria-labelledby="hours-title" className="pt-8">
            <h2 id="hours-title" className="flex items-center gap-2 text-lead font-semibold">
              <Icon name="clock" className="size-5 text-clay" /> Opening hours
            </h2>
            <dl className="mt-4 divide-y divide-ink/8 text-body">
              {hoursRows(week).map((row) => (
                <div key={row.day} className="flex justify-between gap-4 py-2">
                  <dt className="font-medium">{row.day}</dt>
                  <dd className={row.hours === "Closed" ? "text-muted" : ""}>{row.hours}</dd>
                </div>
              ))}
            </dl>
            <HoursNotices className="mt-4" />
          </section>
        </Painted>

        <ContactForm outcome={actionData?.outcome} />
      </div>

      <section aria-labelledby="find-title" className="container-page grid items-center gap-8 py-16 sm:py-20 lg:grid-cols-2">
        <Painted>
          <SectionHeading id="find-title" eyebrow="Getting here" title="Parking and access" intro={`We're at ${formattedAddress}, a short drive from Menai, Illawong and Sutherland.`} />
          <ul className="mt-6 space-y-4">
            {parkingTips.map((tip) => (
              <li key={tip.title} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-wattle-light text-clay">
                  <Icon name={tip.icon} />
                </span>
                <div>
                  <h3 className="font-sans text-body font-semibold">{tip.title}</h3>
                  <p className="text-muted">{tip.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Painted>
        <MapEmbed />
      </section>

      <Painted as="section" aria-labelledby="help-title" className="bg-eucalyptus py-14 text-cream sm:py-16">
        <div className="container-page grid gap-8 md:grid-cols-[1.3fr_1fr] md:items-center">
          <div>
            <p className="text-small font-semibold tracking-[0.18em] text-wattle-light uppercase">Help, 24/7</p>
            <h2 id="help-title" className="mt-2 text-h2 text-cream">
              Need an answer right now?
            </h2>
            <p className="mt-3 text-cream/85">
              Our phone assistant and chat assistant answer day and night: prices, availability, aftercare and product questions, in seconds.
              Anything detailed goes straight to {salon.founder.firstName}, who calls you back.
            </p>
          </div>
          <div className="flex flex-col gap-3 md:items-stretch">
            <CallButton location="contact_help" variant="light" size="lg" label="Call the phone assistant" className="w-full" />
            <ChatButton source="contact_help" variant="gold" size="lg" label="Chat with the assistant" className="w-full" />
          </div>
        </div>
      </Painted>

      <section aria-labelledby="contact-faq-title" className="container-page pt-16 sm:pt-20">
        <SectionHeading id="contact-faq-title" title="Common questions" />
        {/* Questions between hairlines, not in boxes: a column each on a laptop, one under another on a phone. */}
        <ul className="mt-8 grid md:grid-cols-3 md:gap-10">
          {contactFaqs.map((faq) => (
            <li key={faq.id} className="flex flex-col border-t border-ink/15 pt-6 pb-8">
              <h3 className="text-lead font-semibold">{faq.question}</h3>
              <p className="mt-2 flex-1 text-body leading-relaxed text-muted">{faq.answer}</p>
              <FaqFeedback faqId={faq.id} question={faq.question} />
            </li>
          ))}
        </ul>
      </section>

      <Painted as="section" className="container-page mb-4 border-t border-ink/10 pt-10 text-center">
        <p className="text-muted">Ready to book instead?</p>
        <BookButton placement="contact_footer" size="lg" className="mt-4" />
      </Painted>
    </>
  );
}
