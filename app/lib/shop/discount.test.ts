import { describe, expect, it } from "vitest";
import { sydneyDate } from "../sydney-time";
import { discountCents, discountLabel, discountRefusal, normaliseCode, normaliseEmail, type DiscountRules } from "./discount";

const open: DiscountRules = { startsOn: null, endsOn: null, usageLimit: null, oncePerEmail: false, active: true };
const unused = { total: 0, byEmail: 0 };

describe("discount amounts", () => {
  it("takes the percentage off, rounded to the cent", () => {
    const fivePercent = { kind: "percent", percent: 5 } as const;
    expect(discountCents(12100, fivePercent)).toBe(605);
    expect(discountCents(2800, fivePercent)).toBe(140);
    expect(discountCents(3333, fivePercent)).toBe(167); // 166.65
    expect(discountCents(3331, fivePercent)).toBe(167); // 166.55
    expect(discountCents(3329, fivePercent)).toBe(166); // 166.45
    expect(discountCents(0, fivePercent)).toBe(0);
    expect(discountCents(12100, null)).toBe(0);
    expect(discountCents(999, { kind: "percent", percent: 100 })).toBe(999);
  });

  it("takes a fixed amount off, never more than the subtotal", () => {
    const tenDollars = { kind: "amount", amountCents: 1000 } as const;
    expect(discountCents(2800, tenDollars)).toBe(1000);
    expect(discountCents(1000, tenDollars)).toBe(1000);
    expect(discountCents(650, tenDollars)).toBe(650);
    expect(discountCents(0, tenDollars)).toBe(0);
  });

  it("says what the code takes off", () => {
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(discountLabel({ kind: "percent", percent: 10 }, dollars)).toBe("10% off");
    expect(discountLabel({ kind: "amount", amountCents: 550 }, dollars)).toBe("$5.50 off");
  });
});

describe("typed codes and e-mails", () => {
  it("ignore spaces and letter case", () => {
    expect(normaliseCode(" frizz free5 ")).toBe("FRIZZFREE5");
    expect(normaliseEmail("  Jane@Example.COM ")).toBe("jane@example.com");
  });
});

describe("when a code can be used", () => {
  // Sydney is UTC+11 in December (daylight saving) and UTC+10 in June.
  const december = { ...open, startsOn: "2026-12-01", endsOn: "2026-12-24" };

  it("reads the start and end dates as Sydney calendar days, both included", () => {
    expect(sydneyDate(new Date("2026-11-30T12:59:59Z"))).toBe("2026-11-30");
    expect(sydneyDate(new Date("2026-11-30T13:00:00Z"))).toBe("2026-12-01");
    expect(discountRefusal(december, unused, new Date("2026-11-30T12:59:59Z"))).toBe("notYet");
    expect(discountRefusal(december, unused, new Date("2026-11-30T13:00:00Z"))).toBeNull();
    expect(discountRefusal(december, unused, new Date("2026-12-24T12:59:59Z"))).toBeNull();
    expect(discountRefusal(december, unused, new Date("2026-12-24T13:00:00Z"))).toBe("expired");
  });

  it("follows Sydney's winter offset too", () => {
    const june = { ...open, endsOn: "2026-06-30" };
    expect(discountRefusal(june, unused, new Date("2026-06-30T13:59:59Z"))).toBeNull();
    expect(discountRefusal(june, unused, new Date("2026-06-30T14:00:00Z"))).toBe("expired");
  });

  it("counts uses against the total limit and, once per e-mail, against the shopper's address", () => {
    const now = new Date("2026-12-02T00:00:00Z");
    expect(discountRefusal({ ...open, usageLimit: 3 }, { total: 2, byEmail: 0 }, now)).toBeNull();
    expect(discountRefusal({ ...open, usageLimit: 3 }, { total: 3, byEmail: 0 }, now)).toBe("limitReached");
    expect(discountRefusal({ ...open, usageLimit: 0 }, unused, now)).toBe("limitReached");
    expect(discountRefusal({ ...open, oncePerEmail: true }, { total: 5, byEmail: 0 }, now)).toBeNull();
    expect(discountRefusal({ ...open, oncePerEmail: true }, { total: 5, byEmail: 1 }, now)).toBe("usedByEmail");
    expect(discountRefusal({ ...open, oncePerEmail: false }, { total: 5, byEmail: 3 }, now)).toBeNull();
  });

  it("treats a paused code as unknown", () => {
    expect(discountRefusal({ ...open, active: false }, unused, new Date())).toBe("unknown");
  });
});
