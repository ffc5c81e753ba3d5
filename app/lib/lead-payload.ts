import { z } from "zod";
import { leads, shop } from "../config/salon.ts";
import { sessionKeys, type FirstTouch, type SessionData } from "./attribution.ts";
import { contactFormSchema, contactMessages } from "./contact-form.ts";
import { dedupeKey } from "./dedupe-key.ts";

/**
 * The lead payload (spec 000 §3): contact, context, consent, session, first_touch
 * and the optional commerce, free_text and lead_magnet groups. Built in the
 * browser by `buildLeadPayload`, checked on the server by `leadPayloadSchema`.
 */

export const leadForms = {
  contact_form: { eventName: "contact_form_submit" },
  exit_intent: { eventName: "exit_intent_offer" },
  blog_lead_magnet: { eventName: "lead_magnet_subscription" },
} as const;

export type LeadFormName = keyof typeof leadForms;

export const leadMessages = {
  exitIntentMissing: "Please enter both email and phone number",
  email: contactMessages.email,
  consentRequired: "Please agree to receive updates to continue.",
  contactRequired: "Please enter an email address or phone number",
} as const;

/** A non-empty hidden 'company' field marks a bot (spec 000 §5). */
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

/** Everything a lead carries, grouped as the spec lists it. Pure: the browser supplies its environment. */
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
  return dropUndefined({
    contact: dropUndefined({
      name: clean(input.contact.name),
      first_name: clean(input.contact.firstName),
      last_name: clean(input.contact.lastName),
      email,
      phone,
    }),
    context: {
      form_name: input.formName,
      event_name: eventName,
      source_page: env.sourcePage,
      referrer: env.referrer,
      timestamp,
      client_id: env.clientId,
      dedupe_key: dedupeKey({ clientId: env.clientId, formName: input.formName, eventName, email, phone, timestamp: env.now }),
      last_seen_page: env.lastSeenPage,
      seconds_on_page: env.secondsOnPage,
    },
    consent: {
      marketing: input.consentMarketing,
      gdpr_region_detected: leads.gdprRegion,
      timestamp_consent: input.consentMarketing ? timestamp : null,
      double_opt_in: leads.doubleOptIn,
    },
    session,
    first_touch: env.firstTouch ?? {},
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
  });
}

export type LeadPayload = ReturnType<typeof buildLeadPayload>;

// ---------------------------------------------------------------------------
// Server-side checking of what a browser sent.

const short = (max = 200) => z.string().trim().max(max);
const optionalShort = (max = 200) =>
  short(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

const attribution = z.record(z.string().max(64), z.string().max(2000)).refine((r) => Object.keys(r).length <= 30, "Too many fields");

export const leadPayloadSchema = z
  .object({
    contact: z.object({
      name: optionalShort(),
      first_name: optionalShort(),
      last_name: optionalShort(),
      email: optionalShort(320),
      phone: optionalShort(40),
    }),
    context: z.object({
      form_name: z.enum(Object.keys(leadForms) as [LeadFormName, ...LeadFormName[]]),
      event_name: optionalShort(64),
      source_page: optionalShort(2000),
      referrer: optionalShort(2000),
      timestamp: z.iso.datetime({ offset: true }),
      client_id: optionalShort(64),
      dedupe_key: optionalShort(800),
      last_seen_page: optionalShort(2000),
      seconds_on_page: z.number().int().min(0).max(10_000_000).nullable().optional(),
    }),
    consent: z.object({
      marketing: z.boolean(),
      gdpr_region_detected: optionalShort(8),
      timestamp_consent: z.iso.datetime({ offset: true }).nullable().optional(),
      double_opt_in: z.boolean().optional(),
    }),
    session: attribution.default({}),
    first_touch: attribution.default({}),
    commerce: z
      .object({
        product_id: optionalShort(),
        product_title: optionalShort(),
        product_handle: optionalShort(),
        price: z.number().min(0).max(1_000_000).optional(),
        currency: optionalShort(3),
        variant: optionalShort(),
        quantity: z.number().int().min(0).max(10_000).optional(),
        cart_total: z.number().min(0).max(10_000_000).optional(),
        order_id: optionalShort(),
        items: z.array(z.unknown()).max(100).optional(),
      })
      .optional(),
    free_text: z
      .object({
        message: optionalShort(5000),
        topic: optionalShort(64),
        topic_label: optionalShort(),
        preferred_time: optionalShort(64),
        preferred_time_label: optionalShort(),
      })
      .optional(),
    lead_magnet: z.object({ title: short(200).min(1), slug: short(100).min(1) }).optional(),
    company: z.string().max(500).optional(),
  })
  .superRefine((lead, ctx) => {
    const form = lead.context.form_name;
    const { email, phone } = lead.contact;
    const emailValid = !email || z.email().safeParse(email).success;
    if (!emailValid) ctx.addIssue({ code: "custom", path: ["contact", "email"], message: leadMessages.email });

    if (form === "contact_form") {
      const checked = contactFormSchema.safeParse({
        name: lead.contact.name ?? "",
        email: email ?? "",
        phone,
        topic: lead.free_text?.topic,
        message: lead.free_text?.message ?? "",
        consent: lead.consent.marketing,
      });
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0]);
          const path = field === "message" || field === "topic" ? ["free_text", field] : field === "consent" ? ["consent", "marketing"] : ["contact", field];
          if (field === "email" && !emailValid) continue;
          ctx.addIssue({ code: "custom", path, message: issue.message });
        }
      }
    } else if (form === "exit_intent") {
      if (!email || !phone) ctx.addIssue({ code: "custom", path: ["contact"], message: leadMessages.exitIntentMissing });
    } else if (form === "blog_lead_magnet") {
      if (!email) ctx.addIssue({ code: "custom", path: ["contact", "email"], message: leadMessages.email });
      if (!lead.consent.marketing) ctx.addIssue({ code: "custom", path: ["consent", "marketing"], message: leadMessages.consentRequired });
    }
    if (!email && !phone) ctx.addIssue({ code: "custom", path: ["contact"], message: leadMessages.contactRequired });
  });

export type CheckedLead = z.infer<typeof leadPayloadSchema>;

/** First message per field path ("contact.email" -> "Please enter a valid email address"). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    errors[key] ??= issue.message;
  }
  return errors;
}
