import { Form, data, redirect, useNavigation } from "react-router";
import { useEffect, useRef } from "react";
import { ItemsTable } from "~/components/admin/items-table";
import { MailNotSetUp } from "~/components/admin/mail-not-set-up";
import { buttonClasses } from "~/components/ui/button";
import { orderNumberLabel } from "~/lib/shop/checkout-form";
import { formatPrice } from "~/lib/shop/money";
import { isOrderStatus, maxReasonLength, nextStatuses, orderStatusActions, orderStatusLabel, orderStatusLabels } from "~/lib/shop/order-status";
import { seo } from "~/lib/seo/meta";
import { sydneyDateTime } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { mailLeavesServer } from "~/server/mail.server";
import { changeOrderStatus, findOrder, markOrderSeen } from "~/server/orders.server";
import { moneyEventsOf, recordRefund, refundsOpenTo } from "~/server/order-refunds.server";
import { moneySummary, refundableHint, returnableUnits, typedReturns } from "~/lib/shop/refunds";
import { RefundForm, type RefundValues } from "~/components/admin/refund-form";
import { readForm } from "~/server/request.server";
import { BackLink } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.orders.$number";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";

const money = (cents: number) => formatPrice(cents / 100);

/** Order numbers are positive integers the database can hold; anything else is no order at all. */
function orderNumber(param: string | undefined): number {
  const number = Number(param);
  if (!/^\d{1,9}$/.test(param ?? "") || number < 1) throw data(null, { status: 404 });
  return number;
}

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

