import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Icon } from "~/components/ui/icons";
import { assistantTexts, type CallbackOutcome } from "~/lib/assistant/chat";
import { clientId } from "~/lib/browser/attribution";
import { track } from "~/lib/browser/tracking";

const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-xl border bg-white px-3.5 text-body text-ink shadow-inner outline-none focus:border-eucalyptus focus:ring-2 focus:ring-eucalyptus/25 ${invalid ? "border-danger" : "border-ink/20"}`;

/**
 * "Call me back": name, phone and, optionally, the question. A real form posting
 * to /ask, so it works without JavaScript; with it, the answer arrives in place.
 * Stored as a lead first, then forwarded like every other lead.
 */
export function CallbackForm({ question = "", location, outcome: pageOutcome }: { question?: string; location: string; outcome?: CallbackOutcome }) {
  const fetcher = useFetcher<{ callback?: CallbackOutcome }>();
  const outcome = fetcher.data?.callback ?? pageOutcome;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The visitor's id exists only in the browser: filled in once there, absent without JavaScript.
  const client = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (client.current) client.current.value = clientId();
  });
  useEffect(() => {
    if (fetcher.data?.callback?.state === "sent") {
      track("ai_agent_interaction", { agent: "chat_assistant", action: "callback_requested", location });
      heading.current?.focus();
    }
  }, [fetcher.data, location]);

  if (outcome?.state === "sent") {
    return (
      <div role="status" className="rounded-2xl bg-mist/70 p-4" data-callback="sent">
        <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 font-semibold text-eucalyptus outline-none">
          <Icon name="check" className="size-5" />
          {assistantTexts.callbackSent(outcome.name)}
        </h3>
      </div>
    );
  }
  const values = outcome ? outcome.values : { name: "", phone: "", question };
  const errors = outcome?.state === "invalid" ? outcome.errors : {};
  const busy = fetcher.state !== "idle";
  const described = (field: "name" | "phone") => (errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});
  return (
    <fetcher.Form method="post" action="/ask" className="relative rounded-2xl border border-ink/10 bg-white/80 p-4" aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="font-display text-lead text-ink">
        {assistantTexts.callbackTitle}
      </h3>
      <p className="mt-1 text-small text-muted">{assistantTexts.callbackIntro}</p>
      <input type="hidden" name="intent" value="callback" />
      <input type="hidden" name="source_page" value={location} />
      <input ref={client} type="hidden" name="client_id" defaultValue="" />
      <Honeypot />
      {outcome?.state === "failed" && (
        <p role="alert" className="mt-3 text-small text-danger">
          {assistantTexts.callbackFailed}
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="block text-small font-semibold text-ink" htmlFor={`${id}-name`}>
          Your name
          <input id={`${id}-name`} name="name" autoComplete="name" required defaultValue={values.name} className={inputClass(!!errors.name)} {...described("name")} />
          {errors.name && (
            <span id={`${id}-name-error`} className="mt-1 block font-normal text-danger">
              {errors.name}
            </span>
          )}
        </label>
        <label className="block text-small font-semibold text-ink" htmlFor={`${id}-phone`}>
          Phone
          <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" required defaultValue={values.phone} className={inputClass(!!errors.phone)} {...described("phone")} />
          {errors.phone && (
            <span id={`${id}-phone-error`} className="mt-1 block font-normal text-danger">
              {errors.phone}
            </span>
          )}
        </label>
      </div>
      <label className="mt-3 block text-small font-semibold text-ink" htmlFor={`${id}-question`}>
        Your question <span className="font-normal text-muted">(optional)</span>
        <textarea id={`${id}-question`} name="question" rows={2} maxLength={1000} defaultValue={values.question} className={`${inputClass(false)} resize-y py-2`} />
      </label>
      <p className="mt-2 text-small leading-relaxed text-muted">
        {assistantTexts.callbackPrivacy}{" "}
        <Link to="/privacy" className="font-semibold text-eucalyptus underline underline-offset-4">
          Privacy Policy
        </Link>
      </p>
      <button type="submit" disabled={busy} className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-eucalyptus px-5 font-semibold text-cream shadow-soft hover:bg-eucalyptus-dark disabled:opacity-60">
        <Icon name="phone" className="size-4.5" />
        {busy ? "Sending…" : "Call me back"}
      </button>
    </fetcher.Form>
  );
}
