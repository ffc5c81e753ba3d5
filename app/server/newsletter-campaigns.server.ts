/**
 * The owner's newsletters: drafts she writes and tests, then sends to every confirmed subscriber.
 *
 * Sending is one transaction: one recipient row per confirmed subscriber (unique per campaign and
 * subscriber, so nobody is queued twice) and one outbox row for each. The outbox worker writes each
 * message at its turn, after checking again that the subscriber is still confirmed (an unsubscribe or
 * an erasure since the queueing means no message), and keeps it in the mailbox like every e-mail; with
 * SMTP it also sends it, at the pace of `campaignPolicy.messagesPerMinute`, kept in the database
 * (newsletter_pace), so the pace and the queue both survive a restart.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { campaignPolicy, salon } from "~/config/salon";
import { audit, type Actor } from "./accounts/audit.server.ts";
import { database } from "./db/client.server.ts";
import { rowsOf, type Queryable } from "./db/queryable.server.ts";
import { mail, newsletterCampaigns, newsletterRecipients, subscribers } from "./db/schema.server.ts";
import { campaignMail, readCampaign, type CampaignFields } from "./campaign-content.server.ts";
import { log } from "./log.server.ts";
import { mailLeavesServer, queueMail, sendStoredMail, storeMail, type OutgoingMessage } from "./mail.server.ts";
import { unsubscribeHeaders, unsubscribeUrl } from "./newsletter.server.ts";
import { enqueueEach, NotYet, registerDeliverer, wakeOutbox } from "./outbox.server.ts";

export type Campaign = typeof newsletterCampaigns.$inferSelect;

/** Who receives a newsletter: subscribers who confirmed (double opt-in) and have not unsubscribed. The erased have no row. */
export const receivesNewsletters = (subscriber: { status: string } | undefined) => subscriber?.status === "confirmed";

/** Where the owner's test goes: the salon's own address. */
export const testAddress = () => salon.email;

export type CampaignCounts = {
  /** Waiting for their turn, or for a retry. */
  queued: number;
  /** Of the queued, how many failed once and wait to be tried again. */
  retrying: number;
  sent: number;
  /** Given up on after every retry (the outbox shows why). */
  failed: number;
  /** Not sent: unsubscribed or erased before their turn. */
  skipped: number;
  /** Recipients who have unsubscribed since the campaign was sent to them. */
  unsubscribedSince: number;
};

const noCounts: CampaignCounts = { queued: 0, retrying: 0, sent: 0, failed: 0, skipped: 0, unsubscribedSince: 0 };

export async function campaignCounts(db: Queryable, ids: number[]): Promise<Map<number, CampaignCounts>> {
  const counts = new Map<number, CampaignCounts>();
  if (ids.length === 0) return counts;
  const result = await db.execute(sql`
    select r.campaign_id,
           count(*) filter (where r.status = 'queued' and o.status is distinct from 'dead') as queued,
           count(*) filter (where r.status = 'queued' and o.status = 'pending' and o.last_error is not null) as retrying,
           count(*) filter (where r.status = 'sent') as sent,
           count(*) filter (where r.status = 'queued' and o.status = 'dead') as failed,
           count(*) filter (where r.status = 'skipped') as skipped,
           count(*) filter (where s.status = 'unsubscribed' and s.unsubscribed_at >= c.queued_at) as unsubscribed_since
      from newsletter_recipients r
      join newsletter_campaigns c on c.id = r.campaign_id
      left join subscribers s on s.id = r.subscriber_id
      left join outbox o on o.topic = 'campaign' and o.ref_id = r.id
     where r.campaign_id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})
     group by r.campaign_id`);
  type Row = Record<"campaign_id" | "queued" | "retrying" | "sent" | "failed" | "skipped" | "unsubscribed_since", string | number>;
  for (const row of rowsOf<Row>(result)) {
    counts.set(Number(row.campaign_id), {
      queued: Number(row.queued),
      retrying: Number(row.retrying),
      sent: Number(row.sent),
      failed: Number(row.failed),
      skipped: Number(row.skipped),
      unsubscribedSince: Number(row.unsubscribed_since),
    });
  }
  return counts;
}

/** Every campaign, newest first, with its counts. */
export async function listCampaigns(db: Queryable): Promise<{ campaign: Campaign; counts: CampaignCounts }[]> {
  const campaigns = await db.select().from(newsletterCampaigns).orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id));
  const counts = await campaignCounts(
    db,
    campaigns.map((c) => c.id),
  );
  return campaigns.map((campaign) => ({ campaign, counts: counts.get(campaign.id) ?? noCounts }));
}

export async function findCampaign(db: Queryable, id: number): Promise<{ campaign: Campaign; counts: CampaignCounts } | null> {
  const [campaign] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  if (!campaign) return null;
  return { campaign, counts: (await campaignCounts(db, [id])).get(id) ?? noCounts };
}

