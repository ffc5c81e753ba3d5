import { describe, expect, it } from "vitest";
import { sydneyWeeks } from "~/lib/sydney-week";
import { leadSource, pageLabel, summariseWeeks, type WeekRecords } from "./week-at-a-glance.server";

// Saturday 28 November 2026, 3 pm in Sydney: this week began Monday 23 November, last week Monday 16 November.
const weeks = sydneyWeeks(new Date("2026-11-28T04:00:00Z"));
// Noon in Sydney (UTC+11) on a November day.
const noon = (day: number) => new Date(Date.UTC(2026, 10, day, 1));

const empty: WeekRecords = { pageViews: [], leads: [], orders: [], refunds: [], signUps: [], questions: [] };
const item = (title: string, quantity: number) => ({ title, quantity, variantTitle: null, id: title, sku: title, priceCents: 1000 });

describe("summariseWeeks", () => {
  it("counts a visit once per browser session, on the day it began, and every page view", () => {
    const figures = summariseWeeks(
      {
        ...empty,
        pageViews: [
          { at: noon(24), path: "/", visit: "a" },
          { at: noon(24), path: "/services", visit: "a" },
          { at: noon(25), path: "/services", visit: "b" },
          { at: noon(17), path: "/", visit: "c" },
          // Before last week: ignored.
          { at: noon(10), path: "/", visit: "d" },
        ],
      },
      weeks,
    );
    expect(figures.visits.thisWeek).toBe(2);
    expect(figures.visits.lastWeek).toBe(1);
    expect(figures.pageViews).toEqual({ thisWeek: 3, lastWeek: 1 });
    // Tuesday 24 is the second day of the week, Wednesday 25 the third; Tuesday 17 last week's second.
    expect(figures.visits.perDay.map((d) => d.thisWeek)).toEqual([0, 1, 1, 0, 0, 0, 0]);
    expect(figures.visits.perDay.map((d) => d.lastWeek)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(figures.topPages).toEqual([
      { label: "/services", thisWeek: 2, lastWeek: 0 },
      { label: "/", thisWeek: 1, lastWeek: 1 },
    ]);
  });

  it("puts a Sunday 11 pm order in that week and a Monday 1 am one in the next", () => {
    const order = (at: Date) => ({ at, status: "placed", totalCents: 5000, items: [item("Shampoo", 1)] });
    // Sunday 22 November 11 pm and Monday 23 November 1 am in Sydney.
    const figures = summariseWeeks({ ...empty, orders: [order(new Date("2026-11-22T12:00:00Z")), order(new Date("2026-11-22T14:00:00Z"))] }, weeks);
    expect(figures.orders.lastWeek).toBe(1);
    expect(figures.orders.thisWeek).toBe(1);
    expect(figures.orders.perDay[6]!.lastWeek).toBe(1);
    expect(figures.orders.perDay[0]!.thisWeek).toBe(1);
  });

  it("adds up orders placed and products sold, leaving cancelled orders out", () => {
    const figures = summariseWeeks(
      {
        ...empty,
        orders: [
          { at: noon(23), status: "placed", totalCents: 4500, items: [item("Shampoo", 2), item("Comb", 1)] },
          { at: noon(26), status: "collected", totalCents: 3000, items: [item("Comb", 3)] },
          { at: noon(27), status: "cancelled", totalCents: 9900, items: [item("Dryer", 1)] },
          { at: noon(18), status: "ready", totalCents: 2000, items: [item("Shampoo", 1)] },
        ],
      },
      weeks,
    );
    expect(figures.orders.thisWeek).toBe(2);
    expect(figures.ordersPlacedCents).toEqual({ thisWeek: 7500, lastWeek: 2000 });
    expect(figures.topProducts).toEqual([
      { label: "Comb", thisWeek: 4, lastWeek: 0 },
      { label: "Shampoo", thisWeek: 2, lastWeek: 1 },
    ]);
  });

  it("takes refunds off in the week they were recorded, whenever the order was placed", () => {
    const figures = summariseWeeks(
      {
        ...empty,
        orders: [
          { at: noon(18), status: "collected", totalCents: 6000, items: [item("Dryer", 1)] },
          { at: noon(24), status: "collected", totalCents: 4000, items: [item("Comb", 1)] },
        ],
        refunds: [
          { at: noon(25), amountCents: 2500 },
          { at: noon(19), amountCents: 500 },
          { at: noon(10), amountCents: 9999 },
        ],
      },
      weeks,
    );
    expect(figures.ordersPlacedCents).toEqual({ thisWeek: 4000, lastWeek: 6000 });
    expect(figures.refundedCents).toEqual({ thisWeek: 2500, lastWeek: 500 });
    expect(figures.netCents).toEqual({ thisWeek: 1500, lastWeek: 5500 });
  });

  it("counts leads by source and by form, sign-ups still subscribed, and unanswered questions with the newest first", () => {
    const figures = summariseWeeks(
      {
        ...empty,
        leads: [
          { at: noon(24), form: "contact_form", source: "instagram" },
          { at: noon(25), form: "exit_intent", source: "instagram" },
          { at: noon(19), form: "contact_form", source: "Direct or unknown" },
        ],
        signUps: [
          { at: noon(24), status: "confirmed" },
          { at: noon(25), status: "pending" },
          { at: noon(25), status: "unsubscribed" },
          { at: noon(20), status: "confirmed" },
        ],
        questions: [
          { at: noon(24), question: "Do you do keratin?", answered: false },
          { at: noon(26), question: "Parking?", answered: false },
          { at: noon(26), question: "Opening hours?", answered: true },
          { at: noon(17), question: "Gift cards?", answered: false },
        ],
      },
      weeks,
    );
    expect(figures.leadsBySource).toEqual([
      { label: "instagram", thisWeek: 2, lastWeek: 0 },
      { label: "Direct or unknown", thisWeek: 0, lastWeek: 1 },
    ]);
    expect(figures.leadsByForm).toEqual([
      { label: "contact_form", thisWeek: 1, lastWeek: 1 },
      { label: "exit_intent", thisWeek: 1, lastWeek: 0 },
    ]);
    expect(figures.signUps).toEqual({ thisWeek: 2, lastWeek: 1 });
    expect(figures.unanswered.thisWeek).toBe(2);
    expect(figures.unanswered.lastWeek).toBe(1);
    expect(figures.unanswered.latest).toEqual(["Parking?", "Do you do keratin?"]);
  });

  it("keeps the five busiest pages", () => {
    const pageViews = ["/a", "/b", "/c", "/d", "/e", "/f"].flatMap((path, i) => Array.from({ length: i + 1 }, (_, n) => ({ at: noon(24), path, visit: `${path}${n}` })));
    const figures = summariseWeeks({ ...empty, pageViews }, weeks);
    expect(figures.topPages.map((p) => p.label)).toEqual(["/f", "/e", "/d", "/c", "/b"]);
  });
});

describe("leadSource", () => {
  it("prefers the campaign source, then the linking site, else says it is unknown", () => {
    expect(leadSource({ first_touch: { first_utm_source: "instagram", first_referrer: "https://www.google.com/" } })).toBe("instagram");
    expect(leadSource({ first_touch: { first_referrer: "https://www.google.com/search" } })).toBe("google.com");
    expect(leadSource({ first_touch: { first_referrer: "" } })).toBe("Direct or unknown");
    expect(leadSource({})).toBe("Direct or unknown");
  });
});

describe("pageLabel", () => {
  it("counts every checkout as one page, without its bag's token", () => {
    expect(pageLabel("/checkout/DHt64JxReppiYDYB0GSBa0w-")).toBe("/checkout");
    expect(pageLabel("/services/colour")).toBe("/services/colour");
  });
});
