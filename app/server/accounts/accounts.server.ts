import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, ne } from "drizzle-orm";
import { salon } from "~/config/salon";
import type { Role } from "~/lib/admin-access";
import { database } from "../db/client.server.ts";
import type { Queryable } from "../db/queryable.server.ts";
import { accountLinks, accounts, ownerSessions } from "../db/schema.server.ts";
import { passwordStamp } from "../admin/owner-sessions.server.ts";
import { absoluteUrl } from "~/lib/seo/site-url";
import { env } from "../env.server.ts";
import { log, maskContact } from "../log.server.ts";
import { renderMail } from "../mail-layout.server.tsx";
import { queueMail } from "../mail.server.ts";
import { audit, systemActor, type Actor } from "./audit.server.ts";
import { hashPassword, passwordMatchesHash, passwordProblem } from "./passwords.server.ts";

export type Account = typeof accounts.$inferSelect;

/** How long the links sent by e-mail work: an invitation three days, a password reset one hour. */
export const linkLifetimeMs = { invite: 72 * 3600_000, reset: 3600_000 } as const;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");
export const normalEmail = (email: string) => email.trim().toLowerCase();
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const actorOf = (account: Pick<Account, "id" | "name">): Actor => ({ id: account.id, name: account.name });

/** An account that can sign in or be sent a link: not removed. */
const active = isNull(accounts.removedAt);

export async function accountByEmail(db: Queryable, email: string): Promise<Account | null> {
  const [row] = await db.select().from(accounts).where(and(eq(accounts.email, normalEmail(email)), active));
  return row ?? null;
}

/** The owner created from ADMIN_PASSWORD: whom a sign-in without an e-mail names. */
export async function foundingOwner(db: Queryable): Promise<Account | null> {
  const [row] = await db.select().from(accounts).where(and(eq(accounts.founding, true), active));
  return row ?? null;
}

