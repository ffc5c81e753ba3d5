import { describe, expect, it } from "vitest";
import {
  bodyProblem,
  focusName,
  fromSydneyLocal,
  isShown,
  postDates,
  postStatus,
  publicationMark,
  readSchedule,
  readTimeOf,
  startOfSydneyDay,
  sydneyLocalInput,
} from "./blog-post-rules";

const now = new Date("2026-11-28T03:00:00Z");
const minute = 60_000;

describe("when a post is shown", () => {
  it("is a draft without a publish time, scheduled before it, published from it on", () => {
    expect(postStatus(null, now)).toBe("draft");
    expect(postStatus(new Date(now.getTime() + minute), now)).toBe("scheduled");
    expect(postStatus(now, now)).toBe("published");
    expect(postStatus(new Date(now.getTime() - minute), now)).toBe("published");
    expect(isShown(null, now)).toBe(false);
    expect(isShown(new Date(now.getTime() + 1), now)).toBe(false);
    expect(isShown(now, now)).toBe(true);
  });

  it("moves the publication mark when a scheduled time passes, and only then", () => {
    const times = [new Date(now.getTime() - minute), null, new Date(now.getTime() + minute), new Date(now.getTime() + 2 * minute)];
    const before = publicationMark(times, now);
    expect(publicationMark(times, new Date(now.getTime() + minute - 1))).toBe(before);
    expect(publicationMark(times, new Date(now.getTime() + minute))).toBe(before + 1);
    expect(publicationMark(times, new Date(now.getTime() + 2 * minute))).toBe(before + 2);
  });
});

describe("the salon's clock for schedules", () => {
  it("reads a datetime-local value as Sydney time, in daylight saving and out of it", () => {
    expect(fromSydneyLocal("2026-12-01T09:00")?.toISOString()).toBe("2026-11-30T22:00:00.000Z");
    expect(fromSydneyLocal("2026-06-01T09:00")?.toISOString()).toBe("2026-05-31T23:00:00.000Z");
    expect(sydneyLocalInput(new Date("2026-11-30T22:00:00Z"))).toBe("2026-12-01T09:00");
  });

  it("refuses a time that does not exist on the clock (the hour skipped in October) or is not a time", () => {
    expect(fromSydneyLocal("2026-10-04T02:30")).toBeUndefined();
    expect(fromSydneyLocal("next Tuesday")).toBeUndefined();
    expect(fromSydneyLocal("2026-02-30T09:00")).toBeUndefined();
  });

  it("takes a schedule only for a later time, saying why otherwise", () => {
    expect(readSchedule("", now)).toEqual({ ok: false, problem: "Choose the day and time the post comes out." });
    expect(readSchedule("2020-01-01T09:00", now)).toMatchObject({ ok: false, problem: expect.stringContaining("has passed") });
    expect(readSchedule("2026-13-01T09:00", now)).toMatchObject({ ok: false, problem: expect.stringContaining("exist") });
    expect(readSchedule("2026-12-01T09:00", now)).toEqual({ ok: true, at: new Date("2026-11-30T22:00:00Z") });
  });

  it("dates a post on the salon's calendar, as the pages write it", () => {
    // 10:30 pm UTC on 19 April is 8:30 am on 20 April in Bangor.
    expect(postDates(new Date("2025-04-19T22:30:00Z"))).toEqual({ date: "April 20, 2025", isoDate: "2025-04-20" });
    expect(postDates(startOfSydneyDay("2025-11-20"))).toEqual({ date: "November 20, 2025", isoDate: "2025-11-20" });
  });
});

describe("a post's text", () => {
  it("is required, takes only the widgets we have, and its setup blocks must be closed", () => {
    expect(bodyProblem("  ")).toBe("Write the post's text.");
    expect(bodyProblem("Intro.\n\n## One\n\n::hair-type-quiz\n")).toBeUndefined();
    expect(bodyProblem("Intro.\n::price-list")).toMatch(/^Line 2: there is no widget called ::price-list/);
    expect(bodyProblem("Intro.\n::: pickup\nCollect it.\n")).toBeDefined();
    expect(bodyProblem("Intro.\n::: pickup\nCollect it.\n:::\n")).toBeUndefined();
  });

  it("reads at 200 words a minute, at least one", () => {
    expect(readTimeOf("word ".repeat(1000))).toBe("5 min read");
    expect(readTimeOf("Short.")).toBe("1 min read");
  });

  it("names a focus point by its place, and anything else as the centre", () => {
    expect(focusName(0, 50)).toBe("left");
    expect(focusName(100, 100)).toBe("bottom right");
    expect(focusName(33, 33)).toBe("centre");
  });
});
