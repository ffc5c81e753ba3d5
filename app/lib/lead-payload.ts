import { leads, shop } from "../config/salon.ts";
import { sessionKeys, type FirstTouch, type SessionData } from "./attribution.ts";
import { contactMessages } from "./contact-form.ts";
import { dedupeKey, type SubmittedContent } from "./dedupe-key.ts";

/**
 * The lead payload: contact, context, consent, session, first_touch
 * and the optional commerce, free_text and lead_magnet groups. Built in the
 * browser by `buildLeadPayload`, checked on the server by `leadPayloadSchema`.
 */

export const leadForms = {
  contact_form: { eventName: "contact_form_submit" },
  exit_intent: { eventName: "exit_intent_offer" },
  blog_lead_magnet: { eventName: "lead_magnet_subscription" },
  assistant_callback: { eventName: "callback_requested" },
} as const;

export type LeadFormName = keyof typeof leadForms;

export const leadMessages = {
  exitIntentMissing: "Please enter both email and phone number",
  email: contactMessages.email,
  consentRequired: "Please agree to receive updates to continue.",
  contactRequired: "Please enter an email address or phone number",
  callbackName: "Please enter your name",
  callbackPhone: "Please enter a phone number we can call, with its area code",
} as const;

/** A non-empty hidden 'company' field marks a bot: answered as a success, nothing sent or stored. */
export function isHoneypotFilled(company: unknown): boolean {
  return typeof company === "string" && company.trim().length > 0;
}

export type LeadInput = {
  formName: LeadFormName;
  contact: { name?: string; firstName?: string; lastName?: string; email?: string; phone?: string };
  consentMarketing: boolean;
  freeText?: { message?: string; topic?: string; topicLabel?: string; preferredTime?: string; preferredTimeLabel?: string };
  leadMagnet?: { title: string; slug: string };
  commerce?: {
    productId?: string;
    productTitle?: string;
    productHandle?: string;
    price?: number;
    currency?: string;
    variant?: string;
    quantity?: number;
    cartTotal?: number;
    orderId?: string;
    items?: unknown[];
  };
};

export type LeadEnvironment = {
  clientId: string;
  sourcePage: string;
  referrer: string;
  now: Date;
  lastSeenPage: string | null;
  secondsOnPage: number;
  session: SessionData;
  firstTouch: FirstTouch | null;
};

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

function dropUndefined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

type ContentGroups = {
  contact: { name?: string; first_name?: string; last_name?: string; email?: string; phone?: string };
  consent: { marketing: boolean };
  free_text?: { message?: string; topic?: string; preferred_time?: string };
  lead_magnet?: { slug: string };
  commerce?: Record<string, unknown>;
};

/** What the visitor filled in: the part of a lead that tells one submission from another (see `dedupeKey`). */
export function submittedContent(lead: ContentGroups): SubmittedContent {
  const { contact, free_text: text } = lead;
  return {
    name: contact.name,
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    message: text?.message,
    topic: text?.topic,
    preferred_time: text?.preferred_time,
    lead_magnet: lead.lead_magnet?.slug,
    consent_marketing: lead.consent.marketing,
    commerce: lead.commerce ? JSON.stringify(lead.commerce) : undefined,
  };
}

/** Everything a lead carries, in its groups (contact, context, consent, session, first_touch and the optional ones). Pure: the browser supplies its environment. */
export function buildLeadPayload(input: LeadInput, env: LeadEnvironment) {
  const timestamp = env.now.toISOString();
  const email = clean(input.contact.email);
  const phone = clean(input.contact.phone);
  const eventName = leadForms[input.formName].eventName;
  const session: Record<string, string> = {};
  for (const key of sessionKeys) {
    const value = env.session[key];
    if (value) session[key] = value;
  }
  const c = input.commerce;
  const f = input.freeText;
  const groups = {
    contact: dropUndefined({
      name: clean(input.contact.name),
      first_name: clean(input.contact.firstName),
      last_name: clean(input.contact.lastName),
      email,
      phone,
    }),
    consent: {
      marketing: input.consentMarketing,
      gdpr_region_detected: leads.gdprRegion,
      timestamp_consent: input.consentMarketing ? timestamp : null,
      double_opt_in: leads.doubleOptIn,
    },
    commerce: c
      ? dropUndefined({
          product_id: c.productId,
          product_title: c.productTitle,
          product_handle: c.productHandle,
          price: c.price,
          currency: c.currency ?? shop.currency,
          variant: c.variant,
          quantity: c.quantity,
          cart_total: c.cartTotal,
          order_id: c.orderId,
          items: c.items,
        })
      : undefined,
    free_text: f
      ? dropUndefined({
          message: clean(f.message),
          topic: clean(f.topic),
          topic_label: clean(f.topicLabel),
          preferred_time: clean(f.preferredTime),
          preferred_time_label: clean(f.preferredTimeLabel),
        })
      : undefined,
    lead_magnet: input.leadMagnet ? { title: input.leadMagnet.title, slug: input.leadMagnet.slug } : undefined,
  };
  return dropUndefined({
    contact: groups.contact,
    context: {
      form_name: input.formName,
      event_name: eventName,
      source_page: env.sourcePage,
      referrer: env.referrer,
      timestamp,
      client_id: env.clientId,
      dedupe_key: dedupeKey({ clientId: env.clientId, formName: input.formName, eventName, email, phone, timestamp: env.now, content: submittedContent(groups) }),
      last_seen_page: env.lastSeenPage,
      seconds_on_page: env.secondsOnPage,
    },
    consent: groups.consent,
    session,
    first_touch: env.firstTouch ?? {},
    commerce: groups.commerce,
    free_text: groups.free_text,
    lead_magnet: groups.lead_magnet,
  });
}

export type LeadPayload = ReturnType<typeof buildLeadPayload>;

