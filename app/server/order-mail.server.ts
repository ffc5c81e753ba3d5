/**
 * The e-mails of a click-and-collect order: to the customer when it is placed
 * and at each change of status, and to the salon for every new order. Each is
 * queued with `queueMail` inside the caller's transaction, so an order or a
 * status change is never stored without its e-mail, nor an e-mail without it.
 */
import { formattedAddress, salon } from "~/config/salon";
import { hoursRows, type SalonHours } from "~/lib/hours";
import { orderNumberLabel } from "~/lib/shop/checkout-form";
import { centsToAmount, formatPrice } from "~/lib/shop/money";
import type { OrderStatus } from "~/lib/shop/order-status";
import type { RefundEvent } from "~/lib/shop/refunds";
import type { Queryable } from "./db/queryable.server.ts";
import type { shopOrders } from "./db/schema.server.ts";
import { env } from "./env.server.ts";
import { renderMail, type MailBlock, type MailMessage } from "./mail-layout.server.tsx";
import { queueMail } from "./mail.server.ts";
import { readSalonHours } from "./opening-hours.server.ts";
import { removedOnRequest } from "./privacy.server.ts";

export type OrderRow = typeof shopOrders.$inferSelect;

const money = (cents: number) => formatPrice(cents / 100);

function itemsBlock(order: OrderRow): MailBlock {
  const totals: [string, string][] = [];
  if (order.discountCents > 0) {
    totals.push(["Subtotal", money(order.subtotalCents)]);
    totals.push([`Discount (${order.discountCode ?? "code"})`, `−${money(order.discountCents)}`]);
  }
  totals.push(["To pay when you collect", `${money(order.totalCents)} ${order.currency}`]);
  return {
    kind: "items",
    lines: order.items.map((item) => ({ description: item.title, quantity: item.quantity, amount: money(item.priceCents * item.quantity) })),
    totals,
  };
}

/** Where and when to collect: the week, and the closures or special hours of the next few weeks. */
function pickUpBlock(hours: SalonHours): MailBlock {
  const rows: [string, string][] = [
    ["Pick up from", `${salon.name}\n${formattedAddress}`],
    ["Opening hours", hoursRows(hours.week).map((row) => `${row.short} ${row.hours}`).join("\n")],
  ];
  if (hours.upcoming.length > 0) rows.push(["Holiday and special hours", hours.upcoming.map((exception) => exception.line).join("\n")]);
  return { kind: "facts", rows };
}

function changeOrCancel(order: OrderRow): MailBlock {
  return {
    kind: "paragraph",
    text: `Want to change or cancel it? Reply to this e-mail or call us on ${salon.phone.display}, quoting ${orderNumberLabel(order.number)}.`,
  };
}

const directions: MailBlock = { kind: "button", href: salon.mapsUrl, label: "Directions to the salon" };

function firstName(order: OrderRow) {
  return order.customerName.trim().split(/\s+/)[0] ?? order.customerName;
}

/** To the customer, the moment the order is stored. */
export function orderPlacedMail(order: OrderRow, hours: SalonHours): MailMessage {
  const number = orderNumberLabel(order.number);
  return {
    subject: `Your order ${number} with ${salon.shortName}`,
    blocks: [
      { kind: "heading", text: `Thanks, ${firstName(order)}. We have your order.` },
      {
        kind: "paragraph",
        text: `Order ${number} is click and collect: we'll set your products aside and e-mail you as soon as they're ready to pick up. You pay in the salon when you collect, nothing before.`,
      },
      itemsBlock(order),
      pickUpBlock(hours),
      changeOrCancel(order),
      directions,
    ],
  };
}

