/**
 * Refunds and returns after collection, in integer cents: what the customer paid, what went back,
 * and the checks on a new one. An order is never refunded for more than its total, and a line never
 * takes back more units than were bought less those already returned.
 */
import { dollarsToCents, formatPrice } from "./money.ts";

/** A refund is money only; a return brings items back (with or without money). */
export type MoneyEventKind = "refund" | "return";
export type ReturnedLine = { sku: string; quantity: number };
export type PastMoneyEvent = { amountCents: number; lines: ReturnedLine[] };
export type OrderForRefund = { totalCents: number; items: { sku: string; quantity: number; title: string }[] };

/** The longest reason kept (it goes into the customer's e-mail). */
export const maxRefundReasonLength = 500;

/** The form field of the order's line at `index` (SKUs are not safe in field names). */
export const returnedField = (index: number) => `returned-${index}`;

/** The units typed per line, by the line's index, from the posted form ("" where none was posted). */
export function typedReturns(form: FormData): string[] {
  const typed: string[] = [];
  for (const [name, value] of form) {
    const index = /^returned-(\d{1,3})$/.exec(name)?.[1];
    if (index !== undefined) typed[Number(index)] = String(value);
  }
  return Array.from(typed, (value) => value ?? "");
}

const money = (cents: number) => formatPrice(cents / 100);

/** Paid (the total, taken at collection), refunded so far, and what the salon keeps. */
export function moneySummary(totalCents: number, events: readonly PastMoneyEvent[]) {
  const refundedCents = events.reduce((sum, event) => sum + event.amountCents, 0);
  return { paidCents: totalCents, refundedCents, netCents: totalCents - refundedCents };
}

/** Units of each SKU already returned. */
export function returnedSoFar(events: readonly PastMoneyEvent[]): Map<string, number> {
  const returned = new Map<string, number>();
  for (const event of events) for (const line of event.lines) returned.set(line.sku, (returned.get(line.sku) ?? 0) + line.quantity);
  return returned;
}

/** Per line of the order: how many units can still come back. */
export function returnableUnits(order: OrderForRefund, events: readonly PastMoneyEvent[]): number[] {
  const returned = returnedSoFar(events);
  // One SKU on two lines shares what was returned, first line first.
  return order.items.map((item) => {
    const already = returned.get(item.sku) ?? 0;
    const counted = Math.min(already, item.quantity);
    returned.set(item.sku, already - counted);
    return item.quantity - counted;
  });
}

/** What the owner typed: the amount as written, the units per line as written, the reason, and the shelf. */
export type RefundInput = { amount: string; returned: string[]; reason: string; restock: boolean };

export type RefundEvent = { kind: MoneyEventKind; amountCents: number; lines: ReturnedLine[]; reason: string; restocked: boolean };
export type RefundCheck = { ok: true; event: RefundEvent } | { ok: false; errors: Record<string, string> };

/** Check a refund or return against the order and what was already given back. Errors are keyed by form field. */
export function checkRefund(order: OrderForRefund, events: readonly PastMoneyEvent[], input: RefundInput): RefundCheck {
  const errors: Record<string, string> = {};
  const left = returnableUnits(order, events);
  const lines: ReturnedLine[] = [];
  order.items.forEach((item, index) => {
    const typed = (input.returned[index] ?? "").trim();
    if (typed === "" || typed === "0") return;
    const units = /^\d{1,4}$/.test(typed) ? Number(typed) : Number.NaN;
    const most = left[index] ?? 0;
    if (!Number.isInteger(units)) errors[returnedField(index)] = "Enter a whole number of items.";
    else if (units > most) errors[returnedField(index)] = most === 0 ? `Every ${item.title} on this order is already returned.` : `Only ${most} of ${item.title} can still come back (${item.quantity} bought).`;
    else {
      const same = lines.find((line) => line.sku === item.sku);
      if (same) same.quantity += units;
      else lines.push({ sku: item.sku, quantity: units });
    }
  });

  const { refundedCents } = moneySummary(order.totalCents, events);
  const refundable = Math.max(0, order.totalCents - refundedCents);
  const typedAmount = input.amount.trim();
  const amountCents = typedAmount === "" ? 0 : dollarsToCents(typedAmount.replace(/,/g, ""));
  if (amountCents === null) errors.amount = "Enter the amount in dollars and cents, like 12.50.";
  else if (amountCents > refundable)
    errors.amount =
      refundable === 0
        ? `This order is already refunded in full (${money(refundedCents)}).`
        : `The most that can still be refunded is ${money(refundable)}: ${money(order.totalCents)} paid, ${money(refundedCents)} refunded already.`;
  // Nothing refunded and nothing returned (and no line mistyped) records nothing.
  else if (amountCents === 0 && lines.length === 0 && Object.keys(errors).length === 0)
    errors.amount = "Enter the amount refunded, or how many of an item came back.";

  const reason = input.reason.trim();
  if (reason.length < 3) errors.reason = "Please give the reason: the customer is told it.";
  else if (reason.length > maxRefundReasonLength) errors.reason = `Please keep the reason under ${maxRefundReasonLength} characters.`;

  if (Object.keys(errors).length > 0 || amountCents === null) return { ok: false, errors };
  return { ok: true, event: { kind: lines.length > 0 ? "return" : "refund", amountCents, lines, reason, restocked: input.restock && lines.length > 0 } };
}

/** The amount field's hint: the full refund still possible. */
export function refundableHint(totalCents: number, events: readonly PastMoneyEvent[]): string {
  const { netCents } = moneySummary(totalCents, events);
  return `Up to ${money(Math.max(0, netCents))}: that much is a full refund.`;
}
