/**
 * The salon's side of click-and-collect orders: reading one with its history,
 * moving it along (placed → ready → collected, or cancelled with a reason), the
 * to-prepare sheet, and which orders the owner has not opened yet. Each change
 * of status, its history row, the customer's e-mail and any stock returned are
 * one transaction.
 */
import { audit, type Actor } from "./accounts/audit.server.ts";
import { and, asc, eq, isNull } from "drizzle-orm";
import { orderNumberLabel } from "~/lib/shop/checkout-form";
import { canChangeStatus, isOrderStatus, maxReasonLength, needsReason, orderStatusLabel, orderStatusLabels, type OrderStatus } from "~/lib/shop/order-status";
import { prepList, type PrepLine } from "~/lib/shop/prep-list";
import type { Database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { shopOrderEvents, shopOrders } from "./db/schema.server.ts";
import { log } from "./log.server.ts";
import { queueOrderStatusMail, type OrderRow } from "./order-mail.server.ts";
import { returnStock } from "./stock.server.ts";

export type OrderEvent = typeof shopOrderEvents.$inferSelect;

export async function findOrder(db: Queryable, number: number): Promise<{ order: OrderRow; history: OrderEvent[] } | null> {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.number, number));
  if (!order) return null;
  const history = await db.select().from(shopOrderEvents).where(eq(shopOrderEvents.orderNumber, number)).orderBy(asc(shopOrderEvents.createdAt), asc(shopOrderEvents.id));
  return { order, history };
}

/** Opening an order in /admin marks it seen (once: the first opening is kept). */
export async function markOrderSeen(db: Queryable, number: number) {
  await db
    .update(shopOrders)
    .set({ seenAt: new Date() })
    .where(and(eq(shopOrders.number, number), isNull(shopOrders.seenAt)));
}

/** `actor`: who changes it, named in the order's history and the audit log. */
export type StatusChange = { to: unknown; reason?: unknown; actor: Actor };
export type StatusChangeResult = { ok: true; order: OrderRow } | { ok: false; status: 400 | 404 | 409; message: string };

/** Move an order on: checks the rules, records the change, e-mails the customer, and returns stock when cancelled. */
export async function changeOrderStatus(db: Database, number: number, change: StatusChange): Promise<StatusChangeResult> {
  if (!isOrderStatus(change.to) || change.to === "placed") return { ok: false, status: 400, message: "Choose what happened to the order." };
  const to = change.to;
  const reason = typeof change.reason === "string" ? change.reason.trim() : "";
  if (needsReason(to) && reason.length < 3) return { ok: false, status: 400, message: "Please give the reason for cancelling: the customer is told it." };
  if (reason.length > maxReasonLength) return { ok: false, status: 400, message: `Please keep the reason under ${maxReasonLength} characters.` };

  return db.transaction(async (tx): Promise<StatusChangeResult> => {
    // The row lock makes two taps (or two phones) on the same order take turns; the second sees the first's status.
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.number, number)).for("update");
    if (!order) return { ok: false, status: 404, message: "There is no such order." };
    const from = order.status;
    if (!isOrderStatus(from) || !canChangeStatus(from, to)) {
      return { ok: false, status: 409, message: `${orderNumberLabel(number)} is ${orderStatusLabel(from).toLowerCase()}: it can't be marked ${orderStatusLabels[to].toLowerCase()}.` };
    }
    const [updated] = await tx.update(shopOrders).set({ status: to }).where(eq(shopOrders.number, number)).returning();
    if (!updated) throw new Error("Order status was not changed");
    await tx.insert(shopOrderEvents).values({ orderNumber: number, fromStatus: from, toStatus: to, actor: change.actor.name, reason: needsReason(to) ? reason : null });
    await audit(tx, { who: change.actor, action: "order status", subject: `Order ${orderNumberLabel(number)}`, detail: { from, to, ...(needsReason(to) ? { reason } : {}) } });
    if (to === "cancelled") await returnStock(tx, order.items);
    await queueOrderStatusMail(tx, updated, to, needsReason(to) ? reason : null);
    log("shop.order_status", { order: orderNumberLabel(number), from, to });
    return { ok: true, order: updated };
  });
}

/** Orders the salon still has to put together (placed, not yet ready), oldest first, and the sheet they make. */
export async function ordersToPrepare(db: Queryable): Promise<{ orders: OrderRow[]; lines: PrepLine[] }> {
  const orders = await db.select().from(shopOrders).where(eq(shopOrders.status, "placed")).orderBy(asc(shopOrders.number));
  return { orders, lines: prepList(orders) };
}

/**
 * Orders stored before this workflow say "awaiting_pickup", which is "placed". A data change, so it
 * runs in code at start (migrations hold the schema only); it is idempotent and touches no other row.
 */
export async function renameLegacyOrderStatus(db: Queryable) {
  const renamed = await db.update(shopOrders).set({ status: "placed" }).where(eq(shopOrders.status, "awaiting_pickup" as OrderStatus)).returning({ number: shopOrders.number });
  if (renamed.length) log("shop.order_status_renamed", { orders: renamed.length });
}
