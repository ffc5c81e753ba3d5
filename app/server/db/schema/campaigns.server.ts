import { bigint, bigserial, index, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The owner's newsletters. A draft is written and tested; sending it queues one recipient row per
 * confirmed subscriber, in one transaction, and stamps `queued_at`: from then on it is read-only.
 */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subject: text("subject").notNull(),
    /** Markdown, as she wrote it: the message's plain-text part, and the source of its HTML. */
    body: text("body").notNull(),
    /** When she last sent herself a test. */
    testedAt: timestamp("tested_at", { withTimezone: true }),
    /** When it was queued for every confirmed subscriber; null while it is a draft. */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("newsletter_campaigns_created_idx").on(t.createdAt)],
);

/**
 * One row per subscriber a campaign was queued for: unique per campaign and subscriber, so nobody is
 * queued twice. The subscriber and the message are referred to by id only, without a foreign key: a
 * privacy erasure deletes both, and the row stays (the campaign's counts stay true) naming no one.
 */
export const newsletterRecipients = pgTable(
  "newsletter_recipients",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: bigint("campaign_id", { mode: "number" })
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriberId: bigint("subscriber_id", { mode: "number" }).notNull(),
    /** queued → sent, or skipped when the subscriber unsubscribed or was erased before their turn. */
    status: text("status", { enum: ["queued", "sent", "skipped"] })
      .notNull()
      .default("queued"),
    /** The sending slot the pace gave this message (only when mail leaves the server). */
    slotAt: timestamp("slot_at", { withTimezone: true }),
    /** The message written for them, once written (kept in the mailbox like every e-mail). */
    mailId: bigint("mail_id", { mode: "number" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_recipients_once_idx").on(t.campaignId, t.subscriberId),
    index("newsletter_recipients_subscriber_idx").on(t.subscriberId),
  ],
);

/** The newsletter's sending pace: one row, the earliest time the next message may leave. */
export const newsletterPace = pgTable("newsletter_pace", {
  id: smallint("id").primaryKey(),
  nextSlotAt: timestamp("next_slot_at", { withTimezone: true }).notNull(),
});