export async function confirmedSubscribers(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(eq(subscribers.status, "confirmed"));
  return Number(row?.count ?? 0);
}

/** The message for one address: the campaign's words, the salon's details, a signed unsubscribe link and the one-click headers. */
async function messageFor(
  db: Queryable,
  campaign: CampaignFields,
  to: string,
  kind: "newsletter" | "newsletter_test",
): Promise<OutgoingMessage> {
  const content = campaignMail(campaign, await unsubscribeUrl(to, db));
  return { kind, to, ...content, headers: await unsubscribeHeaders(to, db) };
}

/** The campaign as the owner's test shows it, for the preview beside the form. */
export async function previewOf(db: Queryable, campaign: CampaignFields) {
  return (await messageFor(db, campaign, testAddress(), "newsletter_test")).html;
}

export async function createCampaign(db: Queryable, fields: CampaignFields): Promise<number> {
  const [row] = await db.insert(newsletterCampaigns).values(fields).returning({ id: newsletterCampaigns.id });
  if (!row) throw new Error("The campaign was not stored");
  return row.id;
}

export type Refusal = { ok: false; status: 404 | 409; message: string };
const missing: Refusal = { ok: false, status: 404, message: "There is no such newsletter." };
const alreadySent = (campaign: Campaign): Refusal => ({
  ok: false,
  status: 409,
  message: `This newsletter was already sent (${campaign.queuedAt!.toISOString().slice(0, 10)}), so it can't be changed or sent again.`,
});

/** Lock a draft for a change: a sent campaign is never changed. */
async function lockDraft(tx: Queryable, id: number): Promise<{ ok: true; campaign: Campaign } | Refusal> {
  const [campaign] = await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).for("update");
  if (!campaign) return missing;
  if (campaign.queuedAt) return alreadySent(campaign);
  return { ok: true, campaign };
}

export async function saveDraft(id: number, fields: CampaignFields): Promise<{ ok: true } | Refusal> {
  return database().transaction(async (tx) => {
    const draft = await lockDraft(tx, id);
    if (!draft.ok) return draft;
    await tx
      .update(newsletterCampaigns)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(newsletterCampaigns.id, id));
    return { ok: true as const };
  });
}

export async function deleteDraft(id: number, by: Actor): Promise<{ ok: true; subject: string } | Refusal> {
  return database().transaction(async (tx) => {
    const draft = await lockDraft(tx, id);
    if (!draft.ok) return draft;
    await tx.delete(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    await audit(tx, { who: by, action: "newsletter draft deleted", subject: `Newsletter “${draft.campaign.subject}”`, detail: { campaign: id } });
    return { ok: true as const, subject: draft.campaign.subject };
  });
}

/** The owner's test: the message as a subscriber would get it, to the salon's address, through the mail like any e-mail. */
export async function sendTest(id: number): Promise<{ ok: true; to: string } | Refusal> {
  const to = testAddress();
  const outcome = await database().transaction(async (tx) => {
    const [campaign] = await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).for("update");
    if (!campaign) return missing;
    const message = await messageFor(tx, campaign, to, "newsletter_test");
    await queueMail(tx, { ...message, subject: `Test: ${message.subject}` });
    await tx.update(newsletterCampaigns).set({ testedAt: new Date() }).where(eq(newsletterCampaigns.id, id));
    return { ok: true as const, to };
  });
  if (outcome.ok) wakeOutbox();
  return outcome;
}

/** Rows per insert: well inside PostgreSQL's limit on a statement's parameters. */
const insertChunk = 1000;

/**
 * Send to every confirmed subscriber: all recipients and their outbox rows, or nothing. A campaign is
 * sent once; a second press (another tab, a repeated post) finds it sent and queues no one.
 */
export async function queueCampaign(
  id: number,
  by: Actor,
): Promise<{ ok: true; queued: number } | Refusal | { ok: false; status: 400; message: string }> {
  const outcome = await database().transaction(async (tx) => {
    const draft = await lockDraft(tx, id);
    if (!draft.ok) return draft;
    const checked = readCampaign({ subject: draft.campaign.subject, body: draft.campaign.body });
    if (!checked.ok) return { ok: false as const, status: 400 as const, message: Object.values(checked.errors)[0]! };
    const recipients = rowsOf<{ id: string | number }>(
      await tx.execute(sql`
        insert into newsletter_recipients (campaign_id, subscriber_id)
        select ${id}, s.id from subscribers s where s.status = 'confirmed' order by s.id
        on conflict (campaign_id, subscriber_id) do nothing
        returning id`),
    ).map((row) => Number(row.id));
    if (recipients.length === 0)
      return {
        ok: false as const,
        status: 409 as const,
        message: "No one has confirmed a subscription yet, so there is no one to send it to.",
      };
    for (let start = 0; start < recipients.length; start += insertChunk) {
      const chunk = recipients.slice(start, start + insertChunk);
      await enqueueEach(
        tx,
        "campaign",
        chunk.map((recipient) => ({ refId: recipient, payload: { campaign_id: id, recipient_id: recipient } })),
      );
    }
    await tx.update(newsletterCampaigns).set({ queuedAt: new Date() }).where(eq(newsletterCampaigns.id, id));
    await audit(tx, { who: by, action: "newsletter sent", subject: `Newsletter “${draft.campaign.subject}”`, detail: { campaign: id, recipients: recipients.length } });
    return { ok: true as const, queued: recipients.length };
  });
  if (outcome.ok) {
    wakeOutbox();
    log("newsletter.campaign_queued", { campaign: id, recipients: outcome.queued });
  }
  return outcome;
}

