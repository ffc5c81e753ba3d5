import type { CSSProperties } from "react";
import { Link } from "react-router";
import { BookButton } from "~/components/ui/contact-buttons";
import { SlotPicture } from "~/components/ui/slot-picture";
import type { SlotImage } from "~/lib/photos/photo-slots";
import type { IncludedStep, MenuCategory, MenuLine } from "~/lib/service-menu";

/** One line of the menu: name and price, then time, bundle, what it covers and the detail page where there is one. */
function ServiceMenuRow({ item, categorySlug }: { item: MenuLine; categorySlug: string }) {
  const notes = [item.duration, item.serviceCount ? `${item.serviceCount} services` : undefined, item.subtitle].filter(Boolean).join(" · ");
  return (
    <li className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 border-b border-ink/10 py-3">
      <h3 className="font-sans text-body leading-snug font-semibold">{item.name}</h3>
      <strong className="font-display text-lead font-semibold whitespace-nowrap text-eucalyptus">{item.price}</strong>
      {(notes || item.detailSlug) && (
        <p className="col-span-2 mt-0.5 text-small text-muted">
          {notes}
          {notes && item.detailSlug && " · "}
          {item.detailSlug && (
            <Link
              to={`/services/${categorySlug}/${item.detailSlug}`}
              prefetch="intent"
              className="font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              Learn more<span className="sr-only"> about {item.name}</span>
            </Link>
          )}
        </p>
      )}
    </li>
  );
}

/** The steps and add-ons that come with the category's package at no charge, said in one line under its prices. */
function IncludedSteps({ steps }: { steps: IncludedStep[] }) {
  const named = steps.map((step) => (step.duration ? `${step.name} (${step.duration})` : step.name));
  const list = named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0];
  return (
    <p className="-mt-2 text-small text-muted lg:col-start-2" data-testid="included-steps">
      <span className="font-semibold text-ink">Included at no extra charge:</span> {list}.
    </p>
  );
}

/**
 * One category of /services, read like a printed menu: a heading that folds the category
 * (native <details>, open to start with so anchors and pages without JavaScript land on the
 * prices), a line per service and one Book button for the whole category.
 */
export function ServiceMenuSection({ category, image, style }: { category: MenuCategory; image: SlotImage | null; style?: CSSProperties }) {
  const titleId = `${category.slug}-title`;
  return (
    <section id={category.slug} style={style} aria-labelledby={titleId} className="border-t border-ink/10">
      <details open className="group container-page">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-6 sm:py-8 [&::-webkit-details-marker]:hidden">
          <h2 id={titleId} className="text-h2">
            {category.name}
          </h2>
          {/* The count, then the chevron, at the end of the row (on a phone the count is for screen readers only). */}
          <span className="ml-auto shrink-0 text-small text-muted max-sm:sr-only">{category.lines.length} on the menu</span>
          <span className="glyph glyph-chevron-down grid size-9 shrink-0 place-items-center rounded-full bg-mist text-eucalyptus transition-transform duration-200 group-open:rotate-180 max-sm:ml-auto sm:-ml-1" />
        </summary>
        {/* On a phone: intro, the lines, then Book. Wider: intro and Book beside the lines. */}
        <div className="grid gap-x-14 gap-y-6 pb-10 lg:grid-cols-[0.75fr_1.25fr] lg:grid-rows-[auto_1fr]">
          <div className="max-w-xl">
            {/* The category's photo leads its introduction: below the fold, it loads as the reader scrolls to it. */}
            {image && <SlotPicture image={image} sizes="(min-width: 1280px) 440px, (min-width: 1024px) 36vw, calc(100vw - 2.5rem)" className="mb-5 aspect-[4/3] rounded-card lg:aspect-[3/2]" />}
            <p className="text-body leading-relaxed text-muted">{category.intro}</p>
          </div>
          <ul className="border-t border-ink/10 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {category.lines.map((line) => (
              <ServiceMenuRow key={line.bookingName} item={line} categorySlug={category.slug} />
            ))}
          </ul>
          {category.included.length > 0 && <IncludedSteps steps={category.included} />}
          <BookButton placement={`services_${category.slug}`} variant="secondary" className="self-start justify-self-start lg:col-start-1 lg:row-start-2" />
        </div>
      </details>
    </section>
  );
}
