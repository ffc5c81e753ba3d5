import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Auth from "./admin-auth.server";
import type * as Client from "./db/client.server";
import type * as OwnerSessions from "./admin/owner-sessions.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { testDatabases } from "./db/test-databases";

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const visit = (cookie?: string, path = "/admin") => new Request(`http://x${path}`, { headers: cookie ? { cookie } : {} });

describe.each(testDatabases())("owner sessions on $name", ({ options }) => {
  let auth: typeof Auth;
  let client: typeof Client;
  let ownerSessions: typeof OwnerSessions;

  beforeAll(async () => {
    vi.resetModules();
    vi.stubEnv("ADMIN_PASSWORD", "correct horse battery");
    client = await import("./db/client.server");
    auth = await import("./admin-auth.server");
    ownerSessions = await import("./admin/owner-sessions.server");
    await client.openDatabase(await isolatedDatabase(options));
  });
  afterAll(async () => {
    await client.closeDatabase();
    vi.unstubAllEnvs();
  });

  it("accepts only the configured password", () => {
    expect(auth.passwordMatches("correct horse battery")).toBe(true);
    expect(auth.passwordMatches("correct horse")).toBe(false);
  });

  it("opens the inbox with the cookie of a new session, kept server-side, and nothing else", async () => {
    const setCookie = await auth.startOwnerSession();
    expect(setCookie).toMatch(/^wt_admin=.+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(await auth.isAdmin(visit(cookieOf(setCookie)))).toBe(true);
    expect(await auth.isAdmin(visit())).toBe(false);
    const [row] = await client.database().select().from((await import("./db/schema.server")).ownerSessions);
    // The database keeps a hash of the id, never the id the cookie carries.
    expect(cookieOf(setCookie)).not.toContain(row!.idHash);
  });

  it("ends the session on the server at sign-out: the old cookie opens nothing afterwards", async () => {
    const cookie = cookieOf(await auth.startOwnerSession());
    const cleared = await auth.endOwnerSession(visit(cookie));
    expect(cleared).toMatch(/^wt_admin=; .*Expires=Thu, 01 Jan 1970/);
    expect(await auth.isAdmin(visit(cookie))).toBe(false);
    await expect(auth.requireAdmin(visit(cookie, "/admin/export/messages"))).rejects.toMatchObject({ status: 302 });
  });

  it("treats malformed, forged and foreign cookies as no session, without throwing", async () => {
    const real = cookieOf(await auth.startOwnerSession());
    // Change the signature's first character: its last may carry only padding bits, which decode the same.
    const forged = real.replace(/\.(.)/, (_all, c: string) => `.${c === "A" ? "B" : "A"}`);
    for (const cookie of ["wt_admin=%E0%A4%A", "wt_admin=%", 'wt_admin="', "wt_admin=4102444800000.c2lnbmF0dXJl", forged, `wt_admin=${"x".repeat(5000)}`]) {
      expect(await auth.isAdmin(visit(cookie)), cookie).toBe(false);
    }
  });

  it("signs out every browser at once", async () => {
    const laptop = cookieOf(await auth.startOwnerSession());
    const phone = cookieOf(await auth.startOwnerSession());
    await auth.endEveryOwnerSession(visit(laptop));
    expect(await auth.isAdmin(visit(laptop))).toBe(false);
    expect(await auth.isAdmin(visit(phone))).toBe(false);
  });

  it("kills every older session when the password changes, and prunes them with the expired ones", async () => {
    let password = "first password here";
    const storage = await ownerSessions.createOwnerSessionStorage(() => password);
    const open = async (maxAge?: number) => {
      const session = await storage.getSession();
      session.set("owner", true);
      return cookieOf(await storage.commitSession(session, maxAge === undefined ? undefined : { maxAge }));
    };
    const before = await open();
    const expired = await open(-60);
    expect((await storage.getSession(before)).get("owner")).toBe(true);
    expect((await storage.getSession(expired)).get("owner")).toBeUndefined();
    password = "second password here";
    expect((await storage.getSession(before)).get("owner")).toBeUndefined();
    const after = await open();
    expect(await ownerSessions.pruneOwnerSessions(password)).toBeGreaterThanOrEqual(2);
    expect((await storage.getSession(after)).get("owner")).toBe(true);
  });

  it("sends visitors without a session to the login page, keeping where they were going", async () => {
    const refused = await auth.requireAdmin(visit(undefined, "/dev/collections?x=1")).catch((response: Response) => response);
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get("Location")).toBe("/admin/login?next=%2Fdev%2Fcollections%3Fx%3D1");
  });
});