export async function listAccounts(db: Queryable) {
  return db.select().from(accounts).where(active).orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/** Ends every session of an account (all, or all but the one named by its id hash). */
export async function endSessionsOf(db: Queryable, accountId: number, except?: string) {
  await db.delete(ownerSessions).where(and(eq(ownerSessions.accountId, accountId), except ? ne(ownerSessions.idHash, except) : undefined));
}

/**
 * At start: the first start creates the founding owner from ADMIN_PASSWORD (or a generated password, printed
 * once). Later starts change nothing, unless ADMIN_PASSWORD was set to a value other than the one last
 * applied: then it is the owner's new password (a recovery for a forgotten one) and her sessions end.
 */
export async function ensureFoundingOwner(db = database()): Promise<void> {
  const configured = env().ADMIN_PASSWORD;
  await db.transaction(async (tx) => {
    const owner = await foundingOwner(tx);
    if (!owner) {
      const password = configured ?? randomBytes(12).toString("base64url");
      if (!configured) {
        console.log(`\n  No ADMIN_PASSWORD set. The owner signs in at /admin with this password (shown once; change it in /admin/account): ${password}\n`);
        log("admin.password_generated");
      }
      const hash = await hashPassword(password);
      const [created] = await tx
        .insert(accounts)
        .values({ name: "Owner", email: salon.email, role: "owner", founding: true, passwordHash: hash, adminPasswordStamp: configured ? await hashPassword(configured) : null })
        .onConflictDoUpdate({ target: accounts.email, set: { role: "owner", founding: true, passwordHash: hash, removedAt: null } })
        .returning();
      await audit(tx, { who: systemActor, action: "account created", subject: `Account ${created!.email}`, detail: { role: "owner", from: "first start" } });
      return;
    }
    if (!configured || (owner.adminPasswordStamp && (await passwordMatchesHash(configured, owner.adminPasswordStamp)))) return;
    if (!owner.adminPasswordStamp && (await passwordMatchesHash(configured, owner.passwordHash))) {
      // Same password as now: only remember that this value was applied.
      await tx.update(accounts).set({ adminPasswordStamp: await hashPassword(configured) }).where(eq(accounts.id, owner.id));
      return;
    }
    await tx
      .update(accounts)
      .set({ passwordHash: await hashPassword(configured), adminPasswordStamp: await hashPassword(configured) })
      .where(eq(accounts.id, owner.id));
    await endSessionsOf(tx, owner.id);
    await audit(tx, { who: systemActor, action: "password reset", subject: `Account ${owner.email}`, detail: { from: "ADMIN_PASSWORD" } });
    log("admin.password_reset_from_environment");
  });
}

async function issueLink(tx: Queryable, account: Account, purpose: "invite" | "reset", now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  // A new link replaces any earlier one of the same purpose.
  await tx.delete(accountLinks).where(and(eq(accountLinks.accountId, account.id), eq(accountLinks.purpose, purpose)));
  await tx.insert(accountLinks).values({ tokenHash: tokenHash(token), accountId: account.id, purpose, createdAt: now, expiresAt: new Date(now.getTime() + linkLifetimeMs[purpose]) });
  return absoluteUrl(`/admin/${purpose === "invite" ? "welcome" : "reset"}/${token}`);
}

export type InviteInput = { name: unknown; email: unknown; role: unknown };
export type FieldErrors = Partial<Record<"name" | "email" | "role" | "password" | "current", string>>;

/** The owner invites someone: the account exists without a password until the e-mailed link is used. */
export async function inviteAccount(db = database(), by: Actor, input: InviteInput, now = new Date()): Promise<{ ok: true; account: Account } | { ok: false; errors: FieldErrors }> {
  const name = typeof input.name === "string" ? input.name.trim() : "";
  const email = typeof input.email === "string" ? normalEmail(input.email) : "";
  const role: Role | null = input.role === "owner" ? "owner" : input.role === "staff" ? "staff" : null;
  const errors: FieldErrors = {};
  if (name.length < 1 || name.length > 80) errors.name = "Give their name (80 characters at most).";
  if (!emailPattern.test(email) || email.length > 200) errors.email = "Give their e-mail address, such as jo@example.com.";
  if (!role) errors.role = "Choose staff or owner.";
  if (Object.keys(errors).length > 0 || !role) return { ok: false, errors };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(accounts).where(eq(accounts.email, email));
    if (existing && !existing.removedAt) return { ok: false as const, errors: { email: "There is already an account with this e-mail." } };
    const values = { name, email, role, passwordHash: null, removedAt: null, createdAt: now };
    const [account] = existing
      ? await tx.update(accounts).set(values).where(eq(accounts.id, existing.id)).returning()
      : await tx.insert(accounts).values(values).returning();
    const url = await issueLink(tx, account!, "invite", now);
    await queueMail(tx, {
      kind: "account_invite",
      to: email,
      ...renderMail({
        subject: `Your login for ${salon.shortName}'s back office`,
        blocks: [
          { kind: "heading", text: `Hello ${name}` },
          { kind: "paragraph", text: `${by.name} has given you a login for ${salon.name}'s back office. Choose your password with this link; it works once, within 72 hours.` },
          { kind: "button", href: url, label: "Choose my password" },
          { kind: "paragraph", text: url },
        ],
      }),
    });
    await audit(tx, { who: by, action: "account invited", subject: `Account ${email}`, detail: { name, role } });
    log("admin.account_invited", { to: maskContact(email), role });
    return { ok: true as const, account: account! };
  });
}

/** The account a link opens, if the link is unused and not expired. */
export async function accountForLink(db: Queryable, token: string, purpose: "invite" | "reset", now = new Date()): Promise<Account | null> {
  const [row] = await db
    .select({ account: accounts })
    .from(accountLinks)
    .innerJoin(accounts, eq(accounts.id, accountLinks.accountId))
    .where(and(eq(accountLinks.tokenHash, tokenHash(token)), eq(accountLinks.purpose, purpose), isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, now), active));
  return row?.account ?? null;
}

