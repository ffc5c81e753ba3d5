import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("rate limiter", () => {
  it("allows up to the limit per key in a window, then says how long to wait", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.hit("a", 0)).toEqual({ allowed: true });
    expect(limiter.hit("a", 1000)).toEqual({ allowed: true });
    expect(limiter.hit("a", 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.hit("b", 2000)).toEqual({ allowed: true });
  });

  it("starts a new window after the old one ends", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.hit("a", 0);
    expect(limiter.hit("a", 500).allowed).toBe(false);
    expect(limiter.hit("a", 1000).allowed).toBe(true);
  });
});
