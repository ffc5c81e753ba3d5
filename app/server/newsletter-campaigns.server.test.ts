import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as Drizzle from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { campaignPolicy, formattedAddress, salon } from "~/config/salon";
import type * as Client from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import type * as Schema from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import type * as Campaigns from "./newsletter-campaigns.server";
import type * as Newsletter from "./newsletter.server";
import type * as Outbox from "./outbox.server";
import type * as Privacy from "./privacy.server";
import type * as Secrets from "./secrets.server";
import { smtpStandIn, trustStandInCertificate } from "./test-support/smtp-stand-in";
import { latestAudit, owner } from "./test-support/actors";

type Modules = {
  schema: typeof Schema;
  campaigns: typeof Campaigns;
  newsletter: typeof Newsletter;
  outbox: typeof Outbox;
  privacy: typeof Privacy;
  secrets: typeof Secrets;
  drizzle: typeof Drizzle;
};

const body = "# Spring at the salon\n\nGloss week is here. See the [menu](/services).";

describe.each(testDatabases())("newsletter campaigns on $name", ({ options }) => {
  let smtp: Awaited<ReturnType<typeof smtpStandIn>>;
  let untrust: () => void;
  let database: { dataDir?: string; databaseUrl?: string };
  let client: typeof Client | undefined;
  let m: Modules;

  /**
   * A server (re)starting: fresh modules, which read the environment once, on the same database.
   * `empty` clears what earlier tests stored.
   */
  async function start({ smtpUrl = "", empty = false }: { smtpUrl?: string; empty?: boolean } = {}) {
    await client?.closeDatabase();
    vi.resetModules();
    vi.stubEnv("SMTP_URL", smtpUrl);
    client = await import("./db/client.server");
    m = {
      schema: await import("./db/schema.server"),
      campaigns: await import("./newsletter-campaigns.server"),
      newsletter: await import("./newsletter.server"),
      outbox: await import("./outbox.server"),
      privacy: await import("./privacy.server"),
      secrets: await import("./secrets.server"),
      drizzle: await import("drizzle-orm"),
    };
    await client.openDatabase(database);
    if (empty) {
      await client
        .database()
        .execute(
          m.drizzle
            .sql`truncate table subscribers, mail, outbox, newsletter_campaigns, newsletter_recipients, newsletter_pace, privacy_requests restart identity cascade`,
        );
    }
    return client.database();
  }

  const db = () => client!.database();

  async function subscribe(email: string, status: "pending" | "confirmed" | "unsubscribed") {
    const now = new Date();
    await db()
      .insert(m.schema.subscribers)
      .values({
        email,
        status,
        source: "website_footer",
        consentText: "Yes, send me salon news",
        consentAt: now,
        confirmedAt: status === "confirmed" ? now : null,
        unsubscribedAt: status === "unsubscribed" ? now : null,
      });
  }

  async function unsubscribeByLink(email: string) {
    const link = new URL(await m.newsletter.unsubscribeUrl(email));
    expect(await m.newsletter.unsubscribe(link.searchParams.get("email")!, link.searchParams.get("token")!)).toBe(true);
  }

  const erase = (email: string) => m.privacy.erasePerson(db(), { kind: "email", value: email }, { id: null, name: "owner" });

  async function newCampaign(subject = "Spring news") {
    return m.campaigns.createCampaign(db(), { subject, body });
  }

  const newsletterMail = async () =>
    (await db().select().from(m.schema.mail).where(m.drizzle.eq(m.schema.mail.kind, "newsletter"))).sort((a, b) =>
      a.toAddress.localeCompare(b.toAddress),
    );

  const counts = async (id: number) => (await m.campaigns.findCampaign(db(), id))!.counts;

  beforeAll(async () => {
    untrust = trustStandInCertificate();
    smtp = await smtpStandIn({ tls: "starttls" });
    vi.stubEnv("MAIL_FROM", "Wattle & Thread <hello@wattleandthread.com.au>");
    vi.stubEnv("NEWSLETTER_WEBHOOK_URL", "");
    vi.stubEnv("LEAD_WEBHOOK_URL", "");
    // On disk, so that a restart finds what was queued before it.
    database = options.dataDir ? { dataDir: mkdtempSync(path.join(tmpdir(), "wt-campaigns-")) } : await isolatedDatabase(options);
    // The first start migrates the new database: slow enough to belong here rather than in a test.
    await start();
  });

  afterAll(async () => {
    await client?.closeDatabase();
    await smtp?.close();
    if (database.dataDir) rmSync(database.dataDir, { recursive: true, force: true });
    untrust?.();
    vi.unstubAllEnvs();
  });

  it("goes to confirmed subscribers only: never the unconfirmed, the unsubscribed or the erased, checked again at each one's turn", async () => {
    await start({ empty: true });
    await subscribe("ana@example.com", "confirmed");
    await subscribe("ben@example.com", "confirmed");
    await subscribe("cleo@example.com", "pending");
    await subscribe("dev@example.com", "unsubscribed");
    await subscribe("erin@example.com", "confirmed");
    await subscribe("fay@example.com", "confirmed");
    await subscribe("gus@example.com", "confirmed");
    await erase("erin@example.com");
    expect(await m.campaigns.confirmedSubscribers(db())).toBe(4);

    const id = await newCampaign();
    const queued = await m.campaigns.queueCampaign(id, owner);
    expect(queued).toEqual({ ok: true, queued: 4 });
    expect(await latestAudit(db())).toMatchObject([{ who: owner.name, action: "newsletter sent", detail: { campaign: id, recipients: 4 } }]);
    expect(await counts(id)).toMatchObject({ queued: 4, sent: 0 });

    // Between the queueing and their turn: one unsubscribes, one asks to be erased.
    await unsubscribeByLink("fay@example.com");
    await erase("gus@example.com");

    await m.outbox.deliverDue();
    expect((await newsletterMail()).map((message) => message.toAddress)).toEqual(["ana@example.com", "ben@example.com"]);
    expect(await newsletterMail()).toMatchObject([
      { transport: "mailbox", status: "stored" },
      { transport: "mailbox", status: "stored" },
    ]);
    expect(await counts(id)).toEqual({ queued: 0, retrying: 0, sent: 2, failed: 0, skipped: 2, unsubscribedSince: 1 });
    const rows = await db().select().from(m.schema.outbox).where(m.drizzle.eq(m.schema.outbox.topic, "campaign"));
    expect(rows.map((row) => [row.destination, row.status])).toEqual(Array.from({ length: 4 }, () => ["mailbox", "delivered"]));
  });

  it("carries the salon's name and address, an unsubscribe link, and one-click List-Unsubscribe headers that unsubscribe at once", async () => {
    await start({ empty: true });
    await subscribe("ana@example.com", "confirmed");
    const id = await newCampaign("Gloss week");
    await m.campaigns.queueCampaign(id, owner);
    await m.outbox.deliverDue();
    const [message] = await newsletterMail();
    expect(message!.subject).toBe("Gloss week");
    expect(message!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const header = /^<(https?:\/\/[^>]+)>$/.exec(message!.headers["List-Unsubscribe"] ?? "");
    expect(header).not.toBeNull();
    const link = new URL(header![1]!);
    expect(link.pathname).toBe("/unsubscribe");
    expect(link.searchParams.get("email")).toBe("ana@example.com");
    expect(message!.textBody).toContain(salon.name);
    expect(message!.textBody).toContain(formattedAddress);
    expect(message!.textBody).toContain(`Unsubscribe: ${link.href}`);
    expect(message!.htmlBody).toContain("Gloss week is here.");

    // What a mail client's one-click POST does: the token in the URL is the proof.
    expect(await m.newsletter.unsubscribe("ana@example.com", "not-the-token")).toBe(false);
    expect(await m.newsletter.unsubscribe(link.searchParams.get("email")!, link.searchParams.get("token")!)).toBe(true);
    const [ana] = await db().select().from(m.schema.subscribers);
    expect(ana).toMatchObject({ status: "unsubscribed" });
    expect(await counts(id)).toMatchObject({ sent: 1, unsubscribedSince: 1 });
  });

  it("is sent once per subscriber: a second send, a repeated delivery or a second recipient row changes nothing", async () => {
    await start({ empty: true });
    await subscribe("ana@example.com", "confirmed");
    await subscribe("ben@example.com", "confirmed");
    const id = await newCampaign();
    expect(await m.campaigns.queueCampaign(id, owner)).toMatchObject({ ok: true, queued: 2 });
    expect(await m.campaigns.queueCampaign(id, owner)).toMatchObject({ ok: false, status: 409 });
    expect(await m.campaigns.saveDraft(id, { subject: "Changed", body })).toMatchObject({ ok: false, status: 409 });
    await m.outbox.deliverDue();
    expect(await newsletterMail()).toHaveLength(2);

    // The worker runs a recipient's row again (a crash before it was recorded, an owner's retry): no second message.
    await db()
      .update(m.schema.outbox)
      .set({ status: "pending", nextAttemptAt: new Date(0) });
    await m.outbox.deliverDue();
    expect(await newsletterMail()).toHaveLength(2);

    const [recipient] = await db().select().from(m.schema.newsletterRecipients);
    await expect(
      db().insert(m.schema.newsletterRecipients).values({ campaignId: id, subscriberId: recipient!.subscriberId }),
    ).rejects.toThrow();
    expect(await counts(id)).toMatchObject({ sent: 2, queued: 0 });
  });

  it("queues everyone or no one: a failure part-way leaves the draft as it was", async () => {
    await start({ empty: true });
    await subscribe("ana@example.com", "confirmed");
    const id = await newCampaign();
    await db().execute(m.drizzle.sql`alter table outbox add constraint test_no_campaigns check (topic <> 'campaign')`);
    try {
      await expect(m.campaigns.queueCampaign(id, owner)).rejects.toThrow();
    } finally {
      await db().execute(m.drizzle.sql`alter table outbox drop constraint test_no_campaigns`);
    }
    expect(await db().select().from(m.schema.newsletterRecipients)).toEqual([]);
    expect((await m.campaigns.findCampaign(db(), id))!.campaign.queuedAt).toBeNull();

    await db().update(m.schema.subscribers).set({ status: "pending" });
    expect(await m.campaigns.queueCampaign(id, owner)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/No one has confirmed/),
    });
    expect((await m.campaigns.findCampaign(db(), id))!.campaign.queuedAt).toBeNull();
  });

  it("sends the owner's test to the salon's address only, marked as a test", async () => {
    await start({ empty: true });
    await subscribe("ana@example.com", "confirmed");
    const id = await newCampaign("Gloss week");
    expect(await m.campaigns.sendTest(id)).toEqual({ ok: true, to: salon.email });
    const sent = await db().select().from(m.schema.mail);
    expect(sent).toMatchObject([{ kind: "newsletter_test", toAddress: salon.email, subject: "Test: Gloss week" }]);
    expect(sent[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await db().select().from(m.schema.newsletterRecipients)).toEqual([]);
    expect((await m.campaigns.findCampaign(db(), id))!.campaign.testedAt).toBeInstanceOf(Date);
  });

  it("with SMTP, leaves at the pace in the database, which a restart keeps", async () => {
    const smtpUrl = `smtp://salon:secret@127.0.0.1:${smtp.port}`;
    await start({ smtpUrl, empty: true });
    for (const email of ["ana@example.com", "ben@example.com", "cleo@example.com"]) await subscribe(email, "confirmed");
    const id = await newCampaign("Gloss week");
    await m.campaigns.queueCampaign(id, owner);

    await m.outbox.deliverDue();
    expect(smtp.messages).toHaveLength(1);
    const waiting = await db()
      .select()
      .from(m.schema.outbox)
      .where(m.drizzle.and(m.drizzle.eq(m.schema.outbox.topic, "campaign"), m.drizzle.eq(m.schema.outbox.status, "pending")))
      .orderBy(m.schema.outbox.nextAttemptAt);
    // Waiting for their slots is not a failed attempt.
    expect(waiting.map((row) => row.attempts)).toEqual([0, 0]);
    const gap = 60_000 / campaignPolicy.messagesPerMinute;
    expect(waiting[1]!.nextAttemptAt.getTime() - waiting[0]!.nextAttemptAt.getTime()).toBe(gap);

    // A restart, and a worker that asks early: each message still waits for its slot (moved an hour on,
    // so that it is still to come however long the restart takes).
    await db().execute(m.drizzle.sql`update newsletter_recipients set slot_at = slot_at + interval '1 hour' where status = 'queued'`);
    await start({ smtpUrl });
    await db()
      .update(m.schema.outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(m.drizzle.eq(m.schema.outbox.status, "pending"));
    await m.outbox.deliverDue();
    expect(smtp.messages).toHaveLength(1);

    // Their slots come: the rest go, once each.
    await db().execute(m.drizzle.sql`update newsletter_recipients set slot_at = slot_at - interval '2 hours'`);
    await db()
      .update(m.schema.outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(m.drizzle.eq(m.schema.outbox.status, "pending"));
    await m.outbox.deliverDue();
    expect(smtp.messages.map((message) => message.to[0]).sort()).toEqual(["ana@example.com", "ben@example.com", "cleo@example.com"]);
    for (const message of smtp.messages) {
      expect(message.headers).toMatch(/List-Unsubscribe: <http[^>]+\/unsubscribe\?email=[^&]+&token=/);
      expect(message.headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    }
    expect(await newsletterMail()).toMatchObject([{ status: "sent" }, { status: "sent" }, { status: "sent" }]);
    expect(await counts(id)).toMatchObject({ queued: 0, sent: 3, failed: 0 });
  });
});
