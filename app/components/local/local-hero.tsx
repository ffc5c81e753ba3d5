import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/ui/icons";
import ringsSage from "~/components/ui/art/rings-sage.svg?url";

export type GlanceRow = { icon: IconName; label: string; value: ReactNode };

/**
 * The opening of a suburb or area page: place-specific heading and actions on
 * the left, the practical facts at a glance on the right. Text only, so the
 * largest paint is the heading and nothing waits for an image.
 */
export function LocalHero({
  badge,
  title,
  intro,
  actions,
  glance,
  breadcrumbs,
}: {
  badge: string;
  title: string;
  intro?: string;
  actions: ReactNode;
  glance: GlanceRow[];
  breadcrumbs: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-ink/8 bg-gradient-to-b from-sand/70 to-cream">
      <img src={ringsSage} alt="" width="200" height="200" className="max-w-none pointer-events-none absolute -top-24 -right-28 size-[30rem]" />
      <div className="container-page relative pt-6 pb-14 lg:pb-20">
        {breadcrumbs}
        <div className="mt-8 grid items-start gap-10 lg:mt-12 lg:grid-cols-[1.35fr_1fr] lg:gap-14">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3.5 py-1.5 text-small font-semibold text-eucalyptus shadow-soft ring-1 ring-eucalyptus/10">
              <Icon name="car" className="size-4 text-clay" />
              {badge}
            </p>
            <h1 className="mt-5 text-display font-semibold">{title}</h1>
            {intro && <p className="mt-5 max-w-2xl text-lead leading-relaxed text-ink/80">{intro}</p>}
            <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
          </div>
          <aside aria-label="At a glance" className="rounded-[1.75rem] bg-white/90 p-6 shadow-lift ring-1 ring-ink/5 sm:p-7">
            <p className="eyebrow">At a glance</p>
            <dl className="mt-4 divide-y divide-ink/8">
              {glance.map((row) => (
                <div key={row.label} className="group relative min-h-16 py-3.5 pl-14 first:pt-2 last:pb-0">
                  <dt className="text-small font-semibold tracking-wide text-muted uppercase">
                    <span className="absolute top-3.5 left-0 grid size-10 place-items-center rounded-full bg-mist text-eucalyptus group-first:top-2">
                      <Icon name={row.icon} className="size-5" />
                    </span>
                    {row.label}
                  </dt>
                  <dd className="mt-0.5 leading-snug text-ink">{row.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </div>
    </section>
  );
}
