import { describe, expect, it } from "vitest";
import { busyTimeMs, calibratedSlowdown, referencePhoneIndex, referenceSlowdown } from "./main-thread.ts";

describe("calibrated slowdown", () => {
  it("slows a machine as fast as the reference runs' middle by the reference's 4", () => {
    expect(calibratedSlowdown(1850)).toBe(4);
  });
  it("slows a busier machine less and an idler one more, so the simulated phone stays the same", () => {
    expect(calibratedSlowdown(1300)).toBeCloseTo(1300 / referencePhoneIndex, 2);
    expect(calibratedSlowdown(2400)).toBeCloseTo(2400 / referencePhoneIndex, 2);
  });
  it("falls back to Lighthouse's default when the benchmark did not run, and stays within 1 to 20", () => {
    expect(calibratedSlowdown(Number.NaN)).toBe(4);
    expect(calibratedSlowdown(100)).toBe(1);
    expect(calibratedSlowdown(100_000)).toBe(20);
  });
});

describe("main-thread busy time", () => {
  it("counts top-level tasks only, stretched to the reference machine's clock and clipped to the window", () => {
    const parent = { startTime: 100, endTime: 150 };
    const tasks = [parent, { startTime: 110, endTime: 120, parent }, { startTime: 2800, endTime: 3200 }, { startTime: -10, endTime: 5 }];
    // 50 × 2 = 100; the child is inside its parent; 2,800–3,200 × 2 = 5,600–6,400, 400 of it inside 6 s; 0–10 of the last.
    expect(busyTimeMs(tasks, 2)).toBe(100 + 400 + 10);
  });
  it("reads a trace as recorded when the machine runs at the reference's speed", () => {
    // A machine fitted with the reference's slowdown of 4 is the reference machine: its tasks take what they took.
    expect(calibratedSlowdown(1850) / referenceSlowdown).toBe(1);
    expect(busyTimeMs([{ startTime: 0, endTime: 542 }], calibratedSlowdown(1850) / referenceSlowdown)).toBe(542);
  });
});
