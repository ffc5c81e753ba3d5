import type * as Drizzle from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Client from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import type * as Schema from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import type * as Leads from "./leads.server";
import type * as Outbox from "./outbox.server";
import { smtpStandIn } from "./test-support/smtp-stand-in";

describe.each(testDatabases())("mail through SMTP on $name", ({ options }) => {
  let smtp: Awaited<ReturnType<typeof smtpStandIn>>;
  let client: typeof Client;
  let m: { schema: typeof Schema; leads: typeof Leads; outbox: typeof Outbox; drizzle: typeof Drizzle };

  beforeAll(async () => {
    smtp = await smtpStandIn();
    vi.resetModules();
    vi.stubEnv("SMTP_URL", `smtp://salon:secret@127.0.0.1:${smtp.port}`);
    vi.stubEnv("MAIL_FROM", "Wattle & Thread <hello@wattleandthread.com.au>");
    vi.stubEnv("LEAD_WEBHOOK_URL", "");
    client = await import("./db/client.server");
    m = { schema: await import("./db/schema.server"), leads: await import("./leads.server"), outbox: await import("./outbox.server"), drizzle: await import("drizzle-orm") };
    await client.openDatabase(await isolatedDatabase(options));
  });

  afterAll(async () => {
    await client?.closeDatabase();
    await smtp?.close();
    vi.unstubAllEnvs();
  });

  it("queues the guide for SMTP, and the outbox hands it to the server with the unsubscribe headers", async () => {
    const stored = await m.leads.storeLead({
      contact: { email: "reader@example.com" },
      context: { form_name: "blog_lead_magnet", event_name: "lead_magnet_subscription", timestamp: new Date().toISOString(), client_id: "client-mail" },
      consent: { marketing: true },
      lead_magnet: { title: "Frizz-Free Guide", slug: "frizz-guide" },
    });
    expect(stored.ok).toBe(true);
    const db = client.database();
    expect(await db.select().from(m.schema.mail)).toMatchObject([{ transport: "smtp", status: "queued", toAddress: "reader@example.com" }]);
    expect((await db.select().from(m.schema.outbox)).map((r) => [r.topic, r.destination])).toEqual([["mail", "smtp"]]);

    expect(await m.outbox.deliverDue()).toBe(1);
    expect(await db.select().from(m.schema.mail)).toMatchObject([{ status: "sent" }]);
    expect(await db.select().from(m.schema.outbox)).toMatchObject([{ status: "delivered", attempts: 1 }]);
    expect(smtp.transcript).toContain("RCPT TO:<reader@example.com>");
    const [message] = smtp.messages;
    expect(message).toContain("Subject: Your guide: Frizz-Free Guide");
    expect(message).toMatch(/List-Unsubscribe: <http[^>]+\/unsubscribe\?email=reader%40example\.com&token=/);
    expect(message).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});
