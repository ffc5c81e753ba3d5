import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { audit, type Actor } from "./accounts/audit.server.ts";
import type { PgColumn } from "drizzle-orm/pg-core";
import { plainName } from "~/lib/person-name";
import { isSameContact, namePattern, textPattern, type PrivacyIdentifier } from "~/lib/privacy-identifier";
import { orderNumberLabel } from "~/lib/shop/checkout-form";
import { centsToAmount } from "~/lib/shop/money";
import { truncate } from "~/lib/text";
import type { Queryable } from "./db/queryable.server.ts";
import { erasedEmail } from "./discount-codes.server.ts";
import {
  assistantQuestions,
  discountRedemptions,
  events,   faqFeedback,
  feedback,
  leads,
  mail,
  outbox,
  privacyRequests,
  shopOrders,
  subscribers,
} from "./db/schema.server.ts";
import { log } from "./log.server.ts";
import type { OutboxTopic } from "./outbox.server.ts";
import { signValue } from "./secrets.server.ts";

/**
 * Privacy Act requests: find everything held about one e-mail address or phone number, and
 * delete it, in one transaction, leaving only a record that a deletion happened. Orders are the
 * exception: Australian tax law wants the sale kept for five years (number, date, items, amounts,
 * GST-inclusive totals), so an order loses its name, e-mail and phone and keeps the rest. A rule that must
 * still know the person (a once-per-e-mail discount code) keeps only a salted hash of the address.
 */

/** What an anonymised order shows instead of the customer's name, e-mail and phone. */
export const removedOnRequest = "(removed on request)";

/** The key of the secret that salts the identifier's hash in the request record. */
const identifierSalt = "privacy_request_salt";

export type HeldKindId =
  | "leads"
  | "subscribers"
  | "feedback"
  | "orders"
  | "mail"
  | "outbox"
  | "events"
  | "faqFeedback"
  | "assistantQuestions";
type Entry = { key: number; at: Date; text: string };
export type HeldKind = {
  id: HeldKindId;
  label: string;
  outcome: "deleted" | "anonymised";
  count: number;
  preview: { at: Date; text: string }[];
};

const kinds: Record<HeldKindId, Pick<HeldKind, "label" | "outcome">> = {
  leads: { label: "Messages, leads and call-back requests", outcome: "deleted" },
  subscribers: { label: "Newsletter subscription and its consent record", outcome: "deleted" },
  feedback: { label: "Private feedback", outcome: "deleted" },
  orders: { label: "Orders (kept for tax, name, e-mail and phone removed)", outcome: "anonymised" },
  mail: { label: "E-mails to or about them in the mailbox", outcome: "deleted" },
  outbox: { label: "Forwarding queue entries carrying their details", outcome: "deleted" },
  events: { label: "Browsing events from their browser", outcome: "deleted" },
  faqFeedback: { label: "FAQ answers from their browser", outcome: "deleted" },
  assistantQuestions: { label: "Questions to the assistant naming them, their e-mail or phone", outcome: "deleted" },
};

/** A name shorter than this is too likely to be part of anyone's question to count as the person's. */
const shortestMatchedName = 3;

const previewLength = 80;
const previewRows = 3;

const formLabels: Record<string, string> = { contact_form: "Message", assistant_callback: "Call-back request" };

/** SQL finding the identifier in a column, whatever else the column holds. */
function mentions(identifier: PrivacyIdentifier, column: PgColumn | SQL): SQL {
  return sql`${column}::text ~* ${textPattern(identifier)}`;
}

/**
 * Everything held about the identifier, table by table. Contact columns are narrowed in SQL and then
 * compared exactly after normalising (a message that merely quotes the number is not that person's
 * lead); e-mails and forwarding payloads count when they carry the identifier anywhere.
 */
