import { describe, expect, it } from "vitest";
import { discountCodeMessages, parseDiscountCodeForm } from "./discount-code-form";

const percentCode = { code: " spring 10 ", kind: "percent", percent: "10", amount: "", startsOn: "", endsOn: "", usageLimit: "" };

describe("the owner's discount code form", () => {
  it("reads a percentage code, upper-cased and without spaces, open-ended and unlimited", () => {
    expect(parseDiscountCodeForm(percentCode)).toEqual({
      ok: true,
      input: {
        code: "SPRING10",
        kind: "percent",
        percent: 10,
        amountCents: null,
        startsOn: null,
        endsOn: null,
        usageLimit: null,
        oncePerEmail: false,
      },
    });
  });

  it("reads an amount in dollars as cents, with dates, a limit and once per e-mail", () => {
    const form = {
      ...percentCode,
      kind: "amount",
      percent: "",
      amount: "7.5",
      startsOn: "2026-12-01",
      endsOn: "2026-12-24",
      usageLimit: "50",
      oncePerEmail: "on",
    };
    expect(parseDiscountCodeForm(form)).toEqual({
      ok: true,
      input: {
        code: "SPRING10",
        kind: "amount",
        percent: null,
        amountCents: 750,
        startsOn: "2026-12-01",
        endsOn: "2026-12-24",
        usageLimit: 50,
        oncePerEmail: true,
      },
    });
  });

  it("gives each field its own message", () => {
    expect(
      parseDiscountCodeForm({ ...percentCode, code: "x!", percent: "150", startsOn: "2026-12-24", endsOn: "2026-12-01", usageLimit: "0" }),
    ).toEqual({
      ok: false,
      errors: {
        code: discountCodeMessages.code,
        percent: discountCodeMessages.percent,
        endsOn: discountCodeMessages.endBeforeStart,
        usageLimit: discountCodeMessages.usageLimit,
      },
    });
    expect(parseDiscountCodeForm({ ...percentCode, kind: "amount", amount: "1.234", startsOn: "2026-02-30" })).toEqual({
      ok: false,
      errors: { amount: discountCodeMessages.amount, startsOn: discountCodeMessages.date },
    });
    expect(parseDiscountCodeForm({ code: "OK10" })).toMatchObject({ ok: false, errors: { kind: discountCodeMessages.kind } });
    expect(parseDiscountCodeForm({ ...percentCode, percent: "2.5" })).toMatchObject({
      ok: false,
      errors: { percent: discountCodeMessages.percent },
    });
  });

  it("refuses a day outside 2000 to 2100, and a post without the date fields, by the field", () => {
    for (const day of ["0000-01-01", "1999-12-31", "2101-01-01", "9999-12-31"])
      expect(parseDiscountCodeForm({ ...percentCode, startsOn: day, endsOn: day }), day).toEqual({
        ok: false,
        errors: { startsOn: discountCodeMessages.dateRange, endsOn: discountCodeMessages.dateRange },
      });
    expect(parseDiscountCodeForm({ ...percentCode, startsOn: "2000-01-01", endsOn: "2100-12-31" })).toMatchObject({ ok: true });
    const { startsOn: _, endsOn: __, ...withoutDates } = percentCode;
    expect(parseDiscountCodeForm(withoutDates)).toEqual({
      ok: false,
      errors: { startsOn: discountCodeMessages.date, endsOn: discountCodeMessages.date },
    });
  });
});
