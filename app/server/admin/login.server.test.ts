import { describe, expect, it } from "vitest";
import { adminInbox } from "~/config/salon";
import { createLoginGuard, safeNext } from "./login.server";

describe("owner login guard", () => {
  it("makes an IP wait after too many wrong passwords, and only that IP", () => {
    const guard = createLoginGuard({ limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect(guard.waitSeconds("1.1.1.1", 1000)).toBe(0);
      guard.failed("1.1.1.1", 1000);
    }
    expect(guard.waitSeconds("1.1.1.1", 1000)).toBe(60);
    expect(guard.waitSeconds("2.2.2.2", 1000)).toBe(0);
    expect(guard.waitSeconds("1.1.1.1", 61_000)).toBe(0);
  });

  it("forgets the failures after a right password", () => {
    const guard = createLoginGuard({ limit: 2, windowMs: 60_000 });
    guard.failed("1.1.1.1");
    guard.succeeded("1.1.1.1");
    guard.failed("1.1.1.1");
    expect(guard.waitSeconds("1.1.1.1")).toBe(0);
  });

  it("allows a handful of tries a quarter of an hour by default", () => {
    expect(adminInbox.loginAttemptsPerWindow).toBeLessThanOrEqual(10);
    expect(adminInbox.loginWindowMs).toBe(15 * 60_000);
  });

  it("only sends a signed-in owner on to the inbox or the developer pages", () => {
    expect(safeNext("/admin?s=leads")).toBe("/admin?s=leads");
    expect(safeNext("/dev/collections")).toBe("/dev/collections");
    expect(safeNext("//evil.example/admin")).toBe("/admin");
    expect(safeNext("https://evil.example")).toBe("/admin");
    expect(safeNext("/contact")).toBe("/admin");
    expect(safeNext(null)).toBe("/admin");
  });
});
