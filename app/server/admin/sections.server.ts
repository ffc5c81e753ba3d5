import { and, count, desc, eq, getTableColumns, ilike, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { adminInbox, reviewFunnel } from "~/config/salon";
import { sentimentEmoji, type SentimentLabel } from "~/lib/sentiment";
import { sydneyDateTime } from "~/lib/sydney-time";
import { database } from "../db/client.server.ts";
import { orderNumberLabel } from "~/lib/shop/checkout-form";
import { centsToAmount } from "~/lib/shop/money";
import { orderLineLabel } from "~/lib/shop/order-line";
import { orderStatusLabel } from "~/lib/shop/order-status";
import { assistantQuestions, faqFeedback, feedback, leads, mail, orderMoneyEvents, outbox, shopOrders, subscribers } from "../db/schema.server.ts";

/**
 * The owner's inbox, one section per kind of thing visitors send. Each section
 * says which table it reads, which rows, which columns it shows and exports, and
 * which columns the search looks in. Adding a section is adding one entry to
 * `adminSections`.
 */

export type CellValue = string | number | boolean | Date | null | undefined;
export type Column<Row> = {
  label: string;
  value: (row: Row) => CellValue;
  wide?: boolean;
  /** The cell links to the row's own page. */
  href?: (row: Row) => string;
  /** The value is how to reach the person: a tap writes to them or calls them. */
  reach?: "email" | "phone";
};

export type AdminSection<Row = Record<string, unknown>> = {
  id: string;
  label: string;
  description: string;
  table: PgTable;
  /** Values read with each row beyond the table's columns (an order's refunds). */
  fields?: Record<string, SQL.Aliased | SQL>;
  createdAt: PgColumn;
  /** The row's key, for a stable order among rows of the same instant (`id` when absent). */
  key?: { column: PgColumn; of: (row: Row) => number };
  where?: SQL;
  /** Rows the owner has not opened yet (counted on the section's tab and marked in the list). */
  unseen?: SQL;
  /** Opening the row's page marks it seen (a row already seen keeps its first opening). */
  markSeen?: (key: number) => Promise<unknown>;
  /** The row's own page, when it is not the generic one (`/admin/:section/:key`). */
  itemPath?: (row: Row) => string;
  /** Pages of the section beyond its list (the orders' to-prepare sheet). */
  links?: { href: string; label: string }[];
  search: PgColumn[];
  columns: Column<Row>[];
  /** A longer text shown under the row (the body of an e-mail). */
  detail?: (row: Row) => string | null;
  /** Rows the owner can send again (the outbox). */
  retryable?: (row: Row) => boolean;
};

function define<Row>(section: AdminSection<Row>): AdminSection {
  return section as unknown as AdminSection;
}

/** Webhook addresses can carry tokens in their query string: show only where they go. */
function destinationLabel(destination: string) {
  if (destination === "smtp") return "SMTP";
  if (destination === "mailbox") return "Mailbox";
  try {
    const url = new URL(destination);
    return `${url.host}${url.pathname}`;
  } catch {
    return "webhook";
  }
}

type Lead = typeof leads.$inferSelect;
type Subscriber = typeof subscribers.$inferSelect;
type Feedback = typeof feedback.$inferSelect;
type FaqAnswer = typeof faqFeedback.$inferSelect;
type Outbox = typeof outbox.$inferSelect;
type Mail = typeof mail.$inferSelect;
type Order = typeof shopOrders.$inferSelect & { refundedCents: number };

const session = (row: Lead, key: string) => ((row.payload.session ?? {}) as Record<string, string>)[key] ?? null;

// Messages, leads and callbacks are all rows of `leads`: one "new" mark for the three.
const leadUnseen = isNull(leads.seenAt);
const markLeadSeen = (id: number) =>
  database()
    .update(leads)
    .set({ seenAt: new Date() })
    .where(and(eq(leads.id, id), leadUnseen));

const orderPath = (row: Order) => `/admin/orders/${row.number}`;

/** What was refunded on an order so far, in cents. */
const orderRefundedCents = sql<number>`(select coalesce(sum(${orderMoneyEvents.amountCents}), 0) from ${orderMoneyEvents} where ${orderMoneyEvents.orderNumber} = ${shopOrders.number})`.mapWith(Number);

export const adminSections: AdminSection[] = [
  define<Lead>({
    id: "messages",
    label: "Messages",
    description: "Contact form messages.",
    table: leads,
    createdAt: leads.createdAt,
    where: eq(leads.formName, "contact_form"),
    unseen: leadUnseen,
    markSeen: markLeadSeen,
    search: [leads.name, leads.email, leads.phone, leads.message, leads.topicLabel],
    columns: [
      { label: "Received", value: (r) => r.createdAt },
      { label: "Name", value: (r) => r.name },
      { label: "Email", value: (r) => r.email, reach: "email" },
      { label: "Phone", value: (r) => r.phone, reach: "phone" },
      { label: "Topic", value: (r) => r.topicLabel },
      { label: "Message", value: (r) => r.message, wide: true },
      { label: "Marketing consent", value: (r) => r.consentMarketing },
      { label: "Page", value: (r) => r.sourcePage },
    ],
  }),
  define<Lead>({
    id: "leads",
    label: "Leads",
    description: "Exit-intent offers and blog guides.",
    table: leads,
    createdAt: leads.createdAt,
    where: notInArray(leads.formName, ["contact_form", "assistant_callback"]),
    unseen: leadUnseen,
    markSeen: markLeadSeen,
    search: [leads.email, leads.phone, leads.formName, leads.leadMagnetTitle, leads.sourcePage],
    columns: [
      { label: "Received", value: (r) => r.createdAt },
      { label: "Form", value: (r) => r.formName },
      { label: "Email", value: (r) => r.email, reach: "email" },
      { label: "Phone", value: (r) => r.phone, reach: "phone" },
      { label: "Lead magnet", value: (r) => r.leadMagnetTitle },
      { label: "Marketing consent", value: (r) => r.consentMarketing },
      { label: "Page", value: (r) => r.sourcePage },
      { label: "Source", value: (r) => session(r, "utm_source") },
      { label: "Campaign", value: (r) => session(r, "utm_campaign") },
    ],
  }),
  define<Lead>({
    id: "callbacks",
    label: "Callbacks",
    description: "Visitors who asked the chat assistant for a call back.",
    table: leads,
    createdAt: leads.createdAt,
    where: eq(leads.formName, "assistant_callback"),
    unseen: leadUnseen,
    markSeen: markLeadSeen,
    search: [leads.name, leads.phone, leads.message],
    columns: [
      { label: "Received", value: (r) => r.createdAt },
      { label: "Name", value: (r) => r.name },
      { label: "Phone", value: (r) => r.phone, reach: "phone" },
      { label: "Question", value: (r) => r.message, wide: true },
      { label: "Page", value: (r) => r.sourcePage },
    ],
  }),
  define<typeof assistantQuestions.$inferSelect>({
    id: "questions",
    label: "Questions",
    description: "What visitors asked the chat assistant, and whether it could answer (e-mail addresses and phone numbers removed). Unanswered ones are ideas for a new FAQ.",
    table: assistantQuestions,
    createdAt: assistantQuestions.createdAt,
    search: [assistantQuestions.question, assistantQuestions.topic],
    columns: [
      { label: "Asked", value: (r) => r.createdAt },
      { label: "Question", value: (r) => r.question, wide: true },
      { label: "Answered", value: (r) => (r.answered ? "Yes" : "No") },
      { label: "Answered from", value: (r) => r.topic },
      { label: "Page", value: (r) => r.sourcePage },
    ],
  }),
  define<Order>({
    id: "orders",
    label: "Orders",
    description: "Click-and-collect orders from the shop, paid in the salon at pickup. Open one to mark it ready, collected or cancelled.",
    table: shopOrders,
    fields: { refundedCents: orderRefundedCents },
    createdAt: shopOrders.createdAt,
    key: { column: shopOrders.number, of: (r) => r.number },
    unseen: isNull(shopOrders.seenAt),
    // Its own page, with the pick-up actions, marks it seen.
    itemPath: orderPath,
    links: [{ href: "/admin/orders/to-prepare", label: "To prepare" }],
    search: [shopOrders.number, shopOrders.customerName, shopOrders.email, shopOrders.phone, shopOrders.status],
    columns: [
      { label: "Placed", value: (r) => r.createdAt },
      { label: "Order", value: (r) => orderNumberLabel(r.number), href: orderPath },
      { label: "Name", value: (r) => r.customerName },
      { label: "Email", value: (r) => r.email, reach: "email" },
      { label: "Phone", value: (r) => r.phone, reach: "phone" },
      { label: "Items", value: (r) => r.items.map((item) => `${item.quantity} × ${orderLineLabel(item)}`).join("; "), wide: true },
      { label: "Discount", value: (r) => (r.discountCode ? `${r.discountCode} −${centsToAmount(r.discountCents)}` : null) },
      { label: "Total", value: (r) => `${centsToAmount(r.totalCents)} ${r.currency}` },
      { label: "Refunded", value: (r) => (r.refundedCents > 0 ? `${centsToAmount(r.refundedCents)} ${r.currency}` : null) },
      { label: "Net", value: (r) => `${centsToAmount(r.totalCents - r.refundedCents)} ${r.currency}` },
      { label: "Status", value: (r) => orderStatusLabel(r.status) },
    ],
  }),
  define<Subscriber>({
    id: "subscribers",
    label: "Subscribers",
    description: "Newsletter subscribers with their consent record (double opt-in).",
    table: subscribers,
    createdAt: subscribers.createdAt,
    search: [subscribers.email, subscribers.status, subscribers.source],
    columns: [
      { label: "Signed up", value: (r) => r.createdAt },
      { label: "Email", value: (r) => r.email, reach: "email" },
      { label: "Status", value: (r) => r.status },
      { label: "Source", value: (r) => r.source },
      { label: "Consent given", value: (r) => r.consentAt },
      { label: "Consent text", value: (r) => r.consentText, wide: true },
      { label: "Where", value: (r) => r.sourcePage },
      { label: "Confirmed", value: (r) => r.confirmedAt },
      { label: "Unsubscribed", value: (r) => r.unsubscribedAt },
    ],
  }),
  define<Feedback>({
    id: "feedback",
    label: "Feedback",
    description: "Private feedback from the review page, with its sentiment.",
    table: feedback,
    createdAt: feedback.createdAt,
    search: [feedback.name, feedback.email, feedback.feedback, feedback.sentiment],
    columns: [
      { label: "Received", value: (r) => r.createdAt },
      { label: "Name", value: (r) => r.name },
      { label: "Email", value: (r) => r.email, reach: "email" },
      { label: "Rating", value: (r) => `${r.rating} ${reviewFunnel.labels[r.rating - 1] ?? ""}`.trim() },
      { label: "Sentiment", value: (r) => `${sentimentEmoji[r.sentiment as SentimentLabel] ?? ""} ${r.sentiment}`.trim() },
      { label: "Feedback", value: (r) => r.feedback, wide: true },
    ],
  }),
  define<FaqAnswer>({
    id: "faq",
    label: "FAQ feedback",
    description: "Answers to \"Was this helpful?\" under FAQs.",
    table: faqFeedback,
    createdAt: faqFeedback.createdAt,
    search: [faqFeedback.faqId, faqFeedback.faqQuestion, faqFeedback.sourcePage],
    columns: [
      { label: "Received", value: (r) => r.createdAt },
      { label: "Question", value: (r) => r.faqQuestion, wide: true },
      { label: "Helpful", value: (r) => (r.helpful ? "Yes" : "No") },
      { label: "Page", value: (r) => r.sourcePage },
      { label: "Source", value: (r) => r.utmSource },
    ],
  }),
  define<Outbox>({
    id: "outbox",
    label: "Outbox",
    description: "Forwarding to webhooks and SMTP, with retries.",
    table: outbox,
    createdAt: outbox.createdAt,
    search: [outbox.topic, outbox.status, outbox.lastError],
    columns: [
      { label: "Created", value: (r) => r.createdAt },
      { label: "Topic", value: (r) => r.topic },
      { label: "To", value: (r) => destinationLabel(r.destination) },
      { label: "Status", value: (r) => r.status },
      { label: "Attempts", value: (r) => r.attempts },
      { label: "Next attempt", value: (r) => (r.status === "pending" ? r.nextAttemptAt : null) },
      { label: "Last error", value: (r) => r.lastError },
      { label: "Delivered", value: (r) => r.deliveredAt },
    ],
    retryable: (r) => r.status !== "delivered",
  }),
  define<Mail>({
    id: "mailbox",
    label: "Mailbox",
    description: "Every e-mail the site has sent or kept (without SMTP_URL, e-mail stays here).",
    table: mail,
    createdAt: mail.createdAt,
    search: [mail.toAddress, mail.subject, mail.kind],
    columns: [
      { label: "Created", value: (r) => r.createdAt },
      { label: "To", value: (r) => r.toAddress, reach: "email" },
      { label: "Subject", value: (r) => r.subject, wide: true },
      { label: "Reply to", value: (r) => r.headers["Reply-To"] },
      { label: "Kind", value: (r) => r.kind },
      { label: "Status", value: (r) => (r.transport === "mailbox" ? "kept in mailbox" : r.status) },
      { label: "Sent", value: (r) => r.sentAt },
    ],
    detail: mailDetail,
  }),
];

/** An e-mail as sent: the unsubscribe headers a reader's mail client offers as a button, then the text. */
function mailDetail(message: Mail): string {
  const shown = ["List-Unsubscribe", "List-Unsubscribe-Post"].filter((name) => message.headers[name]).map((name) => `${name}: ${message.headers[name]}`);
  return shown.length ? `${shown.join("\n")}\n\n${message.textBody}` : message.textBody;
}

/** The number that identifies a row of a section (its key, or its id). */
export function rowKey(section: AdminSection, row: Record<string, unknown>): number {
  return section.key ? section.key.of(row) : Number(row.id);
}

/** Where the row's own page is: the detail view with everything about it. */
export function itemPath(section: AdminSection, row: Record<string, unknown>): string {
  return section.itemPath?.(row) ?? `/admin/${section.id}/${rowKey(section, row)}`;
}

/** A value as the owner reads it: times in the salon's time zone, yes/no for flags. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined || value === "") return "";
  if (value instanceof Date) return sydneyDateTime(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** A `mailto:` or `tel:` link for a way to reach the person, or null. */
function reachLink(column: Column<Record<string, unknown>>, text: string): { kind: "email" | "phone"; href: string } | null {
  if (!text || !column.reach) return null;
  // Phone numbers are typed with spaces, brackets and dashes; a dialler wants digits and a leading +.
  const href = column.reach === "email" ? `mailto:${text}` : `tel:${text.replace(/[^\d+]/g, "")}`;
  return { kind: column.reach, href };
}

/** A row's columns as shown on a page: text, and where a tap on it goes. */
export function rowCells(section: AdminSection, row: Record<string, unknown>) {
  return section.columns.map((column) => {
    const text = cellText(column.value(row));
    return { label: column.label, wide: Boolean(column.wide), text, href: column.href?.(row) ?? null, reach: reachLink(column, text) };
  });
}

export function findSection(id: string | null | undefined): AdminSection {
  return adminSections.find((s) => s.id === id) ?? adminSections[0]!;
}

/** A section's row as read: the table's columns and its extra fields. */
const rowFields = (section: AdminSection) => ({ ...getTableColumns(section.table), ...section.fields });

function filter(section: AdminSection, query: string): SQL | undefined {
  const q = query.trim();
  const search = q ? or(...section.search.map((column) => ilike(sql`${column}::text`, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))) : undefined;
  return and(section.where, search);
}

/** One page of a section, newest first, each row with whether the owner has opened it yet. */
export async function sectionPage(section: AdminSection, query: string, page: number) {
  const db = database();
  const where = filter(section, query);
  const [total] = await db.select({ n: count() }).from(section.table).where(where);
  const rows = (await db
    .select({ row: rowFields(section), unseen: section.unseen ?? sql<boolean>`false` })
    .from(section.table)
    .where(where)
    .orderBy(desc(section.createdAt), desc(section.key?.column ?? sql`id`))
    .limit(adminInbox.pageSize)
    .offset((Math.max(1, page) - 1) * adminInbox.pageSize)) as { row: Record<string, unknown>; unseen: boolean }[];
  return { rows, total: Number(total?.n ?? 0) };
}

/** One row of a section by its key, or null. */
export async function sectionItem(section: AdminSection, key: number): Promise<Record<string, unknown> | null> {
  const [found] = (await database()
    .select(rowFields(section))
    .from(section.table)
    .where(and(section.where, section.key ? eq(section.key.column, key) : sql`id = ${key}`))) as Record<string, unknown>[];
  return found ?? null;
}

/** Every matching row, for the CSV export. */
export async function sectionRows(section: AdminSection, query: string) {
  return (await database()
    .select(rowFields(section))
    .from(section.table)
    .where(filter(section, query))
    .orderBy(desc(section.createdAt), desc(section.key?.column ?? sql`id`))
    .limit(50_000)) as Record<string, unknown>[];
}

/** How many rows each section has, and how many of them the owner has not opened yet (for the tabs). */
export async function sectionCounts(): Promise<Record<string, { total: number; unseen: number }>> {
  const db = database();
  const entries = await Promise.all(
    adminSections.map(async (section) => {
      const [row] = await db
        .select({ n: count(), unseen: section.unseen ? count(sql`case when ${section.unseen} then 1 end`) : sql<number>`0` })
        .from(section.table)
        .where(section.where);
      return [section.id, { total: Number(row?.n ?? 0), unseen: Number(row?.unseen ?? 0) }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