/** Sets the password from an invitation or reset link, once: the link is spent and the account's other sessions end. */
export async function setPasswordFromLink(db = database(), token: string, purpose: "invite" | "reset", password: string, now = new Date()) {
  const problem = passwordProblem(password);
  if (problem) return { ok: false as const, errors: { password: problem } satisfies FieldErrors };
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const account = await accountForLink(tx, token, purpose, now);
    if (!account) return { ok: false as const, gone: true as const, errors: {} as FieldErrors };
    const spent = await tx
      .update(accountLinks)
      .set({ usedAt: now })
      .where(and(eq(accountLinks.tokenHash, tokenHash(token)), isNull(accountLinks.usedAt)))
      .returning({ tokenHash: accountLinks.tokenHash });
    if (spent.length === 0) return { ok: false as const, gone: true as const, errors: {} as FieldErrors };
    await tx.update(accounts).set({ passwordHash: hash }).where(eq(accounts.id, account.id));
    await endSessionsOf(tx, account.id);
    await audit(tx, { who: actorOf(account), action: purpose === "invite" ? "password chosen" : "password reset", subject: `Account ${account.email}`, detail: { by: "e-mailed link" } });
    return { ok: true as const, account: { ...account, passwordHash: hash } };
  });
}

/** "Forgot password": e-mails a reset link to an account with this address; says nothing about whether one exists. */
export async function requestPasswordReset(db = database(), email: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await accountByEmail(tx, email);
    if (!account?.passwordHash) return;
    const url = await issueLink(tx, account, "reset", now);
    await queueMail(tx, {
      kind: "account_reset",
      to: account.email,
      ...renderMail({
        subject: `Reset your ${salon.shortName} back-office password`,
        blocks: [
          { kind: "heading", text: "Choose a new password" },
          { kind: "paragraph", text: "Someone (we hope you) asked to reset your password. This link works once, within an hour. If it wasn't you, ignore this e-mail: your password stays as it is." },
          { kind: "button", href: url, label: "Choose a new password" },
          { kind: "paragraph", text: url },
        ],
      }),
    });
  });
}

/** Changes one's own password: the current one must be right; every other session of the account ends. */
export async function changePassword(db = database(), account: Account, current: string, next: string, keepSession: string) {
  if (!(await passwordMatchesHash(current, account.passwordHash))) return { ok: false as const, errors: { current: "That is not your current password." } satisfies FieldErrors };
  const problem = passwordProblem(next);
  if (problem) return { ok: false as const, errors: { password: problem } satisfies FieldErrors };
  const hash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash: hash }).where(eq(accounts.id, account.id));
    await endSessionsOf(tx, account.id, keepSession);
    // The session it was changed from carries the new password's stamp, so this browser stays signed in.
    await tx.update(ownerSessions).set({ passwordStamp: passwordStamp(hash) }).where(eq(ownerSessions.idHash, keepSession));
    await audit(tx, { who: actorOf(account), action: "password changed", subject: `Account ${account.email}`, detail: {} });
  });
  return { ok: true as const };
}

/** Removes an account: it can no longer sign in, its sessions and links end at once. Nobody removes themselves or the founding owner. */
export async function removeAccount(db = database(), by: Actor, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(and(eq(accounts.id, id), active));
    if (!account) return "That account is already gone.";
    if (account.id === by.id) return "You can't remove your own account.";
    if (account.founding) return "The owner's own account can't be removed.";
    await tx.update(accounts).set({ removedAt: new Date(), passwordHash: null }).where(eq(accounts.id, id));
    await endSessionsOf(tx, id);
    await tx.delete(accountLinks).where(eq(accountLinks.accountId, id));
    await audit(tx, { who: by, action: "account removed", subject: `Account ${account.email}`, detail: { name: account.name, role: account.role } });
    return null;
  });
}

export const isRole = (value: unknown): value is Role => value === "owner" || value === "staff";
