import { describe, expect, it } from "vitest";
import { openingHours } from "~/config/salon";
import { areas } from "~/content/areas";
import { suburbs } from "~/content/suburbs";
import { fillHours, hoursToken, spokenTime, weekInProse, withHoursFilled } from "./hours-in-prose";
import type { OpeningDay } from "./hours";

const ownersWeek: OpeningDay[] = openingHours.map((day) =>
  day.day === "Saturday" ? { day: "Saturday", opens: "09:00", closes: "13:30" } : day.day === "Wednesday" ? { day: "Wednesday", closed: true } : day,
);

describe("hours in prose", () => {
  it("says times as a sentence does", () => {
    expect(spokenTime("18:00")).toBe("6 pm");
    expect(spokenTime("17:30")).toBe("5:30 pm");
    expect(spokenTime("00:00")).toBe("12 am");
    expect(spokenTime("12:15")).toBe("12:15 pm");
  });

  it("fills a day's time, several days' times and the week from the week given", () => {
    expect(fillHours(`Saturday from ${hoursToken.opens("Saturday")} to ${hoursToken.closes("Saturday")}`, openingHours)).toBe("Saturday from 8 am to 2 pm");
    expect(fillHours(`open at ${hoursToken.opens("Thursday", "Friday")}`, openingHours)).toBe("open at 9 am");
    expect(fillHours(`open at ${hoursToken.opens("Tuesday", "Thursday")}`, openingHours)).toBe("open at 10 am and 9 am");
    expect(fillHours(hoursToken.week, openingHours)).toBe("Tuesday 10 am–5 pm, Wednesday 6 pm–9 pm, Thursday 9 am–9 pm, Friday 9 am–5:30 pm and Saturday 8 am–2 pm");
    expect(weekInProse(ownersWeek)).toBe("Tuesday 10 am–5 pm, Thursday 9 am–9 pm, Friday 9 am–5:30 pm and Saturday 9 am–1:30 pm");
    expect(fillHours(`Wednesday from ${hoursToken.opens("Wednesday")}`, ownersWeek)).toBe("Wednesday from closed");
  });

  it("leaves no token in any local page once filled, and follows the owner's week", () => {
    for (const week of [openingHours, ownersWeek]) {
      const text = JSON.stringify(withHoursFilled({ areas, suburbs }, week));
      expect(text).not.toContain("{{");
    }
    const saturday = JSON.stringify(withHoursFilled(areas, ownersWeek));
    expect(saturday).toContain("We open at 9 am on Saturday");
    expect(saturday).not.toContain("8 am");
  });

  it("keeps tokens out of what is shown without filling: names, excerpts' intros, drive times", () => {
    for (const place of [...areas, ...suburbs]) {
      const { faqs: _faqs, ...rest } = place as typeof place & { faqs: unknown };
      const unfilledFields = Object.entries(rest).filter(([key, value]) => key !== "localNote" && JSON.stringify(value).includes("{{"));
      expect(unfilledFields.map(([key]) => `${place.slug}.${key}`)).toEqual([]);
    }
  });
});
