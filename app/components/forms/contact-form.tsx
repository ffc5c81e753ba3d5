import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "~/lib/browser/toast-store";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { leads, salon } from "~/config/salon";
import { track } from "~/lib/browser/tracking";
import { consentTexts } from "~/lib/consent";
import {
  contactFieldAt,
  contactLimits,
  contactMessages,
  contactTopics,
  emptyContactValues,
  replyPromise,
  splitName,
  topicLabel,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "~/lib/contact-form";
import type * as LeadCapture from "~/lib/browser/lead-capture";
import type * as ContactSchema from "~/lib/contact-form-schema";
import { useRevealConfirmation } from "~/lib/browser/use-reveal-confirmation";
import { useTypedBeforeHydration } from "~/lib/browser/use-typed-before-hydration";
import { FormField, fieldDescribedBy } from "./form-field";
import { Honeypot } from "./honeypot";

// The shared zod schema and the sending helper are not needed until the visitor works
// with the form: they load then, off the first paint.
let schemaModule: Promise<typeof ContactSchema> | undefined;
const loadSchema = () => (schemaModule ??= import("~/lib/contact-form-schema"));
let captureModule: Promise<typeof LeadCapture> | undefined;
const loadCapture = () => (captureModule ??= import("~/lib/browser/lead-capture"));
const preload = () => {
  void loadSchema().catch(() => (schemaModule = undefined));
  void loadCapture().catch(() => (captureModule = undefined));
};

export type ContactOutcome =
  | { state: "sent"; topic?: string; firstName?: string }
  | { state: "failed"; values: ContactValues }
  | { state: "invalid"; values: ContactValues; errors: ContactErrors };

const inputBase =
  "mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-body text-ink shadow-sm transition-colors placeholder:text-muted/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle";
const inputClass = (invalid: boolean) => `${inputBase} ${invalid ? "border-danger hover:border-danger" : "border-ink/15 hover:border-ink/30 focus:border-eucalyptus"}`;

/**
 * The contact form on /contact: name, e-mail, optional phone, topic, message and marketing consent (never
 * pre-ticked); 'Sending...' while it sends, then the sent or the failed panel. The shared schema checks it in
 * the browser and again on the server; editing a field clears its error. Sending goes
 * through the lead-capture helper. Without JavaScript it posts to /contact and the
 * route's action answers with the same states (`outcome`).
 */
export function ContactForm({ outcome }: { outcome?: ContactOutcome }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = outcome && outcome.state !== "sent" ? outcome.values : emptyContactValues;
  const [values, setValues] = useState<ContactValues>(initial);
  const [errors, setErrors] = useState<ContactErrors>(outcome?.state === "invalid" ? outcome.errors : {});
  const [company, setCompany] = useState("");
  const [status, setStatus] = useState<"editing" | "submitting" | "sent" | "failed">(outcome?.state === "sent" ? "sent" : outcome?.state === "failed" ? "failed" : "editing");
  const [sentTo, setSentTo] = useState<{ topic?: string; firstName?: string }>(outcome?.state === "sent" ? outcome : {});

  useTypedBeforeHydration(() => formRef.current, values, (typed) => setValues((current) => ({ ...current, ...typed })));

  function update<K extends keyof ContactValues>(field: K, value: ContactValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field as ContactField]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  // The validation toast goes once the message is sent: it would otherwise sit over the thanks.
  const errorToast = useRef<number | null>(null);

  function showErrors(found: ContactErrors, toastKind: "validation" | "topic") {
    setErrors(found);
    const message = toastKind === "topic" ? contactMessages.topicToast : contactMessages.validationToast;
    errorToast.current = toast.error(message.title, { description: message.description });
    const first = (["name", "email", "phone", "topic", "message"] as const).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    let validate: Awaited<ReturnType<typeof loadSchema>>["validateContact"];
    let captureLead: Awaited<ReturnType<typeof loadCapture>>["captureLead"];
    try {
      [{ validateContact: validate }, { captureLead }] = await Promise.all([loadSchema(), loadCapture()]);
    } catch (error) {
      console.error("Contact form code unavailable", error);
      schemaModule = undefined;
      captureModule = undefined;
      toast.error(contactMessages.failureToast.title, { description: contactMessages.failureToast.description });
      return;
    }
    const checked = validate(values);
    if (!checked.ok) {
      showErrors(checked.errors, checked.toast);
      return;
    }
    setStatus("submitting");
    const { name, email, phone, topic, message, consent } = checked.data;
    const { firstName, lastName } = splitName(name);
    const result = await captureLead({
      formName: "contact_form",
      contact: { name, firstName, lastName, email, phone },
      consentMarketing: consent,
      freeText: { message, topic, topicLabel: topicLabel(topic) },
      company,
    });
    if (!result.ok) {
      if (result.status === 400 && result.fieldErrors) {
        const found: ContactErrors = {};
        for (const [path, text] of Object.entries(result.fieldErrors)) {
          const field = contactFieldAt(path);
          if (field) found[field] ??= text;
        }
        if (Object.keys(found).length) {
          setStatus("editing");
          showErrors(found, Object.keys(found).every((f) => f === "topic") ? "topic" : "validation");
          return;
        }
      }
      toast.error(contactMessages.failureToast.title, { description: contactMessages.failureToast.description });
      setStatus("failed");
      return;
    }
    if (!result.bot) {
      track("contact_form_submit", { form_name: "contact_form", topic, topic_label: topicLabel(topic) ?? null });
      // Like the capture code, the lead's analytics hand-over loads only once a message has been sent.
      import("~/lib/browser/lead-tracking")
        .then(({ trackLead }) =>
          trackLead({ formName: "contact_form", value: leads.contactLeadValue, contact: { email, phone, firstName, lastName }, marketingConsent: consent }),
        )
        .catch((error: unknown) => console.warn("Lead not tracked", error));
    }
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    setSentTo({ topic, firstName });
    setStatus("sent");
  }

  function sendAnother() {
    setValues(emptyContactValues);
    setErrors({});
    setCompany("");
    setStatus("editing");
  }

  if (status === "sent") return <MessageSent firstName={sentTo.firstName} topic={sentTo.topic} onSendAnother={sendAnother} />;

  if (status === "failed") {
    return (
      <div role="alert" className="rounded-card bg-white p-8 text-center shadow-soft ring-1 ring-danger/20 sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-danger/10 text-danger">
          <Icon name="alert" className="size-7" />
        </span>
        <h2 className="mt-5 text-h2 font-semibold">{contactMessages.failedPanel.title}</h2>
        <p className="mt-3 text-muted">{contactMessages.failedPanel.description}</p>
        <p className="mt-2 text-muted">
          You can also call us on{" "}
          <a href={`tel:${salon.phone.e164}`} className="font-semibold text-eucalyptus underline underline-offset-4">
            {salon.phone.display}
          </a>
          .
        </p>
        <Button onClick={() => setStatus("editing")} className="mt-7">
          {contactMessages.tryAgain}
        </Button>
      </div>
    );
  }

  const messageHint = `${contactLimits.messageMin} to ${contactLimits.messageMax} characters`;
  const described = (field: ContactField, hint?: string) => ({
    "aria-invalid": errors[field] ? (true as const) : undefined,
    "aria-describedby": fieldDescribedBy(`${id}-${field}`, errors[field], hint),
  });
  const busy = status === "submitting";

  return (
    <form ref={formRef} method="post" action="/contact" noValidate onSubmit={onSubmit} onFocus={preload} className="relative grid gap-x-4 gap-y-5 rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5 sm:grid-cols-2 sm:p-7" aria-labelledby={`${id}-title`}>
      <div className="sm:col-span-2">
        <h2 id={`${id}-title`} className="text-h2 font-semibold">
          Send us a message
        </h2>
        <p className="mt-2 text-small text-muted">
          Fields marked <span className="text-clay">*</span> are required. We reply within {leads.contactReplyHours} hours; order questions within {leads.orderHelpReplyHours}.
        </p>
      </div>
      <Honeypot value={company} onChange={setCompany} />
      <FormField id={`${id}-name`} label={<>Name <span aria-hidden="true" className="text-clay">*</span></>} error={errors.name}>
        <input id={`${id}-name`} name="name" aria-required="true" autoComplete="name" maxLength={contactLimits.nameMax + 20} value={values.name} onChange={(e) => update("name", e.target.value)} className={inputClass(!!errors.name)} {...described("name")} />
      </FormField>
      <FormField id={`${id}-email`} label={<>Email <span aria-hidden="true" className="text-clay">*</span></>} error={errors.email}>
        <input id={`${id}-email`} name="email" aria-required="true" type="email" autoComplete="email" value={values.email} onChange={(e) => update("email", e.target.value)} className={inputClass(!!errors.email)} {...described("email")} />
      </FormField>
      <FormField id={`${id}-phone`} label={<>Phone <span className="font-normal text-muted">(optional)</span></>} error={errors.phone}>
        <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" placeholder="04XX XXX XXX" value={values.phone} onChange={(e) => update("phone", e.target.value)} className={inputClass(!!errors.phone)} {...described("phone")} />
      </FormField>
      <FormField id={`${id}-topic`} label={<>What do you need help with?{"\u00a0"}<span aria-hidden="true" className="text-clay">*</span></>} error={errors.topic}>
        <div className="relative">
          <select id={`${id}-topic`} name="topic" aria-required="true" value={values.topic} onChange={(e) => update("topic", e.target.value)} className={`${inputClass(!!errors.topic)} appearance-none pr-10 ${values.topic ? "" : "text-muted"}`} {...described("topic")}>
            <option value="">Select a topic</option>
            {contactTopics.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-muted" />
        </div>
      </FormField>
      <div className="sm:col-span-2">
        <FormField id={`${id}-message`} label={<>Message <span aria-hidden="true" className="text-clay">*</span></>} error={errors.message} hint={messageHint}>
          <textarea id={`${id}-message`} name="message" aria-required="true" rows={6} value={values.message} onChange={(e) => update("message", e.target.value)} className={`${inputClass(!!errors.message)} resize-y`} {...described("message", messageHint)} />
        </FormField>
        <p className="mt-1 text-right text-small text-muted" aria-hidden="true">
          {values.message.trim().length}/{contactLimits.messageMax}
        </p>
      </div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input id={`${id}-consent`} name="consent" type="checkbox" value="yes" checked={values.consent} onChange={(e) => update("consent", e.target.checked)} className="mt-1 size-5 shrink-0 cursor-pointer accent-eucalyptus" />
        <label htmlFor={`${id}-consent`} className="text-small leading-relaxed text-ink/85">
          {consentTexts.contact_form}{" "}
          <Link to="/privacy" className="font-semibold text-eucalyptus underline underline-offset-4">
            Privacy Policy
          </Link>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" disabled={busy} className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-eucalyptus px-7 font-semibold text-cream shadow-soft transition-colors hover:bg-eucalyptus-dark hover:shadow-lift disabled:cursor-not-allowed disabled:opacity-60">
          <Icon name="mail" className="size-4.5" />
          {busy ? contactMessages.sending : "Send Message"}
        </button>
        <p className="text-small text-muted">
          Or call <span className="whitespace-nowrap">{salon.phone.display}</span>, any time.
        </p>
      </div>
    </form>
  );
}

/** The thanks that takes the form's place: brought into view and focused, as the page is much shorter without the form. */
function MessageSent({ firstName, topic, onSendAnother }: { firstName?: string; topic?: string; onSendAnother: () => void }) {
  const ref = useRevealConfirmation<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} role="status" data-form-confirmation="" className="rounded-card bg-white p-8 text-center shadow-soft ring-1 ring-success/15 outline-none sm:p-10">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-success/10 text-success">
        <Icon name="check" className="size-7" />
      </span>
      <h2 className="mt-5 text-h2 font-semibold">Message sent{firstName ? `, ${firstName}` : ""}!</h2>
      <p className="mt-3 text-muted">
        Thanks for getting in touch. {replyPromise(topic)} If it can't wait, call us on{" "}
        <a href={`tel:${salon.phone.e164}`} className="font-semibold text-eucalyptus underline underline-offset-4">
          {salon.phone.display}
        </a>
        .
      </p>
      <Button onClick={onSendAnother} variant="secondary" className="mt-7">
        {contactMessages.sendAnother}
      </Button>
    </div>
  );
}
