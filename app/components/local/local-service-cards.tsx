import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icons";
import { PriceQuote } from "~/components/content/price-quote";
import type { LocalServiceCard } from "~/content/local-services";
import type { PriceQuote as Quote } from "~/lib/area-services";

const tones: Record<LocalServiceCard["tone"], string> = { blush: "bg-blush/70", mist: "bg-mist", wattle: "bg-wattle-light/80" };

/** Three cards into the /services menu, each with the price the catalogue gives and the service it is for. */
export function LocalServiceCards({ cards, quotes }: { cards: LocalServiceCard[]; quotes: Record<string, Quote> }) {
  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.anchor}>
          <Link
            to={`/services#${card.anchor}`}
            prefetch="intent"
            className={`group flex h-full flex-col rounded-card ${tones[card.tone]} p-7 ring-1 ring-ink/5 transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lift`}
          >
            <h3 className="text-lead">{card.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-ink/80">{card.text}</p>
            <p className="mt-6 flex items-center justify-between gap-3 border-t border-ink/10 pt-4 text-small font-semibold text-eucalyptus">
              <PriceQuote quote={quotes[card.priceFrom]} />
              <span className="inline-flex shrink-0 items-center gap-1.5">
                See prices
                <Icon name="arrowRight" className="size-4.5 transition-transform group-hover:translate-x-1" />
              </span>
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
