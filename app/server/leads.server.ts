import { eq } from "drizzle-orm";
import { leads as leadRules, salon } from "~/config/salon";
import { guideFor } from "~/content/lead-magnets";
import { dedupeKey } from "~/lib/dedupe-key";
import { sessionDataFromSearch } from "~/lib/attribution";
import { buildLeadPayload, isHoneypotFilled, submittedContent, type LeadInput } from "~/lib/lead-payload";
import { fieldErrors, leadPayloadSchema, maxPageUrlLength, type CheckedLead } from "~/lib/lead-payload-schema";
import { database } from "./db/client.server.ts";
import { guardStorage } from "./db/storage.server.ts";
import { siteOrigin } from "./env.server.ts";
import type { Transaction } from "./db/queryable.server.ts";
import { leads } from "./db/schema.server.ts";
import { log, maskContact } from "./log.server.ts";
import { contactNotification, exitIntentPlan, leadMagnetGuide, newsletterConfirmation } from "./mail-templates.server.ts";
import { exitIntentOffer } from "./discount-codes.server.ts";
import { queueMail } from "./mail.server.ts";
import { normaliseEmail, startSubscription, unsubscribeHeaders, unsubscribeUrl } from "./newsletter.server.ts";
import { enqueue, wakeOutbox } from "./outbox.server.ts";

export type LeadResult =
  | { ok: true; id: number | null; duplicate: boolean }
  | { ok: false; status: 400; error: string; fieldErrors: Record<string, string> };

/** The flat fields automation tools expect, followed by the payload's groups. */
function webhookBody(id: number, createdAt: Date, lead: CheckedLead, key: string | null) {
  return {
    lead_id: id,
    received_at: createdAt.toISOString(),
    form_name: lead.context.form_name,
    event_name: lead.context.event_name,
    name: lead.contact.name ?? null,
    first_name: lead.contact.first_name ?? null,
    last_name: lead.contact.last_name ?? null,
    email: lead.contact.email ?? null,
    phone: lead.contact.phone ?? null,
    message: lead.free_text?.message ?? null,
    topic: lead.free_text?.topic ?? null,
    topic_label: lead.free_text?.topic_label ?? null,
    consent_marketing: lead.consent.marketing,
    lead_magnet_title: lead.lead_magnet?.title ?? null,
    lead_magnet_slug: lead.lead_magnet?.slug ?? null,
    source_page: lead.context.source_page ?? null,
    ...lead,
    context: { ...lead.context, dedupe_key: key },
  };
}

/** What a lead sets in motion besides forwarding: the guide or plan e-mail, the double opt-in, the note to the salon. */
async function followUps(tx: Transaction, lead: CheckedLead) {
  const form = lead.context.form_name;
  const email = lead.contact.email ? normaliseEmail(lead.contact.email) : undefined;
  let confirmLink: string | undefined;
  // A call-back request carries no e-mail consent wording, so it never starts a subscription.
  if (email && lead.consent.marketing && form !== "assistant_callback") {
    const started = await startSubscription(tx, { email, source: form, sourcePage: lead.context.source_page, clientId: lead.context.client_id });
    if (started.status === "pending" && started.confirmUrl) confirmLink = started.confirmUrl;
  }
  if (form === "blog_lead_magnet" && email && lead.lead_magnet) {
    const content = leadMagnetGuide({ title: lead.lead_magnet.title, guide: guideFor(lead.lead_magnet.slug), confirmUrl: confirmLink, unsubscribeUrl: await unsubscribeUrl(email, tx) });
    await queueMail(tx, { kind: "lead_magnet", to: email, ...content, headers: await unsubscribeHeaders(email, tx) });
  } else if (form === "exit_intent" && email) {
    const content = exitIntentPlan({
      guide: guideFor(lead.lead_magnet?.slug ?? leadRules.exitIntent.slug),
      offer: await exitIntentOffer(tx),
      confirmUrl: confirmLink,
      unsubscribeUrl: await unsubscribeUrl(email, tx),
    });
    await queueMail(tx, { kind: "exit_intent", to: email, ...content, headers: await unsubscribeHeaders(email, tx) });
  } else if (form === "assistant_callback") {
    // The assistant could not answer and the visitor asked for a call: the salon hears at once.
    await queueMail(tx, {
      kind: "callback_request",
      to: salon.email,
      ...contactNotification({ name: lead.contact.name, phone: lead.contact.phone, topicLabel: "Call me back", message: lead.free_text?.message, sourcePage: lead.context.source_page }),
    });
  } else if (form === "contact_form") {
    await queueMail(tx, {
      kind: "contact_notification",
      to: salon.email,
      ...contactNotification({
        name: lead.contact.name,
        email: lead.contact.email,
        phone: lead.contact.phone,
        topicLabel: lead.free_text?.topic_label,
        message: lead.free_text?.message,
        sourcePage: lead.context.source_page,
      }),
    });
    if (email && confirmLink) {
      await queueMail(tx, {
        kind: "newsletter_confirmation",
        to: email,
        ...newsletterConfirmation({ confirmUrl: confirmLink, unsubscribeUrl: await unsubscribeUrl(email, tx) }),
        headers: await unsubscribeHeaders(email, tx),
      });
    }
  }
}

