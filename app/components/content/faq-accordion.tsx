import type { ReactNode } from "react";

export type FaqItem = { id: string; question: string; answer: string };

/**
 * Questions that open one at a time and close again: native <details> sharing
 * a `name`, so it works before JavaScript. `extra` renders under each answer
 * (the per-question feedback widget).
 */
export function FaqAccordion({ group, faqs, extra }: { group: string; faqs: FaqItem[]; extra?: (faq: FaqItem) => ReactNode }) {
  return (
    // Open lines between hairlines rather than one more white card: the answers read as part of the page.
    <div className="divide-y divide-ink/10 border-y border-ink/10">
      {faqs.map((faq) => (
        <details key={faq.id} name={group} id={faq.id} className="group scroll-mt-28">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-1 py-5 transition-colors hover:text-eucalyptus focus-visible:outline-offset-[-3px] [&::-webkit-details-marker]:hidden">
            <h3 className="font-sans text-body leading-snug font-semibold text-ink group-open:text-eucalyptus">{faq.question}</h3>
            <span className="glyph glyph-chevron-down mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-mist text-eucalyptus transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <div className="px-1 pb-6">
            <p className="max-w-3xl leading-relaxed text-ink/80">{faq.answer}</p>
            {extra?.(faq)}
          </div>
        </details>
      ))}
    </div>
  );
}
