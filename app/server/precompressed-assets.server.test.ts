import { describe, expect, it } from "vitest";
import { acceptsBrotli } from "./precompressed-assets.server";

describe("acceptsBrotli", () => {
  it("takes Brotli when the browser names it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5, gzip")).toBe(true);
  });
  it("sends the plain file otherwise", () => {
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("br;q=0, gzip")).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
  });
});
