import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { JsonLd } from "~/components/content/json-ld";
import { EmailAddress } from "~/components/ui/email-address";
import { Icon } from "~/components/ui/icons";
import { PillLinks } from "~/components/ui/pill-links";
import { legalLinks } from "~/config/navigation";
import { formattedAddress, salon } from "~/config/salon";
import { linkLabel } from "~/lib/shop/fulfilment";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";
import { breadcrumbList } from "~/lib/seo/json-ld";
import { seo } from "~/lib/seo/meta";
import type { Policy } from "~/server/policies.server";

type PolicyView = Pick<Policy, "title" | "description" | "path" | "updated" | "html" | "headings">;

/** head tags of a policy page */
export function policySeo(policy: PolicyView | undefined) {
  if (!policy) return seo({ title: "Policies", description: `Policies of ${salon.name}.`, path: "/sitemap" });
  return seo({ title: policy.title, description: policy.description, path: policy.path });
}

function formatDate(isoDate: string) {
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

const prose = [
  "prose-salon max-w-none",
  "[&_h2]:scroll-mt-28 [&_h2:first-child]:mt-0",
  "[&_.policy-table]:my-6 [&_.policy-table]:overflow-x-auto [&_.policy-table]:rounded-2xl [&_.policy-table]:bg-white [&_.policy-table]:ring-1 [&_.policy-table]:ring-ink/10",
  "[&_table]:w-full [&_table]:min-w-[32rem] [&_table]:border-collapse [&_table]:text-left [&_table]:text-body",
  "[&_th]:bg-mist/60 [&_th]:px-4 [&_th]:py-3 [&_th]:font-semibold [&_td]:border-t [&_td]:border-ink/8 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top",
].join(" ");

/** Every policy page: one template around the Markdown document. */
export function PolicyPage({ policy }: { policy: PolicyView }) {
  const { policyLabel } = useFulfilmentCopy();
  const others = legalLinks.filter((link) => link.to !== policy.path && link.to !== "/sitemap").map((link) => ({ ...link, label: linkLabel(link, policyLabel) }));
  return (
    <>
      <JsonLd
        data={breadcrumbList([
          { name: "Home", path: "/" },
          { name: policy.title, path: policy.path },
        ])}
      />
      <header className="border-b border-ink/8 bg-gradient-to-b from-sand/70 to-cream">
        <div className="container-page pt-6 pb-12 sm:pb-14">
          <Breadcrumbs
            items={[
              { name: "Home", to: "/" },
              { name: policy.title, to: policy.path },
            ]}
          />
          <p className="mt-10 eyebrow">Policies &amp; legal</p>
          <h1 className="mt-3 text-h1 font-semibold">{policy.title}</h1>
          <p className="mt-4 max-w-2xl text-lead leading-relaxed text-muted">{policy.description}</p>
          <p className="mt-5 text-small text-muted">
            Last updated <time dateTime={policy.updated}>{formatDate(policy.updated)}</time>
          </p>
        </div>
      </header>

      <div className="container-page grid gap-12 py-14 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:order-first">
          <nav aria-label="On this page" className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 lg:sticky lg:top-24">
            <h2 className="font-sans text-small font-semibold tracking-[0.18em] text-clay uppercase">On this page</h2>
            <ol className="mt-3 space-y-1.5 text-small">
              {policy.headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className="block rounded-md py-0.5 text-ink/80 hover:text-eucalyptus hover:underline">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <div className="min-w-0 max-w-3xl">
          <div data-internal-links className={prose} dangerouslySetInnerHTML={{ __html: policy.html }} />

          <section aria-labelledby="policy-contact-title" className="mt-14 rounded-card bg-mist/50 p-6 sm:p-8">
            <h2 id="policy-contact-title" className="text-lead font-semibold">
              Questions about this policy?
            </h2>
            <ul className="mt-4 space-y-2 text-body">
              <li className="flex items-center gap-2">
                <Icon name="phone" className="size-4 text-clay" />
                <a href={`tel:${salon.phone.e164}`} className="font-medium text-eucalyptus hover:underline">
                  {salon.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Icon name="mail" className="size-4 text-clay" />
                <a href={`mailto:${salon.email}`} className="font-medium text-eucalyptus hover:underline">
                  <EmailAddress address={salon.email} />
                </a>
              </li>
              <li className="flex items-start gap-2">
                <Icon name="pin" className="mt-1 size-4 shrink-0 text-clay" />
                {formattedAddress}
              </li>
            </ul>
          </section>

          <nav aria-label="Other policies" className="mt-10">
            <h2 className="font-sans text-small font-semibold tracking-[0.18em] text-clay uppercase">Other policies</h2>
            <PillLinks links={others} size="sm" className="mt-3" />
          </nav>
        </div>
      </div>
    </>
  );
}
