import type { ReactNode, SyntheticEvent } from "react";
import { Icon } from "~/components/ui/icons";

export type FaqAccordionItem = { id: string; question: string; answer: ReactNode; extra?: ReactNode };

/**
 * Questions as native <details>: readable and operable before JavaScript.
 * Items share a `name`, so opening one closes the others (one open at a time,
 * and an open one collapses again on a second click). The toggle handler keeps
 * that rule in browsers without exclusive <details>.
 */
export function FaqAccordion({ group, items, tone = "white" }: { group: string; items: readonly FaqAccordionItem[]; tone?: "white" | "cream" }) {
  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened
      .closest("[data-faq-group]")
      ?.querySelectorAll<HTMLDetailsElement>("details[open]")
      .forEach((other) => {
        if (other !== opened) other.open = false;
      });
  };
  return (
    <div data-faq-group={group} className="divide-y divide-ink/10 overflow-hidden rounded-card bg-white/90 shadow-soft ring-1 ring-ink/5">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={group} onToggle={closeOthers} className={`group ${tone === "cream" ? "open:bg-cream/70" : "open:bg-white"}`}>
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-display text-[1.08rem] leading-snug font-medium text-ink transition-colors hover:bg-mist/40 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-mist text-eucalyptus transition-transform duration-200 group-open:rotate-180">
              <Icon name="chevronDown" className="size-4" />
            </span>
          </summary>
          <div className="px-5 pb-5 text-[0.98rem] leading-relaxed text-ink/85 sm:px-6">
            {item.answer}
            {item.extra && <div className="mt-4">{item.extra}</div>}
          </div>
        </details>
      ))}
    </div>
  );
}
