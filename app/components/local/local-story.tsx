import { salon } from "~/config/salon";
import { RatingSummary } from "~/components/reviews/rating-summary";

/**
 * What a local page says about its place, the same on /near and /areas: an eyebrow and heading, the place's
 * own words (the first paragraph opens with a drop capital), and the founder's promise set as a quote beside them.
 */
export function LocalStory({ eyebrow, headingId, title, paragraphs }: { eyebrow: string; headingId: string; title: string; paragraphs: string[] }) {
  return (
    <section className="container-page py-16" aria-labelledby={headingId}>
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-h2">
            {title}
          </h2>
          <div className="mt-5 space-y-4 text-lead leading-relaxed text-ink/85">
            {paragraphs.map((text, index) => (
              <p
                key={index}
                className="first:first-letter:float-left first:first-letter:mr-2 first:first-letter:font-display first:first-letter:text-h1 first:first-letter:leading-none first:first-letter:text-clay"
              >
                {text}
              </p>
            ))}
          </div>
        </div>
        <figure className="rounded-card bg-eucalyptus p-7 text-cream shadow-lift">
          <p className="font-display text-lead leading-snug text-cream">“One stylist from consultation to finish, and your formula on file for next time.”</p>
          <figcaption className="mt-5 text-small text-cream/80">
            {salon.founder.firstName}, {salon.founder.role}: {salon.founder.experience} in the chair, in Bangor since {salon.openedYear}.
          </figcaption>
          <div className="mt-5 border-t border-cream/15 pt-4">
            <RatingSummary tone="light" />
          </div>
        </figure>
      </div>
    </section>
  );
}
