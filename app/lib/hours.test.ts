import { describe, expect, it } from "vitest";
import { formatTime, hoursRows, openingHoursSpecification } from "./hours";

describe("opening hours", () => {
  it("formats 24-hour times for people", () => {
    expect(formatTime("18:00")).toBe("6:00 PM");
    expect(formatTime("09:00")).toBe("9:00 AM");
    expect(formatTime("17:30")).toBe("5:30 PM");
    expect(formatTime("12:00")).toBe("12:00 PM");
  });

  it("uses the contact page's reading of the week (DESIGN §6)", () => {
    expect(hoursRows().map((r) => `${r.short} ${r.hours}`)).toEqual([
      "Mon Closed",
      "Tue 10:00 AM – 5:00 PM",
      "Wed 6:00 PM – 9:00 PM",
      "Thu 9:00 AM – 9:00 PM",
      "Fri 9:00 AM – 5:30 PM",
      "Sat 8:00 AM – 2:00 PM",
      "Sun Closed",
    ]);
  });

  it("lists only open days in structured data", () => {
    const spec = openingHoursSpecification();
    expect(spec).toHaveLength(5);
    expect(spec[0]).toMatchObject({ dayOfWeek: "https://schema.org/Tuesday", opens: "10:00", closes: "17:00" });
  });
});
