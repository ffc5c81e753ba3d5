import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icons";
import { howToChoose } from "~/content/shop-guide";

/** The collection page's 'How to Choose' accordion: native details/summary, so it works without JavaScript. */
export function HowToChoose() {
  return (
    <section className="container-page py-16" aria-labelledby="how-to-choose-title">
      <div className="grid gap-10 rounded-[2rem] bg-white p-7 shadow-soft ring-1 ring-ink/5 md:grid-cols-[0.8fr_1.2fr] md:p-12">
        <div>
          <p className="eyebrow">Stylist advice</p>
          <h2 id="how-to-choose-title" className="mt-2 text-h2">
            How to choose
          </h2>
          <p className="mt-3 text-muted">Not sure what to pick? These are the questions we answer most at the salon desk.</p>
          <Link to="/contact" className="mt-6 inline-flex items-center gap-2 font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus">
            Ask us about your hair <Icon name="arrowRight" className="size-4" />
          </Link>
        </div>
        <div className="divide-y divide-ink/10 border-y border-ink/10">
          {howToChoose.map((item) => (
            <details key={item.question} className="group py-1">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 font-semibold text-ink hover:text-eucalyptus [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon name="chevronDown" className="size-5 shrink-0 text-clay transition-transform group-open:rotate-180" />
              </summary>
              <p className="pb-5 leading-relaxed text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
