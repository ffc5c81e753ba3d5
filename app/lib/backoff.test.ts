import { describe, expect, it } from "vitest";
import { outboxPolicy } from "~/config/salon";
import { retryDelayMs } from "./backoff";

const noJitter = () => 0.5;

describe("forwarding backoff", () => {
  it("doubles from 30 s after each failed attempt", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, outboxPolicy, noJitter))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it("never waits more than 6 hours", () => {
    expect(retryDelayMs(12, outboxPolicy, noJitter)).toBe(6 * 3600_000);
    expect(retryDelayMs(14, outboxPolicy, () => 0.999)).toBe(6 * 3600_000);
  });

  it("gives up after the last attempt", () => {
    expect(retryDelayMs(outboxPolicy.maxAttempts - 1, outboxPolicy, noJitter)).not.toBeNull();
    expect(retryDelayMs(outboxPolicy.maxAttempts, outboxPolicy, noJitter)).toBeNull();
  });

  it("spreads waits by at most 10 % either way", () => {
    expect(retryDelayMs(1, outboxPolicy, () => 0)).toBe(27_000);
    expect(retryDelayMs(1, outboxPolicy, () => 0.9999999)).toBe(33_000);
  });
});
