import { Link, data } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { salon } from "~/config/salon";
import { orderNumberLabel } from "~/lib/shop/checkout-form";
import { seo } from "~/lib/seo/meta";
import { sydneyDateTime } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { ordersToPrepare } from "~/server/orders.server";
import { ItemsTable } from "~/components/admin/items-table";
import { BackLink } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.orders.to-prepare";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";


/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { orders, lines } = await ordersToPrepare(database());
  return data(
    {
      printedAt: sydneyDateTime(new Date()),
      lines: lines.map((line) => ({ ...line, orders: line.orders.map((number) => ({ number, label: orderNumberLabel(number) })) })),
      orders: orders.map((order) => ({
        number: order.number,
        label: orderNumberLabel(order.number),
        name: order.customerName,
        phone: order.phone,
        placedAt: sydneyDateTime(order.createdAt),
        items: order.items.map((item) => `${item.quantity} × ${item.title}`),
      })),
    },
    { headers: privateHeaders },
  );
}

export const meta: Route.MetaFunction = () => seo({ title: "To prepare", description: "What to take off the shelf for the orders placed and not yet ready.", path: "/admin/orders/to-prepare", noindex: true });

/** An order's number, linking to it on screen and plain text on paper. */
function OrderLink({ order }: { order: { number: number; label: string } }) {
  return (
    <Link to={`/admin/orders/${order.number}`} className="inline-flex min-h-11 items-center text-eucalyptus underline underline-offset-2 print:min-h-0 print:text-ink print:no-underline">
      {order.label}
    </Link>
  );
}

/** Prints without the site's header and footer, on A4 (the print rules in back-office.css look for data-print-sheet). */
export default function ToPrepare({ loaderData }: Route.ComponentProps) {
  const { lines, orders, printedAt } = loaderData;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="container-page max-w-3xl py-8 sm:py-10 print:max-w-none print:p-0" data-print-sheet>
      <div className="print:hidden">
        <BackLink to="/admin/inbox?s=orders">All orders</BackLink>
      </div>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-h1 font-semibold print:text-h2">To prepare</h1>
        <p className="text-small text-muted">
          {salon.shortName} · {printedAt}
        </p>
      </div>
      <p className="mt-1 text-muted">
        {orders.length === 0
          ? "No orders are waiting to be prepared."
          : `${units} ${units === 1 ? "item" : "items"} for ${orders.length} ${orders.length === 1 ? "order" : "orders"} placed and not yet ready. Mark each order ready once it is packed.`}
      </p>

      {lines.length > 0 && (
        <>
          <ItemsTable
            look="sheet"
            caption="Items to take off the shelf, summed across the orders"
            itemHeading="Product"
            lastHeading="For"
            rowTestId="prep-line"
            rows={lines.map((line) => ({
              ...line,
              last: (
                <ul className="flex flex-wrap gap-x-2">
                  {line.orders.map((order) => (
                    <li key={order.number}>
                      <OrderLink order={order} />
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />

          <h2 className="mt-8 text-lead font-semibold">Orders</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 print:grid-cols-2">
            {orders.map((order) => (
              <li key={order.number} className="rounded-xl bg-white p-4 ring-1 ring-ink/10 break-inside-avoid">
                <p className="font-semibold">
                  <OrderLink order={order} />{" "}
                  · {order.name}
                </p>
                <p className="text-small text-muted">
                  {order.phone} · placed {order.placedAt}
                </p>
                <ul className="mt-2 text-small">
                  {order.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="mt-6 print:hidden">
            <button type="button" onClick={() => window.print()} className={buttonClasses("secondary", "md", "min-h-11")}>
              Print this sheet
            </button>
          </p>
        </>
      )}
    </section>
  );
}
