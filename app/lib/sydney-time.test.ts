import { describe, expect, it } from "vitest";
import { sydneyDateTime, sydneyIso } from "./sydney-time";

describe("sydneyIso", () => {
  it("carries +11:00 in summer and +10:00 in winter", () => {
    expect(sydneyIso(new Date("2026-01-15T02:30:00Z"))).toBe("2026-01-15T13:30:00+11:00");
    expect(sydneyIso(new Date("2026-07-15T02:30:00Z"))).toBe("2026-07-15T12:30:00+10:00");
  });

  it("follows the end of daylight saving (3 am AEDT on 5 April 2026 becomes 2 am AEST)", () => {
    expect(sydneyIso(new Date("2026-04-04T15:59:59Z"))).toBe("2026-04-05T02:59:59+11:00");
    expect(sydneyIso(new Date("2026-04-04T16:00:00Z"))).toBe("2026-04-05T02:00:00+10:00");
  });

  it("follows the start of daylight saving (2 am AEST on 4 October 2026 becomes 3 am AEDT)", () => {
    expect(sydneyIso(new Date("2026-10-03T15:59:59Z"))).toBe("2026-10-04T01:59:59+10:00");
    expect(sydneyIso(new Date("2026-10-03T16:00:00Z"))).toBe("2026-10-04T03:00:00+11:00");
  });

  it("names the Sydney date, not the UTC one, around midnight", () => {
    expect(sydneyIso(new Date("2026-11-24T13:30:00Z"))).toBe("2026-11-25T00:30:00+11:00");
  });
});

describe("sydneyDateTime", () => {
  it("reads as Sydney time", () => {
    expect(sydneyDateTime(new Date("2026-11-25T05:05:00Z"))).toMatch(/^25 Nov 2026, 4:05\s?pm$/);
  });
});
