/**
 * Refunds and returns of collected orders: each one is a row of order_money_events, recorded with the
 * units it puts back on the shelf and the customer's e-mail in one transaction, under the order's row
 * lock, so two refunds at once can never add up to more than the order's total.
 */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { orderNumberLabel } from "~/lib/shop/checkout-form";
import { orderStatusLabel } from "~/lib/shop/order-status";
import { checkRefund, moneySummary, type RefundEvent, type RefundInput } from "~/lib/shop/refunds";
import type { Database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { orderMoneyEvents, shopOrders } from "./db/schema.server.ts";
import { log } from "./log.server.ts";
import { queueOrderRefundMail, type OrderRow } from "./order-mail.server.ts";
import { returnStock } from "./stock.server.ts";
import { audit, type Actor } from "./accounts/audit.server.ts";

export type MoneyEvent = typeof orderMoneyEvents.$inferSelect;

/** Refunds and returns can be recorded once the customer has collected (and paid). */
export const refundsOpenTo = (order: Pick<OrderRow, "status">) => order.status === "collected";

export async function moneyEventsOf(db: Queryable, number: number): Promise<MoneyEvent[]> {
  return db.select().from(orderMoneyEvents).where(eq(orderMoneyEvents.orderNumber, number)).orderBy(asc(orderMoneyEvents.createdAt), asc(orderMoneyEvents.id));
}

export type RefundResult = { ok: true; event: MoneyEvent } | { ok: false; status: 400 | 404 | 409; errors: Record<string, string> };

export async function recordRefund(db: Database, number: number, input: RefundInput, actor: Actor): Promise<RefundResult> {
  return db.transaction(async (tx): Promise<RefundResult> => {
    // The row lock makes a second refund wait for the first, then count it.
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.number, number)).for("update");
    if (!order) return { ok: false, status: 404, errors: { form: "There is no such order." } };
    if (!refundsOpenTo(order)) {
      return { ok: false, status: 409, errors: { form: `${orderNumberLabel(number)} is ${orderStatusLabel(order.status).toLowerCase()}: refunds and returns come after collection.` } };
    }
    const past = await moneyEventsOf(tx, number);
    const checked = checkRefund(order, past, input);
    if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
    const event: RefundEvent = checked.event;
    const [stored] = await tx
      .insert(orderMoneyEvents)
      .values({ orderNumber: number, kind: event.kind, amountCents: event.amountCents, lines: event.lines, reason: event.reason, restocked: event.restocked, actor: actor.name })
      .returning();
    if (!stored) throw new Error("Refund was not stored");
    if (event.restocked) await returnStock(tx, event.lines);
    await audit(tx, { who: actor, action: event.kind, subject: `Order ${orderNumberLabel(number)}`, detail: { cents: event.amountCents, lines: event.lines, restocked: event.restocked } });
    await queueOrderRefundMail(tx, order, event, moneySummary(order.totalCents, [...past, event]).refundedCents);
    log("shop.order_refund", { order: orderNumberLabel(number), kind: event.kind, cents: event.amountCents, restocked: event.restocked });
    return { ok: true, event: stored };
  });
}

/** Refunds and returns recorded from `from` (inclusive) to `to` (exclusive), oldest first: for the week's figures. */
export async function refundsBetween(db: Queryable, from: Date, to: Date) {
  return db
    .select({ orderNumber: orderMoneyEvents.orderNumber, kind: orderMoneyEvents.kind, amountCents: orderMoneyEvents.amountCents, lines: orderMoneyEvents.lines, at: orderMoneyEvents.createdAt })
    .from(orderMoneyEvents)
    .where(and(gte(orderMoneyEvents.createdAt, from), lt(orderMoneyEvents.createdAt, to)))
    .orderBy(asc(orderMoneyEvents.createdAt), asc(orderMoneyEvents.id));
}