/**
 * The next sending slot, taken atomically: the first message goes at once, each later one
 * 60 / messagesPerMinute seconds after the one before. Returns the slot and whether it is still to come.
 */
async function takeSlot(tx: Queryable): Promise<{ at: Date; later: boolean }> {
  const gap = `${Math.round(60_000 / campaignPolicy.messagesPerMinute)} milliseconds`;
  const [row] = rowsOf<{ at: string | Date; later: boolean }>(
    await tx.execute(sql`
      insert into newsletter_pace (id, next_slot_at) values (1, now() + ${gap}::interval)
      on conflict (id) do update set next_slot_at = greatest(newsletter_pace.next_slot_at, now()) + ${gap}::interval
      returning next_slot_at - ${gap}::interval as at, next_slot_at - ${gap}::interval > now() as later`),
  );
  if (!row) throw new Error("No sending slot was taken");
  return { at: new Date(row.at), later: Boolean(row.later) };
}

type Step = { done: true } | { later: Date } | { send: number; recipient: number };

/**
 * One recipient's turn. Everything up to sending happens in one transaction holding the recipient's
 * row: a message is written once (kept in the mailbox), and one already handed to the SMTP server is
 * never handed over again.
 */
async function recipientTurn(recipientId: number): Promise<Step> {
  return database().transaction(async (tx): Promise<Step> => {
    const [recipient] = await tx.select().from(newsletterRecipients).where(eq(newsletterRecipients.id, recipientId)).for("update");
    if (!recipient || recipient.status !== "queued") return { done: true };
    const mark = (set: Partial<typeof newsletterRecipients.$inferInsert>) =>
      tx.update(newsletterRecipients).set(set).where(eq(newsletterRecipients.id, recipientId));

    const [subscriber] = await tx.select().from(subscribers).where(eq(subscribers.id, recipient.subscriberId));
    if (!receivesNewsletters(subscriber)) {
      // A message written but never sent is not kept: nobody received it.
      if (recipient.mailId) await tx.delete(mail).where(and(eq(mail.id, recipient.mailId), inArray(mail.status, ["queued", "stored"])));
      await mark({ status: "skipped", mailId: null });
      log("newsletter.recipient_skipped", { recipient: recipientId, reason: subscriber ? subscriber.status : "erased" });
      return { done: true };
    }

    const leaves = mailLeavesServer();
    if (leaves) {
      if (recipient.slotAt === null) {
        const slot = await takeSlot(tx);
        await mark({ slotAt: slot.at });
        if (slot.later) return { later: slot.at };
      } else if (recipient.slotAt.getTime() > Date.now()) {
        return { later: recipient.slotAt };
      }
    }

    let mailId = recipient.mailId;
    if (mailId !== null) {
      const [written] = await tx.select({ status: mail.status }).from(mail).where(eq(mail.id, mailId));
      // Sent before a crash could record it: recorded now, not sent again.
      if (written?.status === "sent") {
        await mark({ status: "sent", sentAt: new Date() });
        return { done: true };
      }
      if (!written) mailId = null;
    }
    if (mailId === null) {
      const [campaign] = await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, recipient.campaignId));
      if (!campaign) return { done: true };
      mailId = await storeMail(tx, await messageFor(tx, campaign, subscriber!.email, "newsletter"));
      await mark({ mailId });
    }
    if (!leaves) {
      await mark({ status: "sent", sentAt: new Date() });
      return { done: true };
    }
    return { send: mailId, recipient: recipientId };
  });
}

registerDeliverer("campaign", async (row) => {
  const step = await recipientTurn(Number(row.ref_id));
  if ("later" in step) throw new NotYet(step.later);
  if ("send" in step) {
    await sendStoredMail(step.send);
    await database()
      .update(newsletterRecipients)
      .set({ status: "sent", sentAt: new Date() })
      .where(and(eq(newsletterRecipients.id, step.recipient), eq(newsletterRecipients.status, "queued")));
    log("newsletter.recipient_sent", { recipient: step.recipient, mail: step.send });
    return { status: 250 };
  }
  return {};
});
