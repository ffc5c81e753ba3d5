import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Every lead a visitor sends (contact messages, exit-intent offers, lead magnets).
 * `dedupe_key` is unique, so a repeated submission stores one row.
 */
export const leads = pgTable(
  "leads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    formName: text("form_name").notNull(),
    eventName: text("event_name"),
    dedupeKey: text("dedupe_key"),
    name: text("name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    topic: text("topic"),
    topicLabel: text("topic_label"),
    message: text("message"),
    consentMarketing: boolean("consent_marketing").notNull().default(false),
    leadMagnetTitle: text("lead_magnet_title"),
    leadMagnetSlug: text("lead_magnet_slug"),
    sourcePage: text("source_page"),
    clientId: text("client_id"),
    /** The whole grouped payload as accepted (contact, context, consent, session, first_touch, …). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When the owner first opened it in /admin (null: still new). */
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("leads_dedupe_key_idx").on(t.dedupeKey), index("leads_form_created_idx").on(t.formName, t.createdAt)],
);

/**
 * Newsletter subscribers with their consent record: when, where, the exact text
 * the visitor agreed to, and the double opt-in state.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull(),
    source: text("source").notNull(),
    sourcePage: text("source_page"),
    /** The wording agreed to and when; empty only for an unsubscribe with no subscription on record. */
    consentText: text("consent_text"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    doubleOptIn: boolean("double_opt_in").notNull().default(true),
    confirmTokenHash: text("confirm_token_hash"),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    clientId: text("client_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("subscribers_email_idx").on(t.email), index("subscribers_created_idx").on(t.createdAt)],
);

/** Private feedback from the review funnel, with the sentiment computed on the server. */
export const feedback = pgTable(
  "feedback",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    feedback: text("feedback").notNull(),
    rating: smallint("rating").notNull(),
    sentiment: text("sentiment").notNull(),
    sentimentScore: doublePrecision("sentiment_score"),
    clientTimestamp: text("client_timestamp"),
    clientId: text("client_id"),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_created_idx").on(t.createdAt)],
);

/** Yes/no answers to "Was this helpful?" under FAQs. */
export const faqFeedback = pgTable(
  "faq_feedback",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    faqId: text("faq_id").notNull(),
    faqQuestion: text("faq_question").notNull(),
    helpful: boolean("helpful").notNull(),
    sourcePage: text("source_page"),
    clientId: text("client_id"),
    clientTimestamp: text("client_timestamp"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    createdAt: createdAt(),
  },
  (t) => [index("faq_feedback_created_idx").on(t.createdAt), index("faq_feedback_faq_idx").on(t.faqId), index("faq_feedback_client_idx").on(t.clientId)],
);

/**
 * Every e-mail the site sends. Without SMTP_URL it stays here as the owner's
 * mailbox (read in /admin); with it, the outbox hands it to the SMTP server.
 */
export const mail = pgTable(
  "mail",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    transport: text("transport", { enum: ["mailbox", "smtp"] }).notNull(),
    status: text("status", { enum: ["stored", "queued", "sent", "failed"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_created_idx").on(t.createdAt), index("mail_to_idx").on(t.toAddress)],
);

/**
 * Work to forward, written in the same transaction as the row it forwards.
 * The worker claims due rows (FOR UPDATE SKIP LOCKED), delivers them and records
 * the outcome; the retry schedule lives here, so it survives restarts.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    topic: text("topic").notNull(),
    refId: bigint("ref_id", { mode: "number" }),
    destination: text("destination").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "delivered", "dead"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    lastStatus: integer("last_status"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index("outbox_created_idx").on(t.createdAt),
  ],
);

/** Small server-side secrets generated once and kept with the data (e.g. the unsubscribe-link key). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});
