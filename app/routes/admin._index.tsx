import { Fragment } from "react";
import { Form, Link, data, useNavigation } from "react-router";
import { MailNotSetUp } from "~/components/admin/mail-not-set-up";
import { UnseenBadge } from "~/components/admin/unseen-badge";
import { Icon } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { adminInbox, salon } from "~/config/salon";
import { ownLinks } from "~/lib/own-links";
import { seo } from "~/lib/seo/meta";
import { siteUrl } from "~/lib/seo/site-url";
import { requireAdmin } from "~/server/admin-auth.server";
import { adminSections, findSection, rowKey, sectionCounts, sectionPage, type CellValue } from "~/server/admin/sections.server";
import { mailLeavesServer } from "~/server/mail.server";
import { retryNow } from "~/server/outbox.server";
import { readForm } from "~/server/request.server";
import { forwardHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/admin._index";

const siteOrigin = new URL(siteUrl).origin;

export const headers = forwardHeaders;

const when = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", dateStyle: "medium", timeStyle: "short" });

function cellText(value: CellValue): string {
  if (value === null || value === undefined || value === "") return "";
  if (value instanceof Date) return when.format(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const section = findSection(url.searchParams.get("s"));
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  // Whole pages only, and none so large that the row offset overflows the database's bigint.
  const requested = Number(url.searchParams.get("page"));
  const page = Number.isSafeInteger(requested) && requested > 1 ? requested : 1;
  const [{ rows, total }, counts] = await Promise.all([sectionPage(section, q, page), sectionCounts()]);
  return data(
    {
      sections: adminSections.map((s) => ({ id: s.id, label: s.label, count: counts[s.id]?.total ?? 0, unseen: counts[s.id]?.unseen ?? 0 })),
      section: {
        id: section.id,
        label: section.label,
        description: section.description,
        links: section.links ?? [],
        columns: section.columns.map((c) => ({ label: c.label, wide: Boolean(c.wide) })),
      },
      rows: rows.map(({ row, unseen }) => ({
        id: rowKey(section, row),
        unseen,
        cells: section.columns.map((c) => ({ text: cellText(c.value(row)), href: c.href?.(row) ?? null })),
        detail: section.detail?.(row) ?? null,
        retryable: section.retryable?.(row) ?? false,
      })),
      q,
      page,
      pages: Math.max(1, Math.ceil(total / adminInbox.pageSize)),
      total,
      // Without SMTP every e-mail (order confirmations included) waits in the Mailbox: the owner must know.
      mailLeavesServer: mailLeavesServer(),
    },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  if (form.get("intent") === "retry") {
    const id = Number(form.get("id"));
    const retried = Number.isSafeInteger(id) && id > 0 ? await retryNow(id) : false;
    return data({ message: retried ? "Queued to send again." : "That row can't be retried." }, { status: retried ? 200 : 400 });
  }
  return data({ message: "Unknown action." }, { status: 400 });
}

export const meta: Route.MetaFunction = () => seo({ title: "Owner inbox", description: "The salon's messages, leads and feedback.", path: "/admin", noindex: true });

/** E-mail bodies as escaped text, with the site's own links (confirmation, unsubscribe) clickable and no other. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {ownLinks(text, siteOrigin).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} className="break-all text-eucalyptus underline underline-offset-2" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

function pageLink(sectionId: string, q: string, page: number) {
  const params = new URLSearchParams({ s: sectionId });
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `/admin?${params}`;
}

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { sections, section, rows, q, page, pages, total, mailLeavesServer } = loaderData;
  const navigation = useNavigation();
  const exportHref = `/admin/export/${section.id}${q ? `?${new URLSearchParams({ q })}` : ""}`;

  return (
    <section className="container-page py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">{salon.shortName}</p>
          <h1 className="mt-2 text-h1 font-semibold">Inbox</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/discounts" className={buttonClasses("secondary", "sm")}>
            Discount codes
          </Link>
          <Link to="/admin/privacy" className={buttonClasses("ghost", "sm")}>
            <Icon name="shield" className="size-4" />
            Privacy request
          </Link>
          {/* One form, two buttons: sign out here, or end the sessions of every browser (a lost phone, a shared computer). */}
          <Form method="post" action="/admin/logout" className="flex flex-wrap gap-2">
            <button type="submit" name="scope" value="here" className={buttonClasses("secondary", "sm")}>
              Sign out
            </button>
            <button type="submit" name="scope" value="everywhere" className={buttonClasses("ghost", "sm")}>
              Sign out on every device
            </button>
          </Form>
        </div>
      </div>

      {/* The sections wrap rather than scroll sideways, so the one being read is never cut off on a phone. */}
      <nav aria-label="Inbox sections" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {sections.map((s) => (
            <li key={s.id}>
              <Link
                to={pageLink(s.id, "", 1)}
                aria-current={s.id === section.id ? "page" : undefined}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors ${
                  s.id === section.id ? "bg-eucalyptus text-cream" : "bg-white text-ink ring-1 ring-ink/10 hover:bg-mist"
                }`}
              >
                {s.label}
                <span className={`rounded-full px-2 py-0.5 text-xs ${s.id === section.id ? "bg-cream/20" : "bg-mist text-eucalyptus"}`}>{s.count}</span>
                {s.unseen > 0 && <UnseenBadge count={s.unseen} />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {!mailLeavesServer && <MailNotSetUp />}

      <p className="mt-6 text-muted">
        {section.description} <span className="text-ink">{total === 1 ? "1 entry" : `${total} entries`}</span>, newest first.
      </p>
      {section.links.length > 0 && (
        <p className="mt-3 flex flex-wrap gap-2">
          {section.links.map((link) => (
            <Link key={link.href} to={link.href} className={buttonClasses("secondary", "sm", "min-h-11")}>
              {link.label}
            </Link>
          ))}
        </p>
      )}
      <div className="mt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Form method="get" role="search" className="flex gap-2">
            <input type="hidden" name="s" value={section.id} />
            <label htmlFor="admin-search" className="sr-only">
              Search {section.label.toLowerCase()}
            </label>
            <input
              id="admin-search"
              name="q"
              type="search"
              defaultValue={q}
              placeholder={`Search ${section.label.toLowerCase()}`}
              className="min-h-10 w-48 rounded-full border border-ink/15 bg-white px-4 text-sm hover:border-ink/30 focus:border-eucalyptus focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle sm:w-64"
            />
            <button type="submit" className={buttonClasses("secondary", "sm")}>
              <Icon name="search" className="size-4" />
              Search
            </button>
          </Form>
          <a href={exportHref} className={buttonClasses("primary", "sm")} download>
            <Icon name="download" className="size-4" />
            Export CSV
          </a>
        </div>
      </div>

      {actionData?.message && (
        <p role="status" className="mt-4 rounded-xl bg-mist px-4 py-3 text-sm font-medium text-eucalyptus">
          {actionData.message}
        </p>
      )}

      {/* Scrolls sideways on small screens; focusable so the keyboard can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="mt-6 overflow-x-auto rounded-card bg-white shadow-soft ring-1 ring-ink/5" tabIndex={0} role="region" aria-label={`${section.label} table`}>
        <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
          <caption className="sr-only">
            {section.label}, page {page} of {pages}
          </caption>
          <thead className="bg-sand/60 text-xs tracking-wide text-muted uppercase">
            <tr>
              {section.columns.map((c) => (
                <th key={c.label} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {c.label}
                </th>
              ))}
              {rows.some((r) => r.retryable) && (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={section.columns.length + 1} className="px-4 py-12 text-center text-muted">
                  {q ? `Nothing matches "${q}".` : "Nothing here yet."}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <Fragment key={row.id}>
                <tr className="border-t border-ink/8 align-top hover:bg-cream/60" data-row-id={row.id}>
                  {row.cells.map((cell, index) => (
                    <td key={index} className={`px-4 py-3 ${section.columns[index]?.wide ? "max-w-md min-w-[16rem] whitespace-pre-wrap" : "whitespace-nowrap"} ${index === 0 ? "text-muted" : ""}`}>
                      {cell.href ? (
                        <Link to={cell.href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-eucalyptus underline underline-offset-2">
                          {cell.text}
                          {row.unseen && <UnseenBadge />}
                        </Link>
                      ) : (
                        cell.text
                      )}
                    </td>
                  ))}
                  {rows.some((r) => r.retryable) && (
                    <td className="px-4 py-2">
                      {row.retryable && (
                        <Form method="post">
                          <input type="hidden" name="intent" value="retry" />
                          <input type="hidden" name="id" value={row.id} />
                          <button type="submit" disabled={navigation.state === "submitting"} className={buttonClasses("ghost", "sm")}>
                            <Icon name="refresh" className="size-4" />
                            Retry now
                          </button>
                        </Form>
                      )}
                    </td>
                  )}
                </tr>
                {row.detail && (
                  <tr className="border-t border-dashed border-ink/8">
                    <td colSpan={section.columns.length} className="px-4 pb-4">
                      <details>
                        <summary className="cursor-pointer py-2 text-sm font-semibold text-eucalyptus hover:underline">Show e-mail</summary>
                        <pre className="mt-2 max-w-3xl overflow-x-auto rounded-xl bg-cream p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap">
                          <LinkedText text={row.detail} />
                        </pre>
                      </details>
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>

      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={pageLink(section.id, q, page - 1)} className={buttonClasses("secondary", "sm")}>
              <Icon name="chevronLeft" className="size-4" /> Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(section.id, q, page + 1)} className={buttonClasses("secondary", "sm")}>
              Older <Icon name="chevronRight" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
