import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

describe("owner session", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv("ADMIN_PASSWORD", "correct horse battery");
  });
  afterEach(() => vi.unstubAllEnvs());

  it("accepts only the configured password", async () => {
    const { passwordMatches } = await import("./admin-auth.server");
    expect(passwordMatches("correct horse battery")).toBe(true);
    expect(passwordMatches("correct horse")).toBe(false);
  });

  it("recognises its own signed, unexpired cookie and nothing else", async () => {
    const { adminSessionCookie, isAdmin } = await import("./admin-auth.server");
    const cookie = adminSessionCookie();
    expect(cookie).toMatch(/HttpOnly; SameSite=Strict/);
    const value = cookie.split(";")[0]!;
    expect(isAdmin(new Request("http://x/admin", { headers: { cookie: value } }))).toBe(true);
    const forged = value.replace(/=(\d+)\./, (_m, n: string) => `=${Number(n) + 1000}.`);
    expect(isAdmin(new Request("http://x/admin", { headers: { cookie: forged } }))).toBe(false);
    expect(isAdmin(new Request("http://x/admin"))).toBe(false);
  });

  it("sends visitors without a session to the login page, keeping where they were going", async () => {
    const { requireAdmin } = await import("./admin-auth.server");
    try {
      requireAdmin(new Request("http://x/dev/collections?x=1"));
      expect.unreachable();
    } catch (response) {
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get("Location")).toBe("/admin/login?next=%2Fdev%2Fcollections%3Fx%3D1");
    }
  });
});