// Marked seen before any loader runs, so the Orders tab on this very page already leaves it out.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }, next) => {
    await requireAdmin(request);
    await markOrderSeen(database(), orderNumber(params.number));
    return next();
  },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const number = orderNumber(params.number);
  const found = await findOrder(database(), number);
  if (!found) throw data(null, { status: 404 });
  const { order, history } = found;
  const moneyEvents = await moneyEventsOf(database(), number);
  const summary = moneySummary(order.totalCents, moneyEvents);
  const returnable = returnableUnits(order, moneyEvents);
  const search = new URL(request.url).searchParams;
  const changed = search.get("changed");
  const emailed = mailLeavesServer();
  return data(
    {
      number: orderNumberLabel(order.number),
      status: order.status,
      statusLabel: orderStatusLabel(order.status),
      placedAt: sydneyDateTime(order.createdAt),
      customer: { name: order.customerName, email: order.email, phone: order.phone },
      items: order.items.map((item) => ({ sku: item.sku, title: item.title, quantity: item.quantity, line: money(item.priceCents * item.quantity) })),
      subtotal: money(order.subtotalCents),
      discount: order.discountCents > 0 ? { code: order.discountCode ?? "", amount: money(order.discountCents) } : null,
      total: `${money(order.totalCents)} ${order.currency}`,
      next: isOrderStatus(order.status) ? nextStatuses(order.status).filter((s) => s !== "placed") : [],
      history: history.map((event) => ({
        id: event.id,
        at: sydneyDateTime(event.createdAt),
        from: orderStatusLabel(event.fromStatus),
        to: orderStatusLabel(event.toStatus),
        actor: event.actor,
        reason: event.reason,
      })),
      // Shown after a change: the page was reloaded by a redirect, so a refresh does not post again.
      changed: isOrderStatus(changed) && changed === order.status ? `Marked ${orderStatusLabels[changed].toLowerCase()}. ${emailed ? "The customer's e-mail is on its way." : "The customer's e-mail is kept in the Mailbox."}` : null,
      mailLeavesServer: emailed,
      // Paid, refunded and kept: shown once the customer has paid (at collection).
      money: refundsOpenTo(order)
        ? {
            paid: money(summary.paidCents),
            refunded: money(summary.refundedCents),
            net: money(summary.netCents),
            hint: refundableHint(order.totalCents, moneyEvents),
            lines: order.items.map((item, index) => ({ title: item.title, bought: item.quantity, returnable: returnable[index] ?? 0 })),
            events: moneyEvents.map((event) => ({
              id: event.id,
              at: sydneyDateTime(event.createdAt),
              what: `${event.kind === "return" ? "Return" : "Refund"} of ${money(event.amountCents)}`,
              returned: event.lines.map((line) => `${line.quantity} × ${order.items.find((item) => item.sku === line.sku)?.title ?? line.sku}`).join(", "),
              restocked: event.restocked,
              reason: event.reason,
              actor: event.actor,
            })),
          }
        : null,
      refunded: search.has("refunded") ? `Refund recorded. ${emailed ? "The customer's e-mail is on its way." : "The customer's e-mail is kept in the Mailbox."}` : null,
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const number = orderNumber(params.number);
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? "");
  if (form.get("intent") === "refund") {
    const values: RefundValues = {
      amount: text("amount"),
      returned: typedReturns(form),
      reason: text("reason"),
      restock: form.get("restock") === "yes",
    };
    const refund = await recordRefund(database(), number, values, actor);
    if (!refund.ok) return data({ error: refund.errors.form ?? "The refund was not recorded: please check the marked fields.", reason: "", refund: { values, errors: refund.errors } }, { status: refund.status });
    throw redirect(`/admin/orders/${number}?refunded=${refund.event.id}`, { status: 303 });
  }
  const result = await changeOrderStatus(database(), number, { to: form.get("to"), reason: form.get("reason"), actor });
  if (!result.ok) return data({ error: result.message, reason: text("reason"), refund: null }, { status: result.status });
  throw redirect(`/admin/orders/${number}?changed=${result.order.status}`, { status: 303 });
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  seo({ title: loaded ? `Order ${loaded.number}` : "Order", description: "One click-and-collect order: what to prepare and its pick-up status.", path: "/admin/orders", noindex: true });

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const order = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const steps = order.next.filter((s) => s !== "cancelled");
  const canCancel = order.next.includes("cancelled");
  const refund = actionData?.refund ?? null;
  // A recorded refund is the page's news: focus goes to it.
  const news = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (order.refunded) news.current?.focus();
  }, [order.refunded]);

  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to="/admin/inbox?s=orders">All orders</BackLink>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-h1 font-semibold">Order {order.number}</h1>
        <p className="rounded-full bg-mist px-3 py-1 text-small font-semibold text-eucalyptus" data-testid="order-status">
          {order.statusLabel}
        </p>
      </div>
      <p className="mt-1 text-muted">Placed {order.placedAt}. Click and collect, paid in the salon.</p>

      {!order.mailLeavesServer && <MailNotSetUp />}

      {/* After a refused post, the news of the last change is old: the refusal is what the owner reads. */}
      {order.changed && !actionData && (
        <p role="status" className="mt-6 rounded-xl bg-mist px-4 py-3 text-small font-medium text-eucalyptus">
          {order.changed}
        </p>
      )}
      {order.refunded && !actionData && (
        <p ref={news} tabIndex={-1} role="status" className="mt-6 rounded-xl bg-mist px-4 py-3 text-small font-medium text-eucalyptus" data-testid="refund-recorded">
          {order.refunded}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-6 rounded-xl bg-danger/10 px-4 py-3 text-small font-medium text-danger">
          {actionData.error}
        </p>
      )}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
          <h2 className="text-lead font-semibold">Customer</h2>
          <p className="mt-2 font-medium">{order.customer.name}</p>
          <p className="mt-1">
            <a href={`mailto:${order.customer.email}`} className="inline-flex min-h-11 items-center break-all text-eucalyptus underline underline-offset-2">
              {order.customer.email}
            </a>
          </p>
          <p>
            <a href={`tel:${order.customer.phone.replace(/[^\d+]/g, "")}`} className="inline-flex min-h-11 items-center text-eucalyptus underline underline-offset-2">
              {order.customer.phone}
            </a>
          </p>
        </div>

        <div className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
          <h2 className="text-lead font-semibold">{order.money ? "Payment" : "Next step"}</h2>
          {steps.length === 0 && !canCancel && !order.money && <p className="mt-2 text-muted">Nothing left to do: this order is {order.statusLabel.toLowerCase()}.</p>}
          {order.money && (
            <>
              <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-small" data-testid="order-money">
                <dt>Paid</dt>
                <dd className="text-right">{order.money.paid}</dd>
                <dt>Refunded</dt>
                <dd className="text-right">{order.money.refunded}</dd>
                <dt className="font-semibold">Net</dt>
                <dd className="text-right font-semibold">{order.money.net}</dd>
              </dl>
              <RefundForm lines={order.money.lines} hint={order.money.hint} values={refund?.values ?? null} errors={refund?.errors ?? {}} busy={busy} />
            </>
          )}
          {steps.map((to) => (
            <Form method="post" key={to} className="mt-3">
              <input type="hidden" name="to" value={to} />
              <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "min-h-12 w-full")}>
                {orderStatusActions[to]}
              </button>
            </Form>
          ))}
          {canCancel && (
            <details className="mt-4 rounded-xl ring-1 ring-ink/10" open={Boolean(actionData?.error && actionData.reason)}>
              <summary className="flex min-h-11 cursor-pointer items-center px-4 text-small font-semibold text-danger">Cancel this order…</summary>
              <Form method="post" className="px-4 pb-4">
                <input type="hidden" name="to" value="cancelled" />
                <label htmlFor="reason" className="block text-small font-semibold">
                  Reason (the customer is told it)
                </label>
                <textarea
                  id="reason"
                  name="reason"
                  required
                  minLength={3}
                  maxLength={maxReasonLength}
                  rows={3}
                  defaultValue={actionData?.reason ?? ""}
                  className="mt-2 block w-full rounded-xl border border-ink/20 bg-white px-3 py-2 text-body focus-visible:border-eucalyptus"
                />
                <p className="mt-2 text-small text-muted">The items go back on the shelf and the customer is e-mailed.</p>
                <button type="submit" disabled={busy} className={buttonClasses("secondary", "md", "mt-3 min-h-12 w-full border-danger/40 text-danger hover:border-danger")}>
                  {orderStatusActions.cancelled} {order.number}
                </button>
              </Form>
            </details>
          )}
        </div>
      </div>

      <div className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
        <h2 className="text-lead font-semibold">Items</h2>
        <ItemsTable
          look="card"
          caption={`Items in order ${order.number}`}
          itemHeading="Item"
          lastHeading="Price"
          rows={order.items.map((item) => ({ ...item, last: item.line }))}
          footer={
            <>
              {order.discount && (
                <>
                  <tr className="border-t border-ink/8">
                    <th scope="row" colSpan={2} className="py-2 pr-3 text-right font-normal">
                      Subtotal
                    </th>
                    <td className="py-2 text-right">{order.subtotal}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={2} className="py-2 pr-3 text-right font-normal">
                      Discount {order.discount.code}
                    </th>
                    <td className="py-2 text-right">−{order.discount.amount}</td>
                  </tr>
                </>
              )}
              <tr className="border-t border-ink/8">
                <th scope="row" colSpan={2} className="py-2 pr-3 text-right">
                  To pay at pick-up
                </th>
                <td className="py-2 text-right font-semibold whitespace-nowrap">{order.total}</td>
              </tr>
            </>
          }
        />
      </div>

      <div className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
        <h2 className="text-lead font-semibold">History</h2>
        <ol className="mt-3 space-y-3 text-small">
          <li>
            <span className="text-muted">{order.placedAt}</span> · Placed by the customer
          </li>
          {order.history.map((event) => (
            <li key={event.id} data-testid="order-history-entry">
              <span className="text-muted">{event.at}</span> · {event.from} → <strong>{event.to}</strong>, by {event.actor}
              {event.reason && <span className="mt-1 block rounded-lg bg-cream px-3 py-2">Reason: {event.reason}</span>}
            </li>
          ))}
          {order.money?.events.map((event) => (
            <li key={`money-${event.id}`} data-testid="order-money-entry">
              <span className="text-muted">{event.at}</span> · <strong>{event.what}</strong>
              {event.returned && `, ${event.returned} returned${event.restocked ? " and back on the shelf" : ""}`}, by {event.actor}
              <span className="mt-1 block rounded-lg bg-cream px-3 py-2">Reason: {event.reason}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
