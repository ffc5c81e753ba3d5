import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Accounts from "./accounts/accounts.server";
import type * as Auth from "./admin-auth.server";
import type * as Client from "./db/client.server";
import type * as Schema from "./db/schema.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { testDatabases } from "./db/test-databases";

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const visit = (cookie?: string, path = "/admin") => new Request(`http://x${path}`, { headers: cookie ? { cookie } : {} });
const hours = (n: number) => n * 3600_000;

describe.each(testDatabases())("accounts and sessions on $name", ({ options }) => {
  let auth: typeof Auth;
  let accounts: typeof Accounts;
  let client: typeof Client;
  let schema: typeof Schema;
  let ownerId: number;
  const signIn = async (id: number) => cookieOf(await auth.startSession(id, visit()));

  beforeAll(async () => {
    vi.resetModules();
    vi.stubEnv("ADMIN_PASSWORD", "correct horse battery");
    client = await import("./db/client.server");
    auth = await import("./admin-auth.server");
    accounts = await import("./accounts/accounts.server");
    schema = await import("./db/schema.server");
    await client.openDatabase(await isolatedDatabase(options));
    await accounts.ensureFoundingOwner();
    ownerId = (await accounts.foundingOwner(client.database()))!.id;
  });
  afterAll(async () => {
    await client.closeDatabase();
    vi.unstubAllEnvs();
  });

  /** The link in the newest e-mail to this address (its path: /admin/welcome/… or /admin/reset/…). */
  async function linkMailedTo(email: string) {
    const rows = await client.database().select().from(schema.mail).where(eq(schema.mail.toAddress, email));
    const text = rows.at(-1)?.textBody ?? "";
    return new URL(/https?:\/\/\S+\/admin\/(welcome|reset)\/[\w-]+/.exec(text)![0]).pathname.split("/").at(-1)!;
  }

  it("creates the owner once from ADMIN_PASSWORD, and resets her password only when ADMIN_PASSWORD changes", async () => {
    const { passwordMatchesHash } = await import("./accounts/passwords.server");
    const owner = (await accounts.foundingOwner(client.database()))!;
    expect(owner.role).toBe("owner");
    expect(await passwordMatchesHash("correct horse battery", owner.passwordHash)).toBe(true);
    const cookie = await signIn(ownerId);
    await accounts.ensureFoundingOwner();
    expect(await auth.isAdmin(visit(cookie)), "a restart with the same ADMIN_PASSWORD keeps her signed in").toBe(true);
    vi.stubEnv("ADMIN_PASSWORD", "a brand new recovery");
    vi.resetModules();
    const fresh = await import("./accounts/accounts.server");
    await fresh.ensureFoundingOwner(client.database());
    const reset = (await accounts.foundingOwner(client.database()))!;
    expect(await passwordMatchesHash("a brand new recovery", reset.passwordHash)).toBe(true);
    expect(await auth.isAdmin(visit(cookie)), "the recovery signs out the old sessions").toBe(false);
    expect(reset.id).toBe(ownerId);
  });

  it("opens the back office with the cookie of a new session, kept server-side, and nothing else", async () => {
    const setCookie = await auth.startSession(ownerId, visit());
    expect(setCookie).toMatch(/^wt_admin=.+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(await auth.isAdmin(visit(cookieOf(setCookie)))).toBe(true);
    expect(await auth.isAdmin(visit())).toBe(false);
    const rows = await client.database().select().from(schema.ownerSessions);
    // The database keeps a hash of the id, never the id the cookie carries.
    for (const row of rows) expect(cookieOf(setCookie)).not.toContain(row.idHash);
  });

  it("ends the session on the server at sign-out: the old cookie opens nothing afterwards", async () => {
    const cookie = await signIn(ownerId);
    const cleared = await auth.endOwnerSession(visit(cookie));
    expect(cleared).toMatch(/^wt_admin=; .*Expires=Thu, 01 Jan 1970/);
    expect(await auth.isAdmin(visit(cookie))).toBe(false);
    await expect(auth.requireAdmin(visit(cookie, "/admin/export/messages"))).rejects.toMatchObject({ status: 302 });
  });

  it("treats malformed, forged and foreign cookies as no session, without throwing", async () => {
    const real = await signIn(ownerId);
    // Change the signature's first character: its last may carry only padding bits, which decode the same.
    const forged = real.replace(/\.(.)/, (_all, c: string) => `.${c === "A" ? "B" : "A"}`);
    for (const cookie of ["wt_admin=%E0%A4%A", "wt_admin=%", 'wt_admin="', "wt_admin=4102444800000.c2lnbmF0dXJl", forged, `wt_admin=${"x".repeat(5000)}`]) {
      expect(await auth.isAdmin(visit(cookie)), cookie).toBe(false);
    }
  });

  it("signs out every browser of the account at once", async () => {
    const laptop = await signIn(ownerId);
    const phone = await signIn(ownerId);
    await auth.endEveryOwnerSession(visit(laptop));
    expect(await auth.isAdmin(visit(laptop))).toBe(false);
    expect(await auth.isAdmin(visit(phone))).toBe(false);
  });

  it("invites staff with a single-use link that works for 72 hours; staff are refused owner pages with a 403", async () => {
    const owner = { id: ownerId, name: "Owner" };
    const now = new Date();
    const invited = await accounts.inviteAccount(client.database(), owner, { name: "Kim", email: "Kim@Example.com", role: "staff" }, now);
    expect(invited.ok).toBe(true);
    expect(await accounts.inviteAccount(client.database(), owner, { name: "Kim", email: "kim@example.com", role: "staff" })).toMatchObject({ ok: false, errors: { email: expect.any(String) } });
    const token = await linkMailedTo("kim@example.com");
    expect(await accounts.accountForLink(client.database(), token, "invite", new Date(now.getTime() + hours(71)))).not.toBeNull();
    expect(await accounts.accountForLink(client.database(), token, "invite", new Date(now.getTime() + hours(72) + 1))).toBeNull();
    expect(await accounts.accountForLink(client.database(), token, "reset", now), "an invitation is no reset link").toBeNull();
    expect(await accounts.setPasswordFromLink(client.database(), token, "invite", "short")).toMatchObject({ ok: false, errors: { password: expect.any(String) } });
    const set = await accounts.setPasswordFromLink(client.database(), token, "invite", "kims own long phrase");
    expect(set.ok).toBe(true);
    expect(await accounts.setPasswordFromLink(client.database(), token, "invite", "another long phrase"), "used once only").toMatchObject({ ok: false, gone: true });

    const kim = (await accounts.accountByEmail(client.database(), "kim@example.com"))!;
    const cookie = await signIn(kim.id);
    expect(await auth.requireAdmin(visit(cookie, "/admin/orders/12"))).toMatchObject({ role: "staff" });
    const refused = await auth.requireAdmin(visit(cookie, "/admin/settings")).catch((error: unknown) => error);
    expect(refused).toMatchObject({ init: { status: 403 }, data: { reason: expect.stringMatching(/owner/) } });

    // Removing her ends her sessions at once.
    expect(await accounts.removeAccount(client.database(), owner, kim.id)).toBeNull();
    expect(await auth.isAdmin(visit(cookie))).toBe(false);
    const log = await (await import("./accounts/audit.server")).auditEntries(client.database(), { accountId: ownerId });
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(["account invited", "account removed"]));
  });

  it("changing one's password keeps this browser and signs out the others", async () => {
    const here = await signIn(ownerId);
    const elsewhere = await signIn(ownerId);
    const me = (await auth.signedInAccount(visit(here)))!;
    expect(await accounts.changePassword(client.database(), me, "wrong current password", "a fresh long phrase", me.sessionIdHash)).toMatchObject({ ok: false, errors: { current: expect.any(String) } });
    expect(await accounts.changePassword(client.database(), me, "a brand new recovery", "password1234", me.sessionIdHash)).toMatchObject({ ok: false, errors: { password: expect.any(String) } });
    expect(await accounts.changePassword(client.database(), me, "a brand new recovery", "a fresh long phrase", me.sessionIdHash)).toEqual({ ok: true });
    expect(await auth.isAdmin(visit(here))).toBe(true);
    expect(await auth.isAdmin(visit(elsewhere))).toBe(false);
  });

  it("answers a reset request the same way whoever asks, and mails a one-hour link only to an account", async () => {
    const before = (await client.database().select().from(schema.mail)).length;
    await accounts.requestPasswordReset(client.database(), "nobody@example.com");
    expect((await client.database().select().from(schema.mail)).length).toBe(before);
    const now = new Date();
    const owner = (await accounts.foundingOwner(client.database()))!;
    await accounts.requestPasswordReset(client.database(), owner.email, now);
    const token = await linkMailedTo(owner.email);
    expect(await accounts.accountForLink(client.database(), token, "reset", new Date(now.getTime() + hours(1) - 1000))).not.toBeNull();
    expect(await accounts.accountForLink(client.database(), token, "reset", new Date(now.getTime() + hours(1) + 1))).toBeNull();
  });

  it("sends visitors without a session to the login page, keeping where they were going", async () => {
    const refused = await auth.requireAdmin(visit(undefined, "/dev/collections?x=1")).catch((response: Response) => response);
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get("Location")).toBe("/admin/login?next=%2Fdev%2Fcollections%3Fx%3D1");
  });
});
