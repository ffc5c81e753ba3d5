import { and, eq, inArray, sql } from "drizzle-orm";
import { outboxPolicy } from "~/config/salon";
import { retryDelayMs, type BackoffPolicy } from "~/lib/backoff";
import { database, databaseInfo } from "./db/client.server.ts";
import { rowsOf, type Queryable } from "./db/queryable.server.ts";
import { outbox } from "./db/schema.server.ts";
import { env } from "./env.server.ts";
import { log } from "./log.server.ts";

/**
 * The outbox: rows written in the same transaction as the lead, subscriber or
 * feedback they forward, delivered by a worker with retries and backoff kept in
 * the database. A row is claimed with FOR UPDATE SKIP LOCKED plus a lease
 * (locked_until), so two workers never deliver it at the same time and a worker
 * that dies mid-delivery only delays it until the lease ends.
 */

export type OutboxTopic = "lead" | "newsletter" | "feedback" | "faq_feedback" | "event" | "mail" | "campaign";

/** Where a topic goes, or undefined when that destination is not configured. */
export function destinationFor(topic: OutboxTopic): string | undefined {
  const config = env();
  switch (topic) {
    case "lead":
      return config.LEAD_WEBHOOK_URL;
    case "newsletter":
      return config.NEWSLETTER_WEBHOOK_URL;
    case "feedback":
    case "faq_feedback":
      return config.FEEDBACK_WEBHOOK_URL;
    case "event":
      return config.EVENTS_WEBHOOK_URL;
    case "mail":
      return config.SMTP_URL ? "smtp" : undefined;
    // A newsletter's message is written at its turn: kept in the mailbox, or sent by SMTP as well.
    case "campaign":
      return config.SMTP_URL ? "smtp" : "mailbox";
  }
}

/** Queue a delivery inside the caller's transaction. Returns false (and writes nothing) when the topic has no destination. */
export async function enqueue(db: Queryable, topic: OutboxTopic, refId: number | null, payload: Record<string, unknown>): Promise<boolean> {
  return (await enqueueEach(db, topic, [{ refId, payload }])) > 0;
}

/** Queue many deliveries of one topic in one statement, inside the caller's transaction. Returns how many were queued. */
export async function enqueueEach(db: Queryable, topic: OutboxTopic, rows: { refId: number | null; payload: Record<string, unknown> }[]): Promise<number> {
  const destination = destinationFor(topic);
  if (!destination || rows.length === 0) return 0;
  await db.insert(outbox).values(rows.map(({ refId, payload }) => ({ topic, refId, destination, payload })));
  return rows.length;
}

type ClaimedRow = { id: number; topic: OutboxTopic; ref_id: number | null; destination: string; payload: Record<string, unknown>; attempts: number };

export type Deliverer = (row: ClaimedRow) => Promise<{ status?: number }>;

export class DeliveryError extends Error {
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** POST the row's payload as JSON. The Idempotency-Key lets a receiver drop a repeat after a crash between sending and recording. */
export async function postWebhook(row: ClaimedRow): Promise<{ status: number }> {
  let response: Response;
  try {
    response = await fetch(row.destination, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "wattle-and-thread-outbox/1",
        "idempotency-key": `outbox-${row.id}`,
        "x-outbox-topic": row.topic,
        "x-outbox-attempt": String(row.attempts),
      },
      body: JSON.stringify(row.payload),
      signal: AbortSignal.timeout(outboxPolicy.requestTimeoutMs),
      redirect: "error",
    });
  } catch (error) {
    throw new DeliveryError((error as Error).message || "request failed");
  }
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new DeliveryError(`HTTP ${response.status}`, response.status);
  return { status: response.status };
}

/**
 * Thrown by a deliverer that may not deliver yet (a sending pace): the row comes back at `until`,
 * and the claim is not counted as an attempt.
 */
export class NotYet extends Error {
  readonly until: Date;
  constructor(until: Date) {
    super(`not before ${until.toISOString()}`);
    this.until = until;
  }
}

const deliverers = new Map<OutboxTopic, Deliverer>();

/** Topics other than webhooks (mail) register how they are delivered. */
export function registerDeliverer(topic: OutboxTopic, deliverer: Deliverer) {
  deliverers.set(topic, deliverer);
}

function effectivePolicy(): BackoffPolicy {
  const base = env().OUTBOX_RETRY_BASE_MS;
  return base ? { ...outboxPolicy, firstRetryMs: base } : outboxPolicy;
}

/** Claim up to `limit` due rows: attempts is counted and a lease taken in one statement. */
export async function claimDue(limit: number = outboxPolicy.batchSize): Promise<ClaimedRow[]> {
  const lease = `${Math.round(outboxPolicy.claimLockMs / 1000)} seconds`;
  const result = await database().execute(sql`
    update outbox
       set attempts = attempts + 1, locked_until = now() + ${lease}::interval
     where id in (
       select id from outbox
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by id
        limit ${limit}
        for update skip locked)
    returning id, topic, ref_id, destination, payload, attempts`);
  return rowsOf<ClaimedRow>(result).map((row) => ({ ...row, id: Number(row.id), ref_id: row.ref_id === null ? null : Number(row.ref_id) }));
}

