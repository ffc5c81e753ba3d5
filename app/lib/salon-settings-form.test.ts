import { describe, expect, it } from "vitest";
import { isCalendarDate, parseBannerForm, parseExceptionForm, parseWeekForm, readTime, settingsMessages, weekField } from "./salon-settings-form";

const today = "2026-11-25";

describe("times and dates as typed", () => {
  it("reads times with or without the leading zero, and refuses others", () => {
    expect(readTime("9:30")).toBe("09:30");
    expect(readTime("17:00")).toBe("17:00");
    expect(readTime("24:00")).toBeNull();
    expect(readTime("5pm")).toBeNull();
    expect(isCalendarDate("2026-12-25")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("25/12/2026")).toBe(false);
  });
});

describe("the week form", () => {
  const open = (day: string, opens: string, closes: string) => ({ [`${day}-open`]: "on", [`${day}-opens`]: opens, [`${day}-closes`]: closes });

  it("reads open days with their times and leaves unticked days closed", () => {
    const parsed = parseWeekForm({ ...open("Tuesday", "9:00", "17:00"), ...open("Saturday", "08:00", "14:00"), "Monday-opens": "09:00" });
    expect(parsed.ok && parsed.value).toEqual([
      { day: "Monday", closed: true },
      { day: "Tuesday", opens: "09:00", closes: "17:00" },
      { day: "Wednesday", closed: true },
      { day: "Thursday", closed: true },
      { day: "Friday", closed: true },
      { day: "Saturday", opens: "08:00", closes: "14:00" },
      { day: "Sunday", closed: true },
    ]);
  });

  it("names the field of an open day with a missing or backwards time", () => {
    const parsed = parseWeekForm({ ...open("Tuesday", "", "17:00"), ...open("Friday", "17:00", "09:00") });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors).toEqual({ [weekField("Tuesday", "opens")]: settingsMessages.time, [weekField("Friday", "closes")]: settingsMessages.closesBeforeOpens });
    }
  });
});

describe("a closure or special hours", () => {
  it("reads one day's closure with its note", () => {
    expect(parseExceptionForm({ startsOn: "2026-12-25", kind: "closed", note: " Christmas " }, today)).toEqual({
      ok: true,
      value: { startsOn: "2026-12-25", endsOn: "2026-12-25", opens: null, closes: null, note: "Christmas" },
    });
  });

  it("reads special hours over a run of days", () => {
    expect(parseExceptionForm({ startsOn: "2026-12-22", endsOn: "2026-12-24", kind: "hours", opens: "8:00", closes: "20:00", note: "" }, today)).toEqual({
      ok: true,
      value: { startsOn: "2026-12-22", endsOn: "2026-12-24", opens: "08:00", closes: "20:00", note: "" },
    });
  });

  it("refuses a bad date, a run that ends before it starts, a past day, a long run and a long note", () => {
    const errors = (form: Record<string, string>) => {
      const parsed = parseExceptionForm({ kind: "closed", ...form }, today);
      return parsed.ok ? {} : parsed.errors;
    };
    expect(errors({ startsOn: "2026-13-01" })).toEqual({ startsOn: settingsMessages.date });
    expect(errors({ startsOn: "2026-12-25", endsOn: "2026-12-20" })).toEqual({ endsOn: settingsMessages.endBeforeStart });
    expect(errors({ startsOn: "2026-11-24" })).toEqual({ startsOn: settingsMessages.past });
    expect(errors({ startsOn: "2026-11-20", endsOn: "2026-11-24" })).toEqual({ endsOn: settingsMessages.past });
    expect(errors({ startsOn: "2026-12-01", endsOn: "2027-02-01" })).toEqual({ endsOn: settingsMessages.tooLong });
    expect(errors({ startsOn: "2026-12-25", note: "x".repeat(61) })).toEqual({ note: settingsMessages.note });
    expect(errors({ startsOn: "2026-12-24", kind: "hours", opens: "14:00", closes: "09:00" })).toEqual({ closes: settingsMessages.closesBeforeOpens });
  });

  it("accepts a run that is under way", () => {
    expect(parseExceptionForm({ startsOn: "2026-11-20", endsOn: "2026-11-25", kind: "closed" }, today).ok).toBe(true);
  });
});

describe("the banner form", () => {
  it("reads the banner with its link and dates", () => {
    expect(parseBannerForm({ enabled: "on", text: "  Gift  cards   in store ", link: "/collections/gifts", startsOn: "2026-12-01", endsOn: "2026-12-24" })).toEqual({
      ok: true,
      value: { enabled: true, withOffer: false, text: "Gift cards in store", link: "/collections/gifts", startsOn: "2026-12-01", endsOn: "2026-12-24" },
    });
  });

  it("accepts a banner that is off with nothing in it", () => {
    expect(parseBannerForm({ text: "" })).toMatchObject({ ok: true, value: { enabled: false, text: "", link: null } });
  });

  it("refuses an empty banner that is on, a foreign or odd link, and dates the wrong way round", () => {
    const parsed = parseBannerForm({ enabled: "on", text: "", link: "javascript:alert(1)", startsOn: "2026-12-24", endsOn: "2026-12-01" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors).toEqual({ text: settingsMessages.bannerText, link: settingsMessages.bannerLink, endsOn: settingsMessages.endBeforeStart });
    for (const link of ["//evil.example", "http://example.com", "https://example.com/sale"]) {
      const result = parseBannerForm({ withOffer: "on", link });
      expect(result.ok, link).toBe(link === "https://example.com/sale");
    }
  });
});
