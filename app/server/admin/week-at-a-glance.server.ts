import { and, eq, gte, lt } from "drizzle-orm";
import { sydneyDate } from "~/lib/sydney-time";
import { sydneyWeeks, type SydneyWeek } from "~/lib/sydney-week";
import { database } from "../db/client.server";
import { refundsBetween } from "../order-refunds.server";
import { assistantQuestions, events, leads, shopOrders, subscribers, type OrderItem } from "../db/schema.server";

/**
 * The owner's week at a glance, from the site's own records only: page views stored by our server, leads,
 * orders, newsletter sign-ups and the assistant's questions. This week (Monday to now, Sydney time) beside
 * the whole of last week.
 */

export type PageView = { at: Date; path: string; visit: string };
export type LeadRow = { at: Date; form: string; source: string };
export type OrderRow = { at: Date; status: string; totalCents: number; items: OrderItem[] };
export type SignUpRow = { at: Date; status: string };
export type QuestionRow = { at: Date; question: string; answered: boolean };

/** A refund or return recorded on an order: it counts in the week it was recorded, whenever the order was placed. */
type RefundRow = { at: Date; amountCents: number };
export type WeekRecords = { pageViews: PageView[]; leads: LeadRow[]; orders: OrderRow[]; refunds: RefundRow[]; signUps: SignUpRow[]; questions: QuestionRow[] };

/** A figure this week and last week. */
export type Pair = { thisWeek: number; lastWeek: number };
export type Ranked = { label: string } & Pair;

export type WeekFigures = {
  days: { thisWeek: string[]; lastWeek: string[] };
  visits: Pair & { perDay: Pair[] };
  pageViews: Pair;
  topPages: Ranked[];
  leadsBySource: Ranked[];
  leadsByForm: Ranked[];
  orders: Pair & { perDay: Pair[] };
  /** The total of orders placed (cancelled ones left out), in cents. */
  ordersPlacedCents: Pair;
  /** Money refunded in the week, in cents. */
  refundedCents: Pair;
  /** Revenue net of refunds: orders placed less money refunded, in cents. */
  netCents: Pair;
  topProducts: Ranked[];
  signUps: Pair;
  unanswered: Pair & { latest: string[] };
};

const topCount = 5;

type Side = "thisWeek" | "lastWeek";

function sideOf(at: Date, weeks: { thisWeek: SydneyWeek; lastWeek: SydneyWeek }): Side | null {
  if (at >= weeks.thisWeek.from && at < weeks.thisWeek.to) return "thisWeek";
  if (at >= weeks.lastWeek.from && at < weeks.lastWeek.to) return "lastWeek";
  return null;
}

/** Counts by label in both weeks, the busiest this week first (then last week's, then by name), at most `limit`. */
function rank(entries: { side: Side; label: string; amount: number }[], limit = topCount): Ranked[] {
  const byLabel = new Map<string, Ranked>();
  for (const { side, label, amount } of entries) {
    const row = byLabel.get(label) ?? { label, thisWeek: 0, lastWeek: 0 };
    row[side] += amount;
    byLabel.set(label, row);
  }
  return [...byLabel.values()]
    .sort((a, b) => b.thisWeek - a.thisWeek || b.lastWeek - a.lastWeek || a.label.localeCompare(b.label))
    .slice(0, limit);
}

const pair = (): Pair => ({ thisWeek: 0, lastWeek: 0 });

