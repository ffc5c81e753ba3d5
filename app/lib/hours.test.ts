import { describe, expect, it } from "vitest";
import { openingHours } from "../config/salon";
import {
  addDays,
  exceptionLine,
  exceptionRow,
  formatDay,
  formatTime,
  hoursRows,
  openingHoursSpecification,
  upcomingExceptions,
  type HoursException,
} from "./hours";

const christmas: HoursException = { startsOn: "2026-12-25", endsOn: "2026-12-25", opens: null, closes: null, note: "Christmas" };
const christmasEve: HoursException = { startsOn: "2026-12-24", endsOn: "2026-12-24", opens: "09:00", closes: "13:00", note: "Christmas Eve" };
const summerBreak: HoursException = { startsOn: "2026-12-28", endsOn: "2027-01-05", opens: null, closes: null, note: "" };

describe("opening hours", () => {
  it("formats 24-hour times for people", () => {
    expect(formatTime("18:00")).toBe("6:00 PM");
    expect(formatTime("09:00")).toBe("9:00 AM");
    expect(formatTime("17:30")).toBe("5:30 PM");
    expect(formatTime("12:00")).toBe("12:00 PM");
  });

  it("uses the contact page's reading of the week as the first-run default", () => {
    expect(hoursRows(openingHours).map((r) => `${r.short} ${r.hours}`)).toEqual([
      "Mon Closed",
      "Tue 10:00 AM – 5:00 PM",
      "Wed 6:00 PM – 9:00 PM",
      "Thu 9:00 AM – 9:00 PM",
      "Fri 9:00 AM – 5:30 PM",
      "Sat 8:00 AM – 2:00 PM",
      "Sun Closed",
    ]);
  });

  it("shows the week it is given", () => {
    const week = openingHours.map((day) => (day.day === "Tuesday" ? { day: day.day, opens: "11:00", closes: "19:00" } : day));
    expect(hoursRows(week)[1]).toEqual({ day: "Tuesday", short: "Tue", hours: "11:00 AM – 7:00 PM" });
  });
});

describe("calendar days", () => {
  it("counts days across months and years, and names a day as pages show it", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(formatDay("2026-12-25")).toBe("Fri 25 Dec");
  });
});

describe("closures and special hours", () => {
  it("lists those of the next six weeks, one under way included, soonest first", () => {
    const all = [summerBreak, christmas, { ...christmas, startsOn: "2026-11-20", endsOn: "2026-11-21" }, { ...christmas, startsOn: "2027-02-01", endsOn: "2027-02-01" }];
    expect(upcomingExceptions(all, "2026-11-25")).toEqual([christmas, summerBreak]);
    // Day 42 is still in; day 43 is not.
    expect(upcomingExceptions([christmas], "2026-11-13")).toEqual([christmas]);
    expect(upcomingExceptions([christmas], "2026-11-12")).toEqual([]);
    // The last day of a run still counts; the day after it does not.
    expect(upcomingExceptions([summerBreak], "2027-01-05")).toEqual([summerBreak]);
    expect(upcomingExceptions([summerBreak], "2027-01-06")).toEqual([]);
  });

  it("reads as a closure, a run of days or special hours, with the note", () => {
    expect(exceptionLine(christmas)).toBe("Closed Fri 25 Dec — Christmas");
    expect(exceptionLine(christmasEve)).toBe("Thu 24 Dec 9:00 AM – 1:00 PM — Christmas Eve");
    expect(exceptionLine(summerBreak)).toBe("Closed Mon 28 Dec – Tue 5 Jan");
    expect(exceptionRow(christmasEve)).toMatchObject({ closed: false, when: "Thu 24 Dec", hours: "9:00 AM – 1:00 PM" });
  });
});

describe("structured data", () => {
  it("lists the open weekdays, then each exception with its dates (closed as 00:00–00:00)", () => {
    const spec = openingHoursSpecification({ week: openingHours, upcoming: [christmasEve, christmas] });
    expect(spec).toHaveLength(7);
    expect(spec[0]).toMatchObject({ dayOfWeek: "https://schema.org/Tuesday", opens: "10:00", closes: "17:00" });
    expect(spec[5]).toEqual({ "@type": "OpeningHoursSpecification", name: "Christmas Eve", validFrom: "2026-12-24", validThrough: "2026-12-24", opens: "09:00", closes: "13:00" });
    expect(spec[6]).toEqual({ "@type": "OpeningHoursSpecification", name: "Christmas", validFrom: "2026-12-25", validThrough: "2026-12-25", opens: "00:00", closes: "00:00" });
  });
});
