import type * as Drizzle from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Client from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import type * as Schema from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import type * as Leads from "./leads.server";
import type * as Outbox from "./outbox.server";
import { smtpStandIn, trustStandInCertificate } from "./test-support/smtp-stand-in";

type StandIn = Awaited<ReturnType<typeof smtpStandIn>>;

describe.each(testDatabases())("mail through SMTP on $name", ({ options }) => {
  const servers: Record<"starttls" | "implicit" | "none", StandIn> = {} as never;
  let untrust: () => void;
  let database: { dataDir?: string; databaseUrl?: string };
  let client: typeof Client | undefined;
  let m: { schema: typeof Schema; leads: typeof Leads; outbox: typeof Outbox; drizzle: typeof Drizzle };

  /** Fresh modules (the environment is read once per load) on the same, emptied database. */
  async function useSmtpUrl(url: string) {
    await client?.closeDatabase();
    vi.resetModules();
    vi.stubEnv("SMTP_URL", url);
    client = await import("./db/client.server");
    m = { schema: await import("./db/schema.server"), leads: await import("./leads.server"), outbox: await import("./outbox.server"), drizzle: await import("drizzle-orm") };
    await client.openDatabase(database);
    await client.database().execute(m.drizzle.sql`truncate table leads, subscribers, mail, outbox restart identity`);
    return client.database();
  }

  beforeAll(async () => {
    untrust = trustStandInCertificate();
    for (const mode of ["starttls", "implicit", "none"] as const) servers[mode] = await smtpStandIn({ tls: mode });
    vi.stubEnv("MAIL_FROM", "Wattle & Thread <hello@wattleandthread.com.au>");
    vi.stubEnv("LEAD_WEBHOOK_URL", "");
    database = await isolatedDatabase(options);
  });

  afterAll(async () => {
    await client?.closeDatabase();
    for (const server of Object.values(servers)) await server?.close();
    untrust?.();
    vi.unstubAllEnvs();
  });

  const storeGuideRequest = async (email: string) => {
    const stored = await m.leads.storeLead({
      contact: { email },
      context: { form_name: "blog_lead_magnet", event_name: "lead_magnet_subscription", timestamp: new Date().toISOString(), client_id: "client-mail" },
      consent: { marketing: true },
      lead_magnet: { title: "Frizz-Free Guide", slug: "frizz-guide" },
    });
    expect(stored.ok).toBe(true);
  };

  it("queues the guide for SMTP, and the outbox hands it to the server over STARTTLS with the unsubscribe headers", async () => {
    const db = await useSmtpUrl(`smtp://salon:secret@127.0.0.1:${servers.starttls.port}`);
    await storeGuideRequest("reader@example.com");
    expect(await db.select().from(m.schema.mail)).toMatchObject([{ transport: "smtp", status: "queued", toAddress: "reader@example.com" }]);
    expect((await db.select().from(m.schema.outbox)).map((r) => [r.topic, r.destination])).toEqual([["mail", "smtp"]]);

    expect(await m.outbox.deliverDue()).toBe(1);
    expect(await db.select().from(m.schema.mail)).toMatchObject([{ status: "sent" }]);
    expect(await db.select().from(m.schema.outbox)).toMatchObject([{ status: "delivered", attempts: 1 }]);
    expect(servers.starttls.logins).toEqual([{ user: "salon", pass: "secret", secure: true }]);
    const [message] = servers.starttls.messages;
    expect(message).toMatchObject({ to: ["reader@example.com"], secure: true });
    expect(message!.headers).toContain("Subject: Your guide: Frizz-Free Guide");
    expect(message!.headers).toMatch(/List-Unsubscribe: <http[^>]+\/unsubscribe\?email=reader%40example\.com&token=/);
    expect(message!.headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("delivers through smtps://", async () => {
    const db = await useSmtpUrl(`smtps://salon:secret@127.0.0.1:${servers.implicit.port}`);
    await storeGuideRequest("tls@example.com");
    expect(await m.outbox.deliverDue()).toBe(1);
    expect(await db.select().from(m.schema.mail)).toMatchObject([{ status: "sent" }]);
    expect(servers.implicit.messages).toMatchObject([{ to: ["tls@example.com"], secure: true }]);
  });

  it("keeps the mail and retries later, with the reason, when the server offers no STARTTLS; no password is sent", async () => {
    const db = await useSmtpUrl(`smtp://salon:secret@127.0.0.1:${servers.none.port}`);
    await storeGuideRequest("plain@example.com");
    const before = Date.now();
    expect(await m.outbox.deliverDue()).toBe(1);
    expect(await db.select().from(m.schema.mail)).toMatchObject([{ status: "queued" }]);
    const [row] = await db.select().from(m.schema.outbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/did not upgrade to TLS \(STARTTLS\), so no credentials or mail were sent/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(before);
    expect(servers.none.logins).toEqual([]);
    expect(servers.none.messages).toEqual([]);
  });
});