/** The figures, from the records of the two weeks. Pure: records outside both weeks are ignored. */
export function summariseWeeks(records: WeekRecords, weeks: { thisWeek: SydneyWeek; lastWeek: SydneyWeek }): WeekFigures {
  const dayIndex = (side: Side, at: Date) => weeks[side].days.indexOf(sydneyDate(at));
  const perDay = () => Array.from({ length: 7 }, pair);

  // A visit is one browser session: its page views count once, on the day it began.
  const visits = { ...pair(), perDay: perDay() };
  const pageViews = pair();
  const pages: { side: Side; label: string; amount: number }[] = [];
  const seen = new Set<string>();
  for (const view of [...records.pageViews].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const side = sideOf(view.at, weeks);
    if (!side) continue;
    pageViews[side] += 1;
    pages.push({ side, label: view.path, amount: 1 });
    const key = `${side}:${view.visit}`;
    if (seen.has(key)) continue;
    seen.add(key);
    visits[side] += 1;
    visits.perDay[dayIndex(side, view.at)]![side] += 1;
  }

  const bySource: { side: Side; label: string; amount: number }[] = [];
  const byForm: { side: Side; label: string; amount: number }[] = [];
  for (const lead of records.leads) {
    const side = sideOf(lead.at, weeks);
    if (!side) continue;
    bySource.push({ side, label: lead.source, amount: 1 });
    byForm.push({ side, label: lead.form, amount: 1 });
  }

  const orders = { ...pair(), perDay: perDay() };
  const ordersPlacedCents = pair();
  const products: { side: Side; label: string; amount: number }[] = [];
  for (const order of records.orders) {
    const side = sideOf(order.at, weeks);
    if (!side || order.status === "cancelled") continue;
    orders[side] += 1;
    orders.perDay[dayIndex(side, order.at)]![side] += 1;
    ordersPlacedCents[side] += order.totalCents;
    for (const item of order.items) products.push({ side, label: item.title, amount: item.quantity });
  }

  const refundedCents = pair();
  for (const refund of records.refunds) {
    const side = sideOf(refund.at, weeks);
    if (side) refundedCents[side] += refund.amountCents;
  }
  const netCents = { thisWeek: ordersPlacedCents.thisWeek - refundedCents.thisWeek, lastWeek: ordersPlacedCents.lastWeek - refundedCents.lastWeek };

  const signUps = pair();
  for (const signUp of records.signUps) {
    const side = sideOf(signUp.at, weeks);
    if (side && signUp.status !== "unsubscribed") signUps[side] += 1;
  }

  const unanswered = { ...pair(), latest: [] as string[] };
  for (const question of [...records.questions].sort((a, b) => b.at.getTime() - a.at.getTime())) {
    const side = sideOf(question.at, weeks);
    if (!side || question.answered) continue;
    unanswered[side] += 1;
    if (side === "thisWeek" && unanswered.latest.length < topCount) unanswered.latest.push(question.question);
  }

  return {
    days: { thisWeek: weeks.thisWeek.days, lastWeek: weeks.lastWeek.days },
    visits,
    pageViews,
    topPages: rank(pages),
    leadsBySource: rank(bySource),
    leadsByForm: rank(byForm),
    orders,
    ordersPlacedCents,
    refundedCents,
    netCents,
    topProducts: rank(products),
    signUps,
    unanswered,
  };
}

/** A page as the owner counts it: each checkout's address carries its bag's token, so every checkout is "/checkout". */
export function pageLabel(path: string): string {
  return path.startsWith("/checkout/") ? "/checkout" : path;
}

/** Where a lead first came from: its campaign source, else the site that linked to us, else "Direct or unknown". */
export function leadSource(payload: Record<string, unknown>): string {
  const firstTouch = (payload.first_touch ?? {}) as Record<string, unknown>;
  const campaign = typeof firstTouch.first_utm_source === "string" ? firstTouch.first_utm_source.trim() : "";
  if (campaign) return campaign;
  const referrer = typeof firstTouch.first_referrer === "string" ? firstTouch.first_referrer : "";
  try {
    if (referrer) return new URL(referrer).hostname.replace(/^www\./, "");
  } catch {
    // Not an address: treated as unknown.
  }
  return "Direct or unknown";
}

/** The week at a glance as of `now`. */
export async function weekAtAGlance(now = new Date()): Promise<WeekFigures> {
  const weeks = sydneyWeeks(now);
  const from = weeks.lastWeek.from;
  const to = weeks.thisWeek.to;
  const db = database();
  const [views, leadRows, orderRows, refundRows, signUpRows, questionRows] = await Promise.all([
    db
      .select({ at: events.createdAt, path: events.path, sessionId: events.sessionId, clientId: events.clientId })
      .from(events)
      .where(and(eq(events.name, "page_view"), gte(events.createdAt, from), lt(events.createdAt, to))),
    db.select({ at: leads.createdAt, form: leads.formName, payload: leads.payload }).from(leads).where(and(gte(leads.createdAt, from), lt(leads.createdAt, to))),
    db
      .select({ at: shopOrders.createdAt, status: shopOrders.status, totalCents: shopOrders.totalCents, items: shopOrders.items })
      .from(shopOrders)
      .where(and(gte(shopOrders.createdAt, from), lt(shopOrders.createdAt, to))),
    refundsBetween(db, from, to),
    db.select({ at: subscribers.createdAt, status: subscribers.status }).from(subscribers).where(and(gte(subscribers.createdAt, from), lt(subscribers.createdAt, to))),
    db
      .select({ at: assistantQuestions.createdAt, question: assistantQuestions.question, answered: assistantQuestions.answered })
      .from(assistantQuestions)
      .where(and(gte(assistantQuestions.createdAt, from), lt(assistantQuestions.createdAt, to))),
  ]);
  return summariseWeeks(
    {
      pageViews: views.map((v) => ({ at: v.at, path: pageLabel(v.path), visit: v.sessionId ?? v.clientId })),
      leads: leadRows.map((l) => ({ at: l.at, form: l.form, source: leadSource(l.payload) })),
      orders: orderRows,
      refunds: refundRows,
      signUps: signUpRows,
      questions: questionRows,
    },
    weeks,
  );
}
