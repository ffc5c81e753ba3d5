import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryCache } from "./memory-cache.server";

describe("memory cache", () => {
  afterEach(() => vi.useRealTimers());

  it("serves a fresh entry without asking again, and shares one request between concurrent misses", async () => {
    const cache = new MemoryCache(1000);
    const load = vi.fn(async () => "value");
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual(["value", "value"]);
    expect(await cache.get("k", load)).toBe("value");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale entry while it refreshes in the background", async () => {
    vi.useFakeTimers();
    const cache = new MemoryCache(1000);
    let version = 1;
    const load = vi.fn(async () => `v${version}`);
    expect(await cache.get("k", load)).toBe("v1");
    version = 2;
    vi.advanceTimersByTime(1500);
    expect(await cache.get("k", load)).toBe("v1");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cache.get("k", load)).toBe("v2");
  });

  it("never remembers a failure", async () => {
    const cache = new MemoryCache(1000);
    const failing = vi.fn(async () => {
      throw new Error("Request timeout");
    });
    await expect(cache.get("k", failing)).rejects.toThrow("Request timeout");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("is off at 0 seconds", async () => {
    const cache = new MemoryCache(0);
    const load = vi.fn(async () => "x");
    await cache.get("k", load);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
