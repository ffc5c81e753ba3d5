import { Fragment } from "react";
import { Form, Link, data, useNavigation } from "react-router";
import { CellValue } from "~/components/admin/cell-value";
import { LinkedText } from "~/components/admin/linked-text";
import { MailNotSetUp } from "~/components/admin/mail-not-set-up";
import { UnseenBadge } from "~/components/admin/unseen-badge";
import { Icon } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { adminInbox } from "~/config/salon";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { findSection, itemPath, rowCells, rowKey, sectionPage } from "~/server/admin/sections.server";
import { mailLeavesServer } from "~/server/mail.server";
import { retryNow } from "~/server/outbox.server";
import { readForm } from "~/server/request.server";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/admin.inbox";

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const section = findSection(url.searchParams.get("s"));
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  // Whole pages only, and none so large that the row offset overflows the database's bigint.
  const requested = Number(url.searchParams.get("page"));
  const page = Number.isSafeInteger(requested) && requested > 1 ? requested : 1;
  const { rows, total } = await sectionPage(section, q, page);
  return data(
    {
      section: {
        id: section.id,
        label: section.label,
        description: section.description,
        links: section.links ?? [],
        columns: section.columns.map((c) => c.label),
        // The cell that opens a row's page (the order number), if any: then the row needs no separate "Open".
        opener: section.columns.findIndex((c) => c.href),
      },
      rows: rows.map(({ row, unseen }) => ({
        id: rowKey(section, row),
        unseen,
        path: itemPath(section, row),
        cells: rowCells(section, row),
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
    { headers: privateHeaders },
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

export const meta: Route.MetaFunction = () => seo({ title: "Owner inbox", description: "The salon's messages, leads and feedback.", path: "/admin/inbox", noindex: true });

function pageLink(sectionId: string, q: string, page: number) {
  const params = new URLSearchParams({ s: sectionId });
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `/admin/inbox?${params}`;
}


// Below md the table reads as a stack of cards: each row a card, each cell a line headed by its column's
// name (from data-label), so nothing scrolls sideways on a phone. From md up it is an ordinary table.
const cardTable = {
  table: "w-full border-collapse text-left text-small max-md:block",
  head: "bg-sand/60 text-small tracking-wide text-muted uppercase max-md:sr-only",
  body: "max-md:block max-md:space-y-3",
  row: "align-top max-md:block max-md:rounded-card max-md:bg-white max-md:p-4 max-md:shadow-soft max-md:ring-1 max-md:ring-ink/5 md:border-t md:border-ink/8 md:hover:bg-cream/60",
  cell: "max-md:grid max-md:grid-cols-[7.5rem_minmax(0,1fr)] max-md:items-baseline max-md:gap-3 max-md:py-1 max-md:empty:hidden max-md:before:font-semibold max-md:before:text-muted max-md:before:content-[attr(data-label)] md:px-4 md:py-3",
};

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { section, rows, q, page, pages, total, mailLeavesServer } = loaderData;
  const navigation = useNavigation();
  const exportHref = `/admin/export/${section.id}${q ? `?${new URLSearchParams({ q })}` : ""}`;
  const retrying = rows.some((r) => r.retryable);
  const opensFromCell = section.opener >= 0;
  // Where a row says "New": in the cell that opens it, or beside its time.
  const newAt = Math.max(0, section.opener);

  return (
    <section className="container-page py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="eyebrow">Inbox</h1>
          <h2 className="mt-1 text-h2 font-semibold">{section.label}</h2>
        </div>
        <div className="flex flex-wrap gap-2">
          {section.links.map((link) => (
            <Link key={link.href} to={link.href} className={buttonClasses("secondary", "sm", "min-h-11")}>
              {link.label}
            </Link>
          ))}
          <a href={exportHref} className={buttonClasses("primary", "sm", "min-h-11")} download>
            <Icon name="download" className="size-4" />
            Export CSV
          </a>
        </div>
      </div>
      <p className="mt-2 text-small text-muted">
        {section.description} <span className="text-ink">{total === 1 ? "1 entry" : `${total} entries`}</span>
        {q ? ` matching "${q}"` : ""}, newest first.
      </p>

      {!mailLeavesServer && <MailNotSetUp />}

      {actionData?.message && (
        <p role="status" className="mt-4 rounded-xl bg-mist px-4 py-3 text-small font-medium text-eucalyptus">
          {actionData.message}
        </p>
      )}

      {/* From md up the table may scroll sideways; focusable so the keyboard can scroll it too (WCAG 2.1.1).
          Relative, so screen-reader-only text inside the table is placed here and never widens the page. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="relative mt-5 md:overflow-x-auto md:rounded-card md:bg-white md:shadow-soft md:ring-1 md:ring-ink/5" tabIndex={0} role="region" aria-label={`${section.label} table`}>
        <table className={`${cardTable.table} md:min-w-[48rem]`}>
          <caption className="sr-only">
            {section.label}, page {page} of {pages}
          </caption>
          <thead className={cardTable.head}>
            <tr>
              {section.columns.map((label) => (
                <th key={label} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {label}
                </th>
              ))}
              {(!opensFromCell || retrying) && (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {rows.length === 0 && (
              <tr className={cardTable.row}>
                <td colSpan={section.columns.length + 1} className="px-4 py-12 text-center text-muted">
                  {q ? `Nothing matches "${q}".` : "Nothing here yet."}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <Fragment key={row.id}>
                <tr className={`${cardTable.row} ${row.detail ? "max-md:mb-0 max-md:rounded-b-none max-md:pb-1" : ""}`} data-row-id={row.id}>
                  {row.cells.map((cell, index) => (
                    <td
                      key={cell.label}
                      data-label={cell.label}
                      className={`${cardTable.cell} ${cell.wide ? "whitespace-pre-wrap md:max-w-md md:min-w-[16rem]" : "md:whitespace-nowrap"} [overflow-wrap:anywhere] ${index === 0 ? "text-muted" : ""}`}
                    >
                      {cell.text && (
                        <span>
                          <CellValue cell={cell}>
                            {row.unseen && index === newAt && (
                              <>
                                {" "}
                                <UnseenBadge />
                              </>
                            )}
                          </CellValue>
                        </span>
                      )}
                    </td>
                  ))}
                  {(!opensFromCell || retrying) && (
                    <td className="flex flex-wrap gap-2 max-md:pt-2 md:table-cell md:px-4 md:py-2 md:whitespace-nowrap">
                      {!opensFromCell && (
                        <Link to={row.path} className={buttonClasses("secondary", "sm", "min-h-11")}>
                          Open<span className="sr-only"> {row.cells[0]?.text}</span>
                        </Link>
                      )}
                      {row.retryable && (
                        <Form method="post" className="inline">
                          <input type="hidden" name="intent" value="retry" />
                          <input type="hidden" name="id" value={row.id} />
                          <button type="submit" disabled={navigation.state === "submitting"} className={buttonClasses("ghost", "sm", "min-h-11")}>
                            <Icon name="refresh" className="size-4" />
                            Retry now
                          </button>
                        </Form>
                      )}
                    </td>
                  )}
                </tr>
                {row.detail && (
                  <tr className="max-md:block max-md:rounded-b-card max-md:bg-white max-md:px-4 max-md:pb-3 max-md:ring-1 max-md:ring-ink/5 md:border-t md:border-dashed md:border-ink/8">
                    <td colSpan={section.columns.length + 1} className="max-md:block md:px-4 md:pb-4">
                      <details>
                        <summary className="inline-flex min-h-11 cursor-pointer items-center text-small font-semibold text-eucalyptus hover:underline">Show e-mail</summary>
                        <pre className="mt-2 max-w-3xl rounded-xl bg-cream p-4 font-sans text-small leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
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
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-small">
          {page > 1 ? (
            <Link to={pageLink(section.id, q, page - 1)} className={buttonClasses("secondary", "sm", "min-h-11")}>
              <Icon name="chevronLeft" className="size-4" /> Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(section.id, q, page + 1)} className={buttonClasses("secondary", "sm", "min-h-11")}>
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
