import { Link, data, redirect } from "react-router";
import { WeekChart, WeekTable } from "~/components/admin/week-chart";
import { formatPrice } from "~/lib/shop/money";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { weekAtAGlance, type Pair, type Ranked } from "~/server/admin/week-at-a-glance.server";
import type { Route } from "./+types/admin._index";

export const headers = forwardHeaders;

/** What each form is called on the dashboard. */
const formLabels: Record<string, string> = {
  contact_form: "Messages",
  exit_intent: "Exit-intent offer",
  blog_lead_magnet: "Blog guide sign-ups",
  assistant_callback: "Call-back requests",
};

export async function loader({ request }: Route.LoaderArgs) {
  const account = await requireAdmin(request);
  const { search, searchParams } = new URL(request.url);
  // Links written before the week took /admin (e-mails, bookmarks) name an inbox section; staff read the inbox, not the figures.
  if (searchParams.has("s") || account.role !== "owner") throw redirect(`/admin/inbox${searchParams.has("s") ? search : ""}`);
  const figures = await weekAtAGlance();
  return data({ figures }, { headers: privateHeaders });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "The week at a glance", description: "Visits, leads, orders and sign-ups this week against last.", path: "/admin", noindex: true });

const shortDay = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", timeZone: "UTC" });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** "up 3 on last week", "down 2 on last week", "same as last week". */
function change({ thisWeek, lastWeek }: Pair, format: (n: number) => string = String): string {
  if (thisWeek === lastWeek) return "same as last week";
  return `${thisWeek > lastWeek ? "up" : "down"} ${format(Math.abs(thisWeek - lastWeek))} on last week`;
}

function Figure({ label, pair, format = String, testId }: { label: string; pair: Pair; format?: (n: number) => string; testId?: string }) {
  return (
    <div className="rounded-card bg-white p-4 shadow-soft ring-1 ring-ink/5" data-testid={testId}>
      <dt className="text-small text-muted">{label}</dt>
      <dd className="mt-1 text-h2 font-semibold tabular-nums">{format(pair.thisWeek)}</dd>
      <dd className="text-small text-muted">
        {change(pair, format)} ({format(pair.lastWeek)})
      </dd>
    </div>
  );
}

function RankedTable({ caption, rows, name, empty, labelOf = (l: string) => l }: { caption: string; rows: Ranked[]; name: string; empty: string; labelOf?: (label: string) => string }) {
  if (rows.length === 0) return <p className="mt-2 text-small text-muted">{empty}</p>;
  return <WeekTable caption={caption} name={name} rows={rows.map((row) => ({ ...row, label: labelOf(row.label) }))} />;
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `week-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-soft ring-1 ring-ink/5 sm:p-5">
      <h2 id={id} className="text-lead font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function WeekAtAGlance({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  const money = (cents: number) => formatPrice(cents / 100);
  const [thisMonday, thisSunday] = [figures.days.thisWeek[0]!, figures.days.thisWeek[6]!];
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <h1 className="text-h1 font-semibold">The week at a glance</h1>
      <p className="mt-1 text-muted">
        Monday {dayLabel(thisMonday)} to Sunday {dayLabel(thisSunday)}, so far, against the whole of last week. From the site's own records: no outside
        analytics needed.
      </p>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Visits" pair={figures.visits} />
        <Figure label="Pages viewed" pair={figures.pageViews} />
        <Figure label="Orders" pair={figures.orders} testId="week-orders" />
        <Figure label="Orders placed, total" pair={figures.ordersPlacedCents} format={money} testId="week-orders-placed" />
        <Figure label="Refunded" pair={figures.refundedCents} format={money} testId="week-refunded" />
        <Figure label="Revenue, net of refunds" pair={figures.netCents} format={money} testId="week-net" />
        <Figure label="Newsletter sign-ups" pair={figures.signUps} />
        <Figure label="Unanswered questions" pair={figures.unanswered} />
      </dl>

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Panel title="Visits">
          <WeekChart title="Visits" perDay={figures.visits.perDay} unit="visits" />
          <h3 className="mt-4 text-small font-semibold">Top pages</h3>
          <RankedTable caption="Top pages" rows={figures.topPages} name="Page" empty="No page views recorded yet this week or last." />
        </Panel>
        <Panel title="Orders">
          <WeekChart title="Orders" perDay={figures.orders.perDay} unit="orders" />
          <p className="mt-3 text-small text-muted">
            Totals are of orders as placed, cancelled orders left out. <Link to="/admin/inbox?s=orders" className="font-semibold text-eucalyptus underline underline-offset-2">All orders</Link>
          </p>
          <h3 className="mt-4 text-small font-semibold">Top products</h3>
          <RankedTable caption="Top products, by items ordered" rows={figures.topProducts} name="Product (items)" empty="No products ordered this week or last." />
        </Panel>
        <Panel title="Leads and messages">
          <h3 className="mt-2 text-small font-semibold">By where they first came from</h3>
          <RankedTable caption="Leads and messages by source" rows={figures.leadsBySource} name="Source" empty="No leads or messages this week or last." />
          <h3 className="mt-4 text-small font-semibold">By form</h3>
          <RankedTable caption="Leads and messages by form" rows={figures.leadsByForm} name="Form" empty="No leads or messages this week or last." labelOf={(l) => formLabels[l] ?? l} />
        </Panel>
        <Panel title="Questions the assistant could not answer">
          {figures.unanswered.latest.length === 0 ? (
            <p className="mt-2 text-small text-muted">None this week.</p>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-small">
              {figures.unanswered.latest.map((question, i) => (
                <li key={i}>{question}</li>
              ))}
            </ul>
          )}
          <Link to="/admin/inbox?s=questions" className="mt-2 inline-flex min-h-11 items-center text-small font-semibold text-eucalyptus underline underline-offset-2">
            All questions
          </Link>
        </Panel>
      </div>
    </section>
  );
}
