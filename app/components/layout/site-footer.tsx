import { Fragment, type ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { footerQuickLinks, legalLinks } from "~/config/navigation";
import { linkLabel } from "~/lib/shop/fulfilment";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";
import { formattedAddress, salon, servedSuburbs } from "~/config/salon";
import { EmailAddress } from "~/components/ui/email-address";
import { Icon, type IconName } from "~/components/ui/icons";
import { Painted } from "~/components/ui/painted";
import { hoursRows } from "~/lib/hours";
import { useSalonHours } from "~/lib/use-salon-settings";
import { HoursNotices } from "./hours-notices";
import { BrandMark } from "./brand-mark";

const socials: { name: string; href: string; icon: IconName }[] = [
  { name: "Instagram", href: salon.social.instagram, icon: "instagram" },
  { name: "Facebook", href: salon.social.facebook, icon: "facebook" },
  { name: "TikTok", href: salon.social.tiktok, icon: "tiktok" },
];

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-4 font-sans text-small font-semibold tracking-[0.2em] text-wattle-light uppercase">{children}</h2>;
}

/** Footer of every page. `newsletter` is the signup form, supplied by the shell. */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const { policyLabel } = useFulfilmentCopy();
  const { week } = useSalonHours();
  return (
    <footer className="bg-eucalyptus-dark text-cream/90">
      {newsletter}
      {/* Below the signup form, the footer is links and facts: painted, not hydrated. */}
      <Painted>
        <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-4">
            <BrandMark tone="light" />
            <p className="text-small leading-relaxed text-cream/75">
              A small, unhurried salon in Bangor for colour, smoothing, cuts and styling, with salon-grade hair care to take home.
            </p>
            <ul className="flex gap-2" aria-label="Social media">
              {socials.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="grid size-10 place-items-center rounded-full border border-cream/20 hover:border-wattle hover:text-wattle"
                  >
                    <Icon name={s.icon} />
                    <span className="sr-only">{s.name} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <FooterHeading>Visit</FooterHeading>
            <address className="space-y-3 text-small not-italic pointer-coarse:space-y-0">
              <a
                href={salon.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="flex gap-2 hover:text-wattle-light pointer-coarse:items-center"
              >
                <Icon name="pin" className="mt-0.5 size-4 shrink-0" />
                {formattedAddress}
              </a>
              <a href={`tel:${salon.phone.e164}`} className="flex gap-2 hover:text-wattle-light pointer-coarse:items-center">
                <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
                {salon.phone.display}
              </a>
              <a href={`mailto:${salon.email}`} className="flex gap-2 hover:text-wattle-light pointer-coarse:items-center">
                <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
                <EmailAddress address={salon.email} />
              </a>
            </address>
          </div>
          <div>
            <FooterHeading>Opening hours</FooterHeading>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-small">
              {hoursRows(week).map((row) => (
                <Fragment key={row.day}>
                  <dt className="text-cream/70">{row.short}</dt>
                  <dd className={row.hours === "Closed" ? "text-cream/60" : ""}>{row.hours}</dd>
                </Fragment>
              ))}
            </dl>
            <HoursNotices tone="dark" className="mt-4" />
          </div>
          <nav aria-label="Quick links">
            <FooterHeading>Quick links</FooterHeading>
            <ul className="tap-links space-y-2 text-small pointer-coarse:space-y-0">
              {footerQuickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-wattle-light hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="container-page rule-top-cream/10 py-6 text-small leading-relaxed text-cream/65">
          Proudly looking after clients from {servedSuburbs.slice(0, -1).join(", ")} and {servedSuburbs.at(-1)}.
        </div>
        <div className="container-page rule-top-cream/10 flex flex-col gap-3 py-6 text-small text-cream/70 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {salon.name}. Prices in AUD, including GST.
          </p>
          <nav aria-label="Legal">
            <ul className="tap-links flex flex-wrap gap-x-4 gap-y-2 pointer-coarse:gap-y-0">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-wattle-light hover:underline">
                    {linkLabel(link, policyLabel)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Painted>
    </footer>
  );
}