async function gather(db: Queryable, identifier: PrivacyIdentifier): Promise<Record<HeldKindId, Entry[]>> {
  const same = (...stored: (string | null)[]) => stored.some((value) => isSameContact(identifier, value));
  const find = (...columns: PgColumn[]) => or(...columns.map((column) => mentions(identifier, column)));

  const leadRows = (await db.select().from(leads).where(find(leads.email, leads.phone))).filter((r) => same(r.email, r.phone));
  const subscriberRows = (await db.select().from(subscribers).where(find(subscribers.email))).filter((r) => same(r.email));
  const feedbackRows = (await db.select().from(feedback).where(find(feedback.email))).filter((r) => same(r.email));
  const orderRows = (await db.select().from(shopOrders).where(find(shopOrders.email, shopOrders.phone))).filter((r) =>
    same(r.email, r.phone),
  );

  // Events and FAQ answers carry no contact details, only the browser's client id: found through the person's own rows.
  const clientIds = [
    ...new Set([...leadRows, ...subscriberRows, ...feedbackRows].map((r) => r.clientId).filter((id): id is string => Boolean(id))),
  ];
  const eventRows = clientIds.length ? await db.select().from(events).where(inArray(events.clientId, clientIds)) : [];
  const faqRows = clientIds.length ? await db.select().from(faqFeedback).where(inArray(faqFeedback.clientId, clientIds)) : [];

  // Questions to the assistant carry no contact columns: found by the identifier or a name the person gave us, in the text.
  const names = [
    ...new Set(
      [
        ...leadRows.flatMap((r) => [r.name, [r.firstName, r.lastName].filter(Boolean).join(" ")]),
        ...feedbackRows.map((r) => r.name),
        ...orderRows.map((r) => r.customerName),
      ]
        .map((name) => plainName(name ?? ""))
        .filter((name) => name.length >= shortestMatchedName && name !== removedOnRequest),
    ),
  ];
  const questionRows = await db
    .select()
    .from(assistantQuestions)
    .where(or(mentions(identifier, assistantQuestions.question), ...names.map((name) => sql`${assistantQuestions.question} ~* ${namePattern(name)}`)));

  const mailRows = await db
    .select()
    .from(mail)
    .where(or(find(mail.toAddress, mail.subject, mail.textBody), mentions(identifier, mail.headers)));

  const forwarded: [OutboxTopic, { id: number }[]][] = [
    ["lead", leadRows],
    ["newsletter", subscriberRows],
    ["feedback", feedbackRows],
    ["faq_feedback", faqRows],
    ["event", eventRows],
    ["mail", mailRows],
  ];
  const forwardsOfRows = forwarded
    .filter(([, rows]) => rows.length)
    .map(([topic, rows]) =>
      and(
        eq(outbox.topic, topic),
        inArray(
          outbox.refId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const outboxRows = await db
    .select()
    .from(outbox)
    .where(or(mentions(identifier, outbox.payload), ...forwardsOfRows));

  return {
    leads: leadRows.map((r) => ({
      key: r.id,
      at: r.createdAt,
      text: `${formLabels[r.formName] ?? `Lead (${r.formName})`}: ${r.message ?? r.leadMagnetTitle ?? r.topicLabel ?? ""}`,
    })),
    subscribers: subscriberRows.map((r) => ({
      key: r.id,
      at: r.createdAt,
      text: `Newsletter, ${r.status}${r.consentAt ? `, consent given ${r.consentAt.toISOString().slice(0, 10)}` : ""}`,
    })),
    feedback: feedbackRows.map((r) => ({ key: r.id, at: r.createdAt, text: `${r.rating}/5: ${r.feedback}` })),
    orders: orderRows.map((r) => ({
      key: r.number,
      at: r.createdAt,
      text: `${orderNumberLabel(r.number)}, ${centsToAmount(r.totalCents)} ${r.currency}`,
    })),
    mail: mailRows.map((r) => ({ key: r.id, at: r.createdAt, text: r.subject })),
    outbox: outboxRows.map((r) => ({ key: r.id, at: r.createdAt, text: `${r.topic}, ${r.status}` })),
    events: eventRows.map((r) => ({ key: r.id, at: r.createdAt, text: `${r.name} on ${r.path}` })),
    faqFeedback: faqRows.map((r) => ({ key: r.id, at: r.createdAt, text: `${r.helpful ? "Helpful" : "Not helpful"}: ${r.faqQuestion}` })),
    assistantQuestions: questionRows.map((r) => ({ key: r.id, at: r.createdAt, text: r.question })),
  };
}

function summarise(found: Record<HeldKindId, Entry[]>): HeldKind[] {
  return (Object.keys(kinds) as HeldKindId[]).map((id) => ({
    id,
    ...kinds[id],
    count: found[id].length,
    preview: [...found[id]]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, previewRows)
      .map(({ at, text }) => ({ at, text: truncate(text, previewLength) })),
  }));
}

async function identifierHash(db: Queryable, identifier: PrivacyIdentifier): Promise<string> {
  return signValue(identifierSalt, `${identifier.kind}:${identifier.value}`, db);
}

export type PrivacyRequestRecord = typeof privacyRequests.$inferSelect;

/** What is held about the identifier, per kind, and any earlier deletion recorded for it. */
export async function findHeld(
  db: Queryable,
  identifier: PrivacyIdentifier,
): Promise<{ held: HeldKind[]; earlier: PrivacyRequestRecord[] }> {
  const held = summarise(await gather(db, identifier));
  const earlier = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.identifierHash, await identifierHash(db, identifier)))
    .orderBy(desc(privacyRequests.createdAt));
  return { held, earlier };
}