/** To the customer, when the owner moves the order on. */
export function orderStatusMail(order: OrderRow, status: Exclude<OrderStatus, "placed">, reason: string | null, hours: SalonHours): MailMessage {
  const number = orderNumberLabel(order.number);
  switch (status) {
    case "ready":
      return {
        subject: `Your order ${number} is ready to collect`,
        blocks: [
          { kind: "heading", text: `Good news, ${firstName(order)}: your order is ready.` },
          { kind: "paragraph", text: `Order ${number} is packed and waiting for you at the salon. Come in during opening hours and give your name or the order number.` },
          itemsBlock(order),
          pickUpBlock(hours),
          changeOrCancel(order),
          directions,
        ],
      };
    case "collected":
      return {
        subject: `Thanks for collecting order ${number}`,
        blocks: [
          { kind: "heading", text: `Thanks for shopping with us, ${firstName(order)}.` },
          { kind: "paragraph", text: `You've collected order ${number}. If anything isn't right with it, reply to this e-mail or call us on ${salon.phone.display}.` },
          { kind: "button", href: new URL("/policies/returns", env().SITE_URL).toString(), label: "Our returns policy" },
        ],
      };
    case "cancelled":
      return {
        subject: `Your order ${number} has been cancelled`,
        blocks: [
          { kind: "heading", text: `Order ${number} has been cancelled.` },
          { kind: "facts", rows: [["Reason", reason ?? "—"]] },
          { kind: "paragraph", text: `Nothing is owed: click-and-collect orders are paid only when collected. Questions? Reply to this e-mail or call us on ${salon.phone.display}.` },
        ],
      };
  }
}

/** To the customer, when the owner records a refund or a return after collection. */
export function orderRefundMail(order: OrderRow, event: RefundEvent, refundedCents: number): MailMessage {
  const number = orderNumberLabel(order.number);
  const returned = event.lines.map((line) => {
    const item = order.items.find((candidate) => candidate.sku === line.sku);
    return `${line.quantity} × ${item?.title ?? line.sku}`;
  });
  const rows: [string, string][] = [];
  if (returned.length > 0) rows.push(["Returned", returned.join("\n")]);
  rows.push(["Refunded now", `${money(event.amountCents)} ${order.currency}`]);
  if (refundedCents > event.amountCents) rows.push(["Refunded in all", `${money(refundedCents)} of ${money(order.totalCents)}`]);
  rows.push(["Reason", event.reason]);
  return {
    subject: event.amountCents > 0 ? `Your refund for order ${number}` : `Your return for order ${number}`,
    blocks: [
      { kind: "heading", text: event.amountCents > 0 ? `We've refunded ${money(event.amountCents)} on order ${number}.` : `We've taken your return on order ${number}.` },
      { kind: "facts", rows },
      {
        kind: "paragraph",
        text:
          event.amountCents > 0
            ? `The money goes back the way you paid in the salon. Questions? Reply to this e-mail or call us on ${salon.phone.display}.`
            : `Questions? Reply to this e-mail or call us on ${salon.phone.display}.`,
      },
    ],
  };
}

/** To the salon, for every new order: who, what, and a link to prepare it. */
export function newOrderNotice(order: OrderRow): MailMessage {
  const number = orderNumberLabel(order.number);
  return {
    subject: `New order ${number} from ${order.customerName}: ${centsToAmount(order.totalCents)} ${order.currency}`,
    blocks: [
      { kind: "heading", text: `New click-and-collect order ${number}` },
      {
        kind: "facts",
        rows: [
          ["Name", order.customerName],
          ["E-mail", order.email],
          ["Phone", order.phone],
        ],
      },
      itemsBlock(order),
      { kind: "paragraph", text: "Replying to this e-mail writes to the customer." },
      { kind: "button", href: new URL(`/admin/orders/${order.number}`, env().SITE_URL).toString(), label: "Open the order" },
    ],
  };
}

/** Customer e-mails come from the salon; replies go to the salon's own inbox even when MAIL_FROM is a no-reply address. */
const replyToSalon = { "Reply-To": salon.email };

export async function queueOrderPlacedMails(db: Queryable, order: OrderRow) {
  await queueMail(db, { kind: "order_placed", to: order.email, headers: replyToSalon, ...renderMail(orderPlacedMail(order, await readSalonHours(db))) });
  await queueMail(db, { kind: "order_notice", to: salon.email, headers: { "Reply-To": order.email }, ...renderMail(newOrderNotice(order)) });
}

export async function queueOrderStatusMail(db: Queryable, order: OrderRow, status: Exclude<OrderStatus, "placed">, reason: string | null) {
  // An order anonymised on a privacy request has no address left to write to.
  if (order.email === removedOnRequest) return;
  await queueMail(db, { kind: `order_${status}`, to: order.email, headers: replyToSalon, ...renderMail(orderStatusMail(order, status, reason, await readSalonHours(db))) });
}

export async function queueOrderRefundMail(db: Queryable, order: OrderRow, event: RefundEvent, refundedCents: number) {
  if (order.email === removedOnRequest) return;
  await queueMail(db, { kind: `order_${event.kind}`, to: order.email, headers: replyToSalon, ...renderMail(orderRefundMail(order, event, refundedCents)) });
}