async function deliverOne(row: ClaimedRow, policy: BackoffPolicy) {
  const db = database();
  try {
    const deliver = deliverers.get(row.topic) ?? postWebhook;
    const { status } = await deliver(row);
    await db
      .update(outbox)
      .set({ status: "delivered", deliveredAt: new Date(), lockedUntil: null, lastError: null, lastStatus: status ?? null })
      .where(eq(outbox.id, row.id));
    log("outbox.delivered", { id: row.id, topic: row.topic, attempts: row.attempts });
  } catch (error) {
    if (error instanceof NotYet) {
      await db
        .update(outbox)
        .set({ nextAttemptAt: error.until, lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
        .where(eq(outbox.id, row.id));
      return;
    }
    const wait = retryDelayMs(row.attempts, policy);
    const message = ((error as Error).message || "delivery failed").slice(0, 500);
    await db
      .update(outbox)
      .set({
        status: wait === null ? "dead" : "pending",
        nextAttemptAt: new Date(Date.now() + (wait ?? 0)),
        lockedUntil: null,
        lastError: message,
        lastStatus: error instanceof DeliveryError ? (error.status ?? null) : null,
      })
      .where(eq(outbox.id, row.id));
    log("outbox.failed", { id: row.id, topic: row.topic, attempts: row.attempts, retryInMs: wait, error: message }, wait === null ? "error" : "warn");
  }
}

/**
 * Deliver everything that is due now, a batch at a time; returns how many rows were attempted. `keepGoing` is asked
 * before each batch: a stopping server finishes the batch in hand and claims no other.
 */
export async function deliverDue(policy: BackoffPolicy = effectivePolicy(), keepGoing: () => boolean = () => true): Promise<number> {
  let attempted = 0;
  while (keepGoing()) {
    const rows = await claimDue();
    if (rows.length === 0) return attempted;
    attempted += rows.length;
    await Promise.all(rows.map((row) => deliverOne(row, policy)));
    if (rows.length < outboxPolicy.batchSize) return attempted;
  }
  return attempted;
}

/**
 * At start, with the embedded database: a lease still running was taken by a process that died
 * mid-delivery (only one process can open a PGlite directory), so its rows are due now rather than
 * when the lease ends. The receiver may see such a row twice, with the same Idempotency-Key.
 * With PostgreSQL other servers may hold live leases, so they are left alone.
 */
export async function releaseLeasesAfterRestart(): Promise<number> {
  if (databaseInfo()?.kind !== "pglite") return 0;
  const released = await database()
    .update(outbox)
    .set({ lockedUntil: null })
    .where(and(eq(outbox.status, "pending"), sql`${outbox.lockedUntil} is not null`))
    .returning({ id: outbox.id });
  if (released.length) log("outbox.leases_released", { rows: released.length });
  return released.length;
}

/** The owner's "retry now": a pending or dead row becomes due immediately. */
export async function retryNow(id: number): Promise<boolean> {
  const updated = await database()
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ["pending", "dead"])))
    .returning({ id: outbox.id });
  if (updated.length) wakeOutbox();
  return updated.length > 0;
}

// ---------------------------------------------------------------------------
// The worker: polls for due rows, and is woken straight after a commit.

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let stopped = true;
let wakeAgain = false;

function schedule(ms: number) {
  if (stopped) return;
  clearTimeout(timer);
  timer = setTimeout(() => void tick(), ms);
  timer.unref?.();
}

async function tick() {
  if (stopped) return;
  if (running) {
    wakeAgain = true;
    return;
  }
  running = (async () => {
    try {
      await deliverDue(effectivePolicy(), () => !stopped);
    } catch (error) {
      log("outbox.worker_error", { error: (error as Error).message }, "error");
    }
  })();
  await running;
  running = undefined;
  if (wakeAgain) {
    wakeAgain = false;
    schedule(0);
  } else {
    schedule(outboxPolicy.pollMs);
  }
}

export function startOutboxWorker() {
  if (!stopped) return;
  stopped = false;
  schedule(0);
  log("outbox.worker_started", { pollMs: outboxPolicy.pollMs, firstRetryMs: effectivePolicy().firstRetryMs });
}

/** Deliver new rows now rather than at the next poll. Safe to call when the worker is not running. */
export function wakeOutbox() {
  if (stopped) return;
  if (running) wakeAgain = true;
  else schedule(0);
}

/** Stop polling and wait for the batch in hand (no other is claimed), so the database can close cleanly. */
export async function stopOutboxWorker() {
  stopped = true;
  clearTimeout(timer);
  await running;
}
