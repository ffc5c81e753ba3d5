import { useId, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "~/lib/browser/toast-store";
import { Icon } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { salon } from "~/config/salon";
import { captureLead } from "~/lib/browser/lead-capture";
import { trackLead } from "~/lib/browser/lead-tracking";
import { track } from "~/lib/browser/tracking";
import { consentTexts } from "~/lib/consent";
import { leadMagnetEvent, leadMagnetFormName, leadMagnetMessages } from "~/lib/lead-magnet";
import { FormConfirmation } from "./form-confirmation";
import { Honeypot } from "./honeypot";

const field =
  "mt-1.5 block w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-body text-ink shadow-sm transition-colors placeholder:text-muted/70 hover:border-ink/30 focus:border-eucalyptus focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle";

/**
 * The blog's free-guide form ('blog_lead_magnet'): e-mail required, phone
 * optional, marketing consent required and never pre-ticked. Without consent nothing
 * is sent. On success the fields clear. Without JavaScript it posts to /subscribe.
 */
export function LeadMagnetForm({ title, slug, description }: { title: string; slug: string; description?: string }) {
  const id = useId();
  const { pathname } = useLocation();
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [consent, setConsent] = useState(false);
  const [company, setCompany] = useState("");
  const [busy, setBusy] = useState(false);
  // Shown once the guide is on its way, until the visitor starts on the form again.
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!consent) {
      toast.error(leadMagnetMessages.consentRequired.title, { description: leadMagnetMessages.consentRequired.description });
      return;
    }
    setBusy(true);
    const result = await captureLead({
      formName: leadMagnetFormName,
      contact: { email, phone },
      consentMarketing: true,
      leadMagnet: { title, slug },
      company,
    });
    setBusy(false);
    if (!result.ok) {
      toast.error(leadMagnetMessages.failure.title, { description: leadMagnetMessages.failure.description });
      return;
    }
    if (!result.bot) {
      track(leadMagnetEvent, { form_name: leadMagnetFormName, lead_magnet_title: title, lead_magnet_slug: slug });
      trackLead({ formName: leadMagnetFormName, contact: { email, phone }, marketingConsent: true });
    }
    toast.success(leadMagnetMessages.success.title, { description: leadMagnetMessages.success.description });
    setSent(true);
    setEmail("");
    setPhone("");
    setConsent(false);
  }

  return (
    <aside aria-labelledby={`${id}-title`} className="relative my-10 overflow-hidden rounded-card border-t-4 border-wattle bg-white p-6 shadow-soft ring-1 ring-ink/5 sm:p-8" data-lead-magnet={slug}>
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 place-items-center rounded-full bg-wattle-light text-clay sm:grid">
          <Icon name="gift" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="eyebrow">Free guide</p>
          <h2 id={`${id}-title`} className="mt-1 text-lead font-semibold">
            {title}
          </h2>
          <p className="mt-2 text-muted">
            {description ?? `Straight to your inbox, free, with ${salon.founder.firstName}'s seasonal hair care tips to follow.`}
          </p>
        </div>
      </div>
      <form method="post" action="/subscribe" onSubmit={onSubmit} onInput={() => setSent(false)} className="relative mt-6 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="title" value={title} />
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="source_page" value={pathname} />
        <Honeypot value={company} onChange={setCompany} />
        <div>
          <label htmlFor={`${id}-email`} className="text-small font-semibold">
            Email <span aria-hidden="true" className="text-clay">*</span>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="text-small font-semibold">
            Phone <span className="font-normal text-muted">(optional)</span>
          </label>
          <input id={`${id}-phone`} type="tel" name="phone" autoComplete="tel" placeholder="04XX XXX XXX" value={phone} onChange={(e) => setPhone(e.target.value)} className={field} />
        </div>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value="yes"
            aria-required="true"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            className="mt-1 size-5 shrink-0 cursor-pointer accent-eucalyptus"
          />
          <label htmlFor={`${id}-consent`} className="text-small leading-relaxed text-ink/85">
            {consentTexts.blog_lead_magnet}{" "}
            <Link to="/privacy" className="font-semibold text-eucalyptus underline underline-offset-4 hover:text-eucalyptus-dark">
              Privacy Policy
            </Link>
            <span className="text-clay" aria-hidden="true">
              {" "}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </label>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
            {busy ? "Sending..." : "Send me the guide"}
          </button>
          {sent && <FormConfirmation className="mt-4 text-eucalyptus">On its way: look for &ldquo;{title}&rdquo; in your inbox in the next few minutes.</FormConfirmation>}
        </div>
      </form>
    </aside>
  );
}