/** Delete (and for orders anonymise) everything held about the identifier, and record that it was done. */
export async function erasePerson(db: Queryable, identifier: PrivacyIdentifier, by: Actor): Promise<PrivacyRequestRecord> {
  const actor = by.name;
  return db.transaction(async (tx) => {
    const found = await gather(tx, identifier);
    const keys = (id: HeldKindId) => found[id].map((entry) => entry.key);
    const removals: [HeldKindId, () => Promise<unknown>][] = [
      ["outbox", () => tx.delete(outbox).where(inArray(outbox.id, keys("outbox")))],
      ["leads", () => tx.delete(leads).where(inArray(leads.id, keys("leads")))],
      ["subscribers", () => tx.delete(subscribers).where(inArray(subscribers.id, keys("subscribers")))],
      ["feedback", () => tx.delete(feedback).where(inArray(feedback.id, keys("feedback")))],
      ["events", () => tx.delete(events).where(inArray(events.id, keys("events")))],
      ["faqFeedback", () => tx.delete(faqFeedback).where(inArray(faqFeedback.id, keys("faqFeedback")))],
      ["mail", () => tx.delete(mail).where(inArray(mail.id, keys("mail")))],
      ["assistantQuestions", () => tx.delete(assistantQuestions).where(inArray(assistantQuestions.id, keys("assistantQuestions")))],
      [
        "orders",
        async () => {
          await tx
            .update(shopOrders)
            // Its confirmation link stops showing the order too: what was bought is the person's as much as their name.
            .set({ customerName: removedOnRequest, email: removedOnRequest, phone: removedOnRequest, confirmationTokenHash: null })
            .where(inArray(shopOrders.number, keys("orders")));
          // A code used with the order keeps counting towards its total limit, and towards the person's once-per-e-mail
          // use, but keeps only a salted hash of the address.
          const redemptions = await tx.select().from(discountRedemptions).where(inArray(discountRedemptions.orderNumber, keys("orders")));
          for (const redemption of redemptions)
            await tx
              .update(discountRedemptions)
              .set({ email: await erasedEmail(tx, redemption.email) })
              .where(eq(discountRedemptions.orderNumber, redemption.orderNumber));
        },
      ],
    ];
    for (const [id, remove] of removals) if (found[id].length) await remove();

    const counts = Object.fromEntries((Object.keys(kinds) as HeldKindId[]).map((id) => [id, found[id].length]));
    const [record] = await tx
      .insert(privacyRequests)
      .values({ identifierKind: identifier.kind, identifierHash: await identifierHash(tx, identifier), actor, counts })
      .returning();
    if (!record) throw new Error("The privacy request record was not stored");
    // Never the e-mail or phone itself: the log says that a deletion happened and how much went.
    await audit(tx, { who: by, action: "personal data deleted", subject: `Privacy request ${record.id}`, detail: { kind: identifier.kind, counts } });
    log("privacy.erased", { request: record.id, kind: identifier.kind, actor, counts });
    return record;
  });
}

/** One recorded request, for its receipt. */
export async function findPrivacyRequest(db: Queryable, id: number): Promise<PrivacyRequestRecord | null> {
  const [record] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  return record ?? null;
}

/** The latest recorded requests, newest first (what the owner can show a regulator: that requests were honoured). */
export async function recentPrivacyRequests(db: Queryable, limit = 10): Promise<PrivacyRequestRecord[]> {
  return db.select().from(privacyRequests).orderBy(desc(privacyRequests.createdAt)).limit(limit);
}

/** The label and outcome of each kind, for a receipt built from a record's counts. */
export function heldKinds(): Pick<HeldKind, "id" | "label" | "outcome">[] {
  return (Object.keys(kinds) as HeldKindId[]).map((id) => ({ id, ...kinds[id] }));
}
