import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "~/lib/browser/toast-store";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { leads } from "~/config/salon";
import { captureLead } from "~/lib/browser/lead-capture";
import { trackLead } from "~/lib/browser/lead-tracking";
import { track } from "~/lib/browser/tracking";
import { useDialogFocusTrap } from "~/lib/browser/use-dialog-focus-trap";
import { consentTexts } from "~/lib/consent";
import { exitIntentMessages, isShopPath, leavesThroughTop } from "~/lib/exit-intent";
import { Honeypot } from "./honeypot";

const field =
  "mt-1.5 block w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-body shadow-sm hover:border-ink/30 focus:border-eucalyptus focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle";

/**
 * The exit-intent offer on shop pages, e-mail and phone both required: opens once per page
 * view when the pointer leaves through the top of the window, never on touch devices.
 * A free 7-Day Frizz-Free Plan plus what the offer's code gives today (`off`: "5%", or "$10.00" should the
 * owner make it an amount), for an e-mail and a phone number.
 */
export function ExitIntentOffer({ off }: { off: string }) {
  const { pathname, key } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [consent, setConsent] = useState(false);
  const [company, setCompany] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  useDialogFocusTrap(dialog);

  const onShop = isShopPath(pathname);

  // One chance per page view: each navigation (location key) arms it again.
  useEffect(() => {
    if (!onShop) return;
    if (matchMedia("(hover: none), (pointer: coarse)").matches) return;
    let shown = false;
    const onLeave = (event: MouseEvent) => {
      if (shown || !leavesThroughTop(event)) return;
      if (document.querySelector("dialog[open]")) return;
      shown = true;
      dialog.current?.showModal();
      dialog.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
      track("exit_intent_seen", { source_page: location.pathname });
    };
    document.documentElement.addEventListener("mouseleave", onLeave);
    return () => document.documentElement.removeEventListener("mouseleave", onLeave);
  }, [onShop, key]);

  if (!onShop) return null;

  function close() {
    dialog.current?.close();
    setProblem(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !phone.trim()) {
      setProblem(exitIntentMessages.missing);
      return;
    }
    setProblem(null);
    setBusy(true);
    const result = await captureLead({
      formName: "exit_intent",
      contact: { email, phone },
      consentMarketing: consent,
      leadMagnet: { title: leads.exitIntent.title, slug: leads.exitIntent.slug },
      company,
    });
    setBusy(false);
    if (!result.ok) {
      setProblem(exitIntentMessages.failure);
      return;
    }
    if (!result.bot) trackLead({ formName: "exit_intent", value: leads.exitIntentLeadValue, contact: { email, phone }, marketingConsent: consent });
    close();
    setEmail("");
    setPhone("");
    setConsent(false);
    toast.success(exitIntentMessages.success.title, { description: exitIntentMessages.success.description });
  }

  return (
    <dialog
      ref={dialog}
      data-exit-intent=""
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={() => setProblem(null)}
      className="m-auto w-[min(46rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-[1.75rem] bg-cream p-0 text-ink shadow-lift backdrop:bg-ink/55 open:animate-fade-in"
    >
      <div className="grid md:grid-cols-[0.85fr_1.15fr]">
        <div className="relative hidden overflow-hidden bg-eucalyptus p-8 text-cream md:block">
          <svg aria-hidden="true" className="absolute -right-16 -bottom-16 size-64 text-wattle/25" viewBox="0 0 200 200">
            <circle cx="100" cy="100" r="90" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="100" cy="100" r="62" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="100" cy="100" r="34" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <p className="text-small font-semibold tracking-[0.18em] text-wattle-light uppercase">Before you go</p>
          <p className="mt-6 font-display text-display leading-none font-semibold text-wattle">{off}</p>
          <p className="mt-1 font-display text-h2">off your next order</p>
          <ul className="relative mt-8 space-y-3 text-small text-cream/90">
            {["A week of daily frizz fixes", "Salon tips from our stylists", "Your discount code by e-mail"].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-wattle" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative p-6 sm:p-8">
          <button type="button" onClick={close} className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-muted hover:bg-mist hover:text-ink">
            <Icon name="close" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
          <p className="eyebrow pr-10">Free plan + {off} off</p>
          <h2 id={`${id}-title`} className="mt-2 pr-8 text-h2 font-semibold">
            Your {leads.exitIntent.title}
          </h2>
          <p id={`${id}-intro`} className="mt-2 text-muted">
            Seven small daily changes for smoother, shinier hair, plus {off} off your order. Tell us where to send them.
          </p>
          <form onSubmit={onSubmit} className="relative mt-5 space-y-4">
            <Honeypot value={company} onChange={setCompany} />
            <div>
              <label htmlFor={`${id}-email`} className="text-small font-semibold">
                Email
              </label>
              <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className={field} />
            </div>
            <div>
              <label htmlFor={`${id}-phone`} className="text-small font-semibold">
                Phone
              </label>
              <input
                id={`${id}-phone`}
                type="tel"
                autoComplete="tel"
                placeholder="04XX XXX XXX"
                aria-describedby={`${id}-phone-hint`}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                className={field}
              />
              <p id={`${id}-phone-hint`} className="mt-1 text-small text-muted">
                Australian mobile, e.g. 04XX XXX XXX
              </p>
            </div>
            <div className="flex items-start gap-3">
              <input id={`${id}-consent`} type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="mt-1 size-5 shrink-0 cursor-pointer accent-eucalyptus" />
              <label htmlFor={`${id}-consent`} className="text-small leading-relaxed text-ink/85">
                {consentTexts.exit_intent}{" "}
                <Link to="/privacy" className="font-semibold text-eucalyptus underline underline-offset-4">
                  Privacy Policy
                </Link>
              </label>
            </div>
            {problem && (
              <div role="alert" className="flex gap-3 rounded-xl border border-danger/25 bg-danger/5 p-3 text-small">
                <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-danger" />
                <p>
                  <span className="block font-semibold text-danger">{problem.title}</span>
                  {problem.description}
                </p>
              </div>
            )}
            <button type="submit" disabled={busy} className={buttonClasses("primary", "lg", "w-full")}>
              {busy ? "Sending..." : "Send my plan and code"}
            </button>
            <button type="button" onClick={close} className="mx-auto block text-small font-medium text-muted underline-offset-4 hover:text-ink hover:underline">
              No thanks
            </button>
          </form>
        </div>
      </div>
    </dialog>
  );
}
