import { Form, data } from "react-router";
import { BackLink } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { auditDetailText } from "~/lib/audit-detail";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { sydneyDateTime } from "~/lib/sydney-time";
import { auditEntries } from "~/server/accounts/audit.server";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { accounts } from "~/server/db/schema.server";
import type { Route } from "./+types/admin.audit";

/** Who changed what and when (every change an owner editor makes, and each backup), newest first, for one person or everyone. */
export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const requested = Number(new URL(request.url).searchParams.get("who"));
  const who = Number.isSafeInteger(requested) && requested > 0 ? requested : null;
  const [people, entries] = await Promise.all([
    database().select({ id: accounts.id, name: accounts.name, email: accounts.email }).from(accounts).orderBy(accounts.name),
    auditEntries(database(), { accountId: who }),
  ]);
  return data(
    {
      who,
      people,
      entries: entries.map((e) => ({ id: e.id, at: sydneyDateTime(e.at), who: e.who, action: e.action, subject: e.subject, detail: auditDetailText(e.detail) })),
    },
    { headers: privateHeaders },
  );
}

export const meta: Route.MetaFunction = () => seo({ title: "Who changed what", description: "The back office's record of changes.", path: "/admin/audit", noindex: true });

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { who, people, entries } = loaderData;
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">Inbox</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Who changed what</h1>
      <p className="mt-2 text-muted">
        Prices and stock, the service menu, posts and pages, photos, discount codes, order status, deletions, accounts, settings, newsletters sent and
        backups: who changed them and when, newest first.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="w-full min-w-0 sm:w-auto">
          <label htmlFor="audit-who" className="text-small font-semibold">
            Person
          </label>
          <select id="audit-who" name="who" defaultValue={who ?? ""} className="mt-1.5 block min-h-12 w-full max-w-full rounded-xl border border-ink/20 bg-white px-4 text-body sm:w-auto">
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({person.email})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("secondary", "md")}>
          Show
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-6 text-muted">Nothing recorded{who ? " for this person" : ""} yet.</p>
      ) : (
        <ol className="mt-6 divide-y divide-ink/10 rounded-card bg-white ring-1 ring-ink/10">
          {entries.map((entry) => (
            <li key={entry.id} className="p-4" data-testid="audit-entry">
              <p className="text-small text-muted">
                {entry.at} · <span data-testid="audit-who">{entry.who}</span>
              </p>
              <p className="font-semibold">
                {entry.subject}: {entry.action}
              </p>
              {entry.detail && <p className="mt-1 text-small [overflow-wrap:anywhere] text-muted">{entry.detail}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