/**
 * Check and store one lead. The answer is given only after the transaction that
 * holds the lead, its outbox row and its e-mails has committed. A filled honeypot
 * is answered like a success and stores nothing; a repeated submission (same
 * dedupe key) stores nothing more.
 */
export async function storeLead(body: unknown): Promise<LeadResult> {
  if (body && typeof body === "object" && isHoneypotFilled((body as { company?: unknown }).company)) {
    log("lead.honeypot");
    return { ok: true, id: null, duplicate: false };
  }
  const parsed = leadPayloadSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { ok: false, status: 400, error: Object.values(errors)[0] ?? "Invalid input", fieldErrors: errors };
  }
  const lead = parsed.data;
  const { contact, context } = lead;
  // The server rebuilds the key the same way the browser does; it never trusts the one sent.
  const key = dedupeKey({
    clientId: context.client_id,
    formName: context.form_name,
    eventName: context.event_name,
    email: contact.email,
    phone: contact.phone,
    timestamp: context.timestamp,
    content: submittedContent(lead),
  });

  const stored = await database().transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        formName: context.form_name,
        eventName: context.event_name ?? null,
        dedupeKey: key,
        name: contact.name ?? null,
        firstName: contact.first_name ?? null,
        lastName: contact.last_name ?? null,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        topic: lead.free_text?.topic ?? null,
        topicLabel: lead.free_text?.topic_label ?? null,
        message: lead.free_text?.message ?? null,
        consentMarketing: lead.consent.marketing,
        leadMagnetTitle: lead.lead_magnet?.title ?? null,
        leadMagnetSlug: lead.lead_magnet?.slug ?? null,
        sourcePage: context.source_page ?? null,
        clientId: context.client_id ?? null,
        payload: { ...lead, context: { ...context, dedupe_key: key } },
      })
      .onConflictDoNothing({ target: leads.dedupeKey })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (!row) return null;
    await enqueue(tx, "lead", row.id, webhookBody(row.id, row.createdAt, lead, key));
    await followUps(tx, lead);
    return row;
  });

  if (!stored) {
    const [existing] = key ? await database().select({ id: leads.id }).from(leads).where(eq(leads.dedupeKey, key)) : [];
    log("lead.duplicate", { form: context.form_name, id: existing?.id });
    return { ok: true, id: existing?.id ?? null, duplicate: true };
  }
  wakeOutbox();
  log("lead.stored", { id: stored.id, form: context.form_name, email: maskContact(contact.email), phone: maskContact(contact.phone) });
  return { ok: true, id: stored.id, duplicate: false };
}

/** The address resolved against this site's origin, or "" when it lies anywhere else. */
function onThisSite(address: string, origin: string): string {
  if (!address || !URL.canParse(address, origin)) return "";
  const url = new URL(address, origin);
  return url.origin === origin ? url.toString() : "";
}

/**
 * A lead posted as an ordinary form (no JavaScript): the server builds the same
 * grouped payload the browser helper would, from what the form carries.
 */
export async function storeLeadFromForm(request: Request, form: FormData, input: LeadInput): Promise<LeadResult> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  if (isHoneypotFilled(text("company"))) {
    log("lead.honeypot");
    return { ok: true, id: null, duplicate: false };
  }
  // The page fields come from a hidden input and a header, not from the visitor's typing: an address
  // too long to keep is left out rather than failing the visitor's message.
  const fits = (address: string) => (address.length <= maxPageUrlLength ? address : "");
  const sourcePath = fits(text("source_page"));
  const origin = siteOrigin();
  const referer = URL.canParse(request.headers.get("referer") ?? "") ? fits(request.headers.get("referer")!) : "";
  // Only a page of this site: "/\evil.example" looks like a path but resolves to another host.
  const ownPath = sourcePath.startsWith("/") ? onThisSite(sourcePath, origin) : "";
  const sourcePage = fits(ownPath || onThisSite(referer, origin));
  const payload = buildLeadPayload(input, {
    clientId: text("client_id").slice(0, 64),
    sourcePage,
    referrer: referer,
    now: new Date(),
    lastSeenPage: ownPath ? sourcePath : null,
    secondsOnPage: 0,
    session: sessionDataFromSearch(new URL(sourcePage || request.url).search),
    firstTouch: null,
  });
  return storeLead(payload);
}

/**
 * A lead posted as JSON (/api/leads): 201 once it is committed, 200 for a repeat of a stored lead, 400 with the reason
 * otherwise, 503 (with Retry-After) when the database cannot store it: nothing was saved, the browser helper tries again.
 */
export async function leadAnswer(body: unknown): Promise<Response> {
  const stored = await guardStorage(() => storeLead(body));
  if (!stored.ok) return stored.response;
  const result = stored.value;
  if (!result.ok) return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  return Response.json({ ok: true, id: result.id, duplicate: result.duplicate }, { status: result.duplicate ? 200 : 201, headers: { "Cache-Control": "no-store" } });
}
