import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "~/lib/browser/toast-store";
import { salon } from "~/config/salon";
import { signUpForNewsletter } from "~/lib/browser/newsletter";
import { consentTexts } from "~/lib/consent";
import { newsletterMessages } from "~/lib/newsletter";
import { FormConfirmation } from "./form-confirmation";
import { Honeypot } from "./honeypot";

/**
 * The footer's newsletter form (an e-mail must be given): idle, 'Subscribing...', then
 * success with the field cleared. Double opt-in: the welcome e-mail asks to confirm.
 * Without JavaScript it posts to /newsletter.
 */
export function NewsletterSignup() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [company, setCompany] = useState("");
  const [busy, setBusy] = useState(false);
  // The address just signed up, until the visitor types another.
  const [signedUp, setSignedUp] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      toast.error(newsletterMessages.emptyEmail.title, { description: newsletterMessages.emptyEmail.description });
      return;
    }
    setBusy(true);
    const ok = await signUpForNewsletter(email.trim(), company);
    setBusy(false);
    if (!ok) {
      toast.error(newsletterMessages.failure.title, { description: newsletterMessages.failure.description });
      return;
    }
    toast.success(newsletterMessages.success.title, { description: newsletterMessages.success.description });
    setSignedUp(email.trim());
    setEmail("");
  }

  return (
    <section aria-labelledby={`${id}-title`} className="border-b border-cream/10">
      <div className="container-page grid gap-6 py-12 md:grid-cols-[1fr_1.1fr] md:items-center">
        <div>
          <h2 id={`${id}-title`} className="text-h2 text-cream">
            Hair notes from {salon.founder.firstName}
          </h2>
          <p className="mt-2 max-w-md text-cream/75">Seasonal hair care tips, new arrivals and subscriber-only offers, a few times a season. Never more.</p>
        </div>
        <form method="post" action="/newsletter" onSubmit={onSubmit} className="relative">
          <Honeypot value={company} onChange={setCompany} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="Your email address"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setSignedUp(null);
              }}
              aria-describedby={`${id}-consent`}
              className="min-h-12 w-full flex-1 rounded-full border border-cream/25 bg-white/10 px-5 text-cream placeholder:text-cream/60 hover:border-cream/45 focus:border-wattle focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle"
            />
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-wattle px-6 font-semibold text-ink shadow-soft transition-colors hover:bg-[#c99431] disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy ? newsletterMessages.subscribing : "Subscribe"}
            </button>
          </div>
          {signedUp && <FormConfirmation className="mt-3 text-wattle-light">Welcome aboard: a confirmation e-mail is on its way to {signedUp}.</FormConfirmation>}
          <p id={`${id}-consent`} className="mt-3 text-small leading-relaxed text-cream/70">
            {consentTexts.website_footer}{" "}
            <Link to="/privacy" className="underline underline-offset-2 hover:text-wattle-light">
              Privacy Policy
            </Link>
          </p>
        </form>
      </div>
    </section>
  );
}
