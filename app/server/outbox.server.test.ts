import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type * as Drizzle from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Client from "./db/client.server";
import type * as Schema from "./db/schema.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { testDatabases } from "./db/test-databases";
import type * as Leads from "./leads.server";
import type * as Outbox from "./outbox.server";

type Received = { body: Record<string, unknown>; headers: IncomingMessage["headers"] };

/** A stand-in for an automation webhook: answers with the status `respond` says, and records what arrived. */
async function webhookStandIn(respond: () => number) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      const status = respond();
      if (status < 300) received.push({ body: JSON.parse(data) as Record<string, unknown>, headers: req.headers });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const lead = (email: string) => ({
  contact: { email, phone: "0412 345 678" },
  context: { form_name: "exit_intent", event_name: "exit_intent_offer", timestamp: new Date().toISOString(), client_id: "client-outbox" },
  consent: { marketing: false },
  lead_magnet: { title: "7-Day Frizz-Free Plan", slug: "exit_intent_frizz7" },
});

const policy = { firstRetryMs: 200, factor: 2, maxDelayMs: 1000, maxAttempts: 3 };

describe.each(testDatabases())("outbox on $name", ({ options }) => {
  let respond: () => number = () => 200;
  let hook: Awaited<ReturnType<typeof webhookStandIn>>;
  let client: typeof Client;
  let m: { schema: typeof Schema; leads: typeof Leads; outbox: typeof Outbox; drizzle: typeof Drizzle };

  // One database and one stand-in per run: PGlite takes a while to open on a busy machine.
  beforeAll(async () => {
    hook = await webhookStandIn(() => respond());
    vi.resetModules();
    vi.stubEnv("LEAD_WEBHOOK_URL", hook.url);
    vi.stubEnv("SMTP_URL", "");
    client = await import("./db/client.server");
    m = {
      schema: await import("./db/schema.server"),
      leads: await import("./leads.server"),
      outbox: await import("./outbox.server"),
      drizzle: await import("drizzle-orm"),
    };
    await client.openDatabase(await isolatedDatabase(options));
  });

  beforeEach(async () => {
    hook.received.length = 0;
    await client.database().execute(m.drizzle.sql`truncate table leads, subscribers, mail, outbox restart identity`);
  });

  afterAll(async () => {
    await client?.closeDatabase();
    await hook?.close();
    vi.unstubAllEnvs();
  });

  it("retries a webhook that is down, after the backoff, and delivers the lead once", async () => {
    let up = false;
    respond = () => (up ? 200 : 503);
    await m.leads.storeLead(lead("down@example.com"));

    // A wait no machine outlasts between two statements: "not due yet" is not a race with the clock.
    const patient = { ...policy, firstRetryMs: 60_000 };
    expect(await m.outbox.deliverDue(patient)).toBe(1);
    let [row] = await client.database().select().from(m.schema.outbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503", lastStatus: 503 });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is attempted before the wait is over.
    expect(await m.outbox.deliverDue(patient)).toBe(0);
    up = true;
    // The wait is over.
    await client.database().update(m.schema.outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await m.outbox.deliverDue(patient)).toBe(1);
    [row] = await client.database().select().from(m.schema.outbox);
    expect(row).toMatchObject({ status: "delivered", attempts: 2, lastStatus: 200, lastError: null });

    expect(await m.outbox.deliverDue(policy)).toBe(0);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.body).toMatchObject({ form_name: "exit_intent", email: "down@example.com", lead_magnet_slug: "exit_intent_frizz7" });
    expect(hook.received[0]!.headers["idempotency-key"]).toBe(`outbox-${row!.id}`);
  });

  it("keeps a row that used every attempt as dead until the owner retries it", async () => {
    respond = () => 500;
    await m.leads.storeLead(lead("dead@example.com"));
    const quick = { ...policy, firstRetryMs: 1, maxDelayMs: 1 };
    for (let i = 0; i < 3; i++) {
      await m.outbox.deliverDue(quick);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [row] = await client.database().select().from(m.schema.outbox);
    expect(row).toMatchObject({ status: "dead", attempts: 3 });
    respond = () => 200;
    expect(await m.outbox.retryNow(row!.id)).toBe(true);
    expect(await m.outbox.deliverDue(quick)).toBe(1);
    expect(hook.received).toHaveLength(1);
  });

  it("never hands the same row to two workers at once", async () => {
    respond = () => 200;
    for (let i = 0; i < 30; i++) await m.leads.storeLead(lead(`many${i}@example.com`));
    const [a, b, c] = await Promise.all([m.outbox.claimDue(12), m.outbox.claimDue(12), m.outbox.claimDue(12)]);
    const ids = [...a!, ...b!, ...c!].map((r) => r.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    // Leased rows are not claimed again until their lease runs out.
    expect(await m.outbox.claimDue(50)).toHaveLength(0);
  });

  it("after a restart, releases the leases of a killed process on the embedded database only", async () => {
    respond = () => 200;
    for (let i = 0; i < 3; i++) await m.leads.storeLead(lead(`leased${i}@example.com`));
    // A process claimed the rows and died before recording the deliveries.
    expect(await m.outbox.claimDue(10)).toHaveLength(3);
    expect(await m.outbox.claimDue(10)).toHaveLength(0);
    const embedded = client.databaseInfo()?.kind === "pglite";
    expect(await m.outbox.releaseLeasesAfterRestart()).toBe(embedded ? 3 : 0);
    // Embedded: due at once. PostgreSQL: another server may still be delivering them, so they wait for the lease.
    expect(await m.outbox.deliverDue(policy)).toBe(embedded ? 3 : 0);
    expect(hook.received).toHaveLength(embedded ? 3 : 0);
  });
});
