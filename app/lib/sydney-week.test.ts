import { describe, expect, it } from "vitest";
import { addDays, sydneyMidnight, sydneyWeeks } from "./sydney-week";

describe("sydneyWeeks", () => {
  it("starts the week on Monday at midnight Sydney time, during daylight saving", () => {
    // Saturday 28 November 2026, 3 pm in Sydney (AEDT, UTC+11).
    const { thisWeek, lastWeek } = sydneyWeeks(new Date("2026-11-28T04:00:00Z"));
    expect(thisWeek.days).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]);
    expect(thisWeek.from.toISOString()).toBe("2026-11-22T13:00:00.000Z");
    expect(thisWeek.to.toISOString()).toBe("2026-11-29T13:00:00.000Z");
    expect(lastWeek.days[0]).toBe("2026-11-16");
    expect(lastWeek.to).toEqual(thisWeek.from);
  });

  it("puts Sunday late evening in the week that began six days before, and Monday just after midnight in the new one", () => {
    // Sunday 29 November 11:59 pm and Monday 30 November 12:01 am in Sydney.
    expect(sydneyWeeks(new Date("2026-11-29T12:59:00Z")).thisWeek.days[0]).toBe("2026-11-23");
    expect(sydneyWeeks(new Date("2026-11-29T13:01:00Z")).thisWeek.days[0]).toBe("2026-11-30");
  });

  it("uses the Sydney day, not the UTC one: Monday morning in Sydney is still Sunday in UTC", () => {
    // Monday 30 November, 8 am in Sydney = Sunday 29 November, 9 pm UTC.
    expect(sydneyWeeks(new Date("2026-11-29T21:00:00Z")).thisWeek.days[0]).toBe("2026-11-30");
  });

  it("makes the week the clocks go forward 167 hours long, and back 169", () => {
    // Daylight saving starts Sunday 4 October 2026 and ends Sunday 5 April 2026.
    const forward = sydneyWeeks(new Date("2026-10-02T00:00:00Z")).thisWeek;
    expect((forward.to.getTime() - forward.from.getTime()) / 3_600_000).toBe(167);
    const back = sydneyWeeks(new Date("2026-04-02T00:00:00Z")).thisWeek;
    expect((back.to.getTime() - back.from.getTime()) / 3_600_000).toBe(169);
  });

  it("crosses months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    // Friday 1 January 2027: its week began Monday 28 December 2026.
    expect(sydneyWeeks(new Date("2027-01-01T01:00:00Z")).thisWeek.days[0]).toBe("2026-12-28");
  });

  it("gives midnight in standard time as UTC+10", () => {
    expect(sydneyMidnight("2026-07-06").toISOString()).toBe("2026-07-05T14:00:00.000Z");
  });
});
