/**
 * Telling the owner when deliveries are stuck: an e-mail or webhook that has failed three times, or
 * anything still waiting after an hour. Every back-office page shows the problems in plain words, and
 * the owner is e-mailed once when a problem starts (if mail itself is the problem, that e-mail waits in
 * the mailbox with the rest).
 */
import { and, count, eq, gte, isNotNull, lt, notInArray, or, sql } from "drizzle-orm";
import { deliveryAlertPolicy, salon } from "~/config/salon";
import type { Database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { deliveryAlerts, mail, outbox } from "./db/schema.server.ts";
import { plainReason, troubleSentence } from "./delivery-trouble.server.ts";
import { env } from "./env.server.ts";
import { log } from "./log.server.ts";
import { renderMail } from "./mail-layout.server.tsx";
import { queueMail } from "./mail.server.ts";

export type DeliveryAlert = { problem: string; count: number; text: string };

/** Where the owner retries, and reads each item's own error. */
export const deliveryAlertLink = { href: "/admin/inbox?s=outbox", label: "Open the Outbox to retry" };

/** Which kind of mail a problem is about: customers' order e-mails, notices to the salon, or the rest. */
const mailGroup = (kind: string | null) => (kind === "order_notice" || kind?.endsWith("_notification") ? "salon" : kind?.startsWith("order_") ? "order" : "other");

/** The deliveries that need the owner now, grouped by what could not go out and why, most first. */
export async function deliveryProblems(db: Queryable, now: Date = new Date()): Promise<DeliveryAlert[]> {
  const failed = and(gte(outbox.attempts, deliveryAlertPolicy.failedAttempts), isNotNull(outbox.lastError));
  const waiting = lt(outbox.createdAt, new Date(now.getTime() - deliveryAlertPolicy.waitingMs));
  const rows = await db
    .select({
      topic: outbox.topic,
      kind: mail.kind,
      error: outbox.lastError,
      status: outbox.lastStatus,
      failed: sql<boolean>`coalesce(${outbox.status} = 'dead' or (${failed}), false)`.mapWith(Boolean),
      n: count(),
    })
    .from(outbox)
    .leftJoin(mail, and(eq(outbox.topic, "mail"), eq(mail.id, outbox.refId)))
    .where(or(eq(outbox.status, "dead"), and(eq(outbox.status, "pending"), or(failed, waiting))))
    .groupBy(outbox.topic, mail.kind, outbox.lastError, outbox.lastStatus, sql`5`);

  const problems = new Map<string, { topic: string; kind: string | null; count: number; stale: boolean; reason: ReturnType<typeof plainReason> }>();
  for (const row of rows) {
    const reason = plainReason(row.topic, row.error, row.status);
    const group = row.topic === "mail" ? `mail-${mailGroup(row.kind)}` : row.topic;
    const problem = `${group}:${reason.key}:${row.failed ? "failed" : "waiting"}`;
    const known = problems.get(problem);
    if (known) known.count += Number(row.n);
    else problems.set(problem, { topic: row.topic, kind: row.kind, count: Number(row.n), stale: !row.failed, reason });
  }
  return [...problems.entries()]
    .map(([problem, p]) => ({ problem, count: p.count, text: troubleSentence(p.topic, p.kind, p.count, p.reason, p.stale) }))
    .sort((a, b) => b.count - a.count || a.problem.localeCompare(b.problem));
}

/**
 * Note the problems that are new since the last look and e-mail the owner about them, in one
 * transaction; forget those that cleared. Returns the problems that were new.
 */
export async function tellOwnerOfNewProblems(db: Database, now: Date = new Date()): Promise<DeliveryAlert[]> {
  return db.transaction(async (tx) => {
    const problems = await deliveryProblems(tx, now);
    const current = problems.map((p) => p.problem);
    await tx.delete(deliveryAlerts).where(current.length ? notInArray(deliveryAlerts.problem, current) : undefined);
    if (problems.length === 0) return [];
    // Several servers on one PostgreSQL: whichever inserts the row first sends the e-mail.
    const started = await tx
      .insert(deliveryAlerts)
      .values(problems.map((p) => ({ problem: p.problem })))
      .onConflictDoNothing()
      .returning({ problem: deliveryAlerts.problem });
    const fresh = problems.filter((p) => started.some((s) => s.problem === p.problem));
    if (fresh.length === 0) return [];
    await queueMail(tx, {
      kind: "delivery_alert",
      to: salon.email,
      ...renderMail({
        subject: fresh.length === 1 ? "Something is not reaching people from the website" : `${fresh.length} things are not reaching people from the website`,
        blocks: [
          { kind: "heading", text: "Some deliveries from the website are stuck" },
          ...fresh.map((p) => ({ kind: "paragraph" as const, text: p.text })),
          { kind: "paragraph", text: "Nothing is lost: everything is kept and will go out once the problem is fixed. The back office shows this until then." },
          { kind: "button", href: new URL(deliveryAlertLink.href, env().SITE_URL).toString(), label: deliveryAlertLink.label },
        ],
      }),
    });
    log("outbox.alert_started", { problems: fresh.map((p) => p.problem) }, "warn");
    return fresh;
  });
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/** Look for new problems now and then, while the server runs. */
export function startDeliveryWatch(db: () => Database) {
  clearInterval(timer);
  const look = () => {
    if (running) return;
    running = tellOwnerOfNewProblems(db())
      .catch((error: unknown) => log("outbox.alert_check_failed", { error: (error as Error).message }, "error"))
      .finally(() => (running = undefined));
  };
  timer = setInterval(look, deliveryAlertPolicy.checkEveryMs);
  timer.unref();
}

/** Stop looking and wait for a look in progress, so the database can close cleanly. */
export async function stopDeliveryWatch() {
  clearInterval(timer);
  timer = undefined;
  await running;
}
