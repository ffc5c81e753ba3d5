import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leads } from "~/config/salon";
import { FinalError, withRetries } from "./retry";

describe("retry schedule", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("makes 3 attempts, waiting 1 s and then 3 s, and rejects with the last error", async () => {
    const calls: number[] = [];
    const attempt = vi.fn(async () => {
      calls.push(Date.now());
      throw new Error(`failure ${calls.length}`);
    });
    const started = Date.now();
    const result = withRetries(attempt, leads.retryWaitsMs).catch((error: Error) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(leads.maxAttempts);

    expect(calls.map((t) => t - started)).toEqual([0, 1000, 4000]);
    expect(((await result) as Error).message).toBe("failure 3");
  });

  it("stops at the first success", async () => {
    let n = 0;
    const result = withRetries(async () => {
      n += 1;
      if (n < 2) throw new Error("down");
      return "stored";
    }, leads.retryWaitsMs);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe("stored");
    expect(n).toBe(2);
  });

  it("does not retry an error marked final (a 4xx answer)", async () => {
    const attempt = vi.fn(async () => {
      throw new FinalError("Please enter a valid email address", 400);
    });
    const result = withRetries(attempt, leads.retryWaitsMs).catch((error: FinalError) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(((await result) as FinalError).status).toBe(400);
  });
});
