import { eq } from "drizzle-orm";
import { data, redirect, type SessionStorage } from "react-router";
import { accessPath, isPublicAdminPath, roleMay, type Role } from "../lib/admin-access.ts";
import { actorOf, endSessionsOf, type Account } from "./accounts/accounts.server.ts";
import type { Actor } from "./accounts/audit.server.ts";
import { createAccountSessionStorage, deviceLabel, pruneOwnerSessions, sessionIdHash, type AccountSessionData } from "./admin/owner-sessions.server.ts";
import { database } from "./db/client.server.ts";
import { accounts } from "./db/schema.server.ts";
import { env } from "./env.server.ts";
import { log } from "./log.server.ts";

let storage: Promise<SessionStorage<AccountSessionData>> | undefined;
const sessions = () =>
  (storage ??= createAccountSessionStorage().catch((error: unknown) => {
    // A database hiccup while reading the secret must not stay remembered: the next request tries again.
    storage = undefined;
    throw error;
  }));

/** The signed-in account of a request, with the id hash of its session. */
export type SignedIn = Account & { role: Role; sessionIdHash: string; actor: Actor };

// One lookup per request, however many loaders, actions and middlewares ask.
const seen = new WeakMap<Request, Promise<SignedIn | null>>();

async function lookUp(request: Request): Promise<SignedIn | null> {
  const session = await (await sessions()).getSession(request.headers.get("Cookie"));
  const accountId = session.get("accountId");
  if (typeof accountId !== "number" || !session.id) return null;
  const [account] = await database().select().from(accounts).where(eq(accounts.id, accountId));
  if (!account || account.removedAt) return null;
  return { ...account, sessionIdHash: sessionIdHash(session.id), actor: actorOf(account) };
}

/** The account signed in on this request, or null. */
export function signedInAccount(request: Request): Promise<SignedIn | null> {
  let found = seen.get(request);
  if (!found) {
    found = lookUp(request);
    seen.set(request, found);
  }
  return found;
}

/** Whether the request carries a live session of any account (the signature other modules rely on). */
export async function isAdmin(request: Request): Promise<boolean> {
  return (await signedInAccount(request)) !== null;
}

/**
 * The gate of every /admin page and action: a redirect to the login page without a live session, a 403
 * that says why when the account's role may not open this path (the rules: app/lib/admin-access.ts).
 */
export async function requireAdmin(request: Request): Promise<SignedIn> {
  const { pathname, search } = new URL(request.url);
  const account = await signedInAccount(request);
  if (!account) throw redirect(`/admin/login?next=${encodeURIComponent(pathname.replace(/\.data$/, "") + search)}`);
  const path = accessPath(pathname, search);
  if (!isPublicAdminPath(path) && !roleMay(account.role, path)) {
    log("admin.refused", { path: pathname, role: account.role }, "warn");
    throw data({ refused: "owner-only", reason: "Only the owner can open this page: staff logins cover the inbox, orders and preparing them." }, { status: 403 });
  }
  return account;
}

/** A new session for this account (never one named by a cookie the browser brought along); returns its Set-Cookie. */
export async function startSession(accountId: number, request: Request): Promise<string> {
  const store = await sessions();
  const session = await store.getSession();
  session.set("accountId", accountId);
  session.set("device", deviceLabel(request.headers.get("User-Agent")));
  const cookie = await store.commitSession(session);
  // Each sign-in also clears out the sessions that can no longer open anything.
  await pruneStaleOwnerSessions();
  return cookie;
}

/** Ends this browser's session on the server; returns the Set-Cookie that forgets it. */
export async function endOwnerSession(request: Request): Promise<string> {
  const store = await sessions();
  return store.destroySession(await store.getSession(request.headers.get("Cookie")));
}

/** Ends every session of the signed-in account, on every browser; returns the Set-Cookie for this one. */
export async function endEveryOwnerSession(request: Request): Promise<string> {
  const account = await signedInAccount(request);
  const cookie = await endOwnerSession(request);
  if (account) await endSessionsOf(database(), account.id);
  log("admin.signed_out_everywhere");
  return cookie;
}

export async function pruneStaleOwnerSessions(): Promise<void> {
  const removed = await pruneOwnerSessions();
  if (removed > 0) log("admin.sessions_pruned", { removed });
}

/** The /dev pages: open while developing, otherwise for a signed-in owner only. */
export async function requireDevAccess(request: Request): Promise<void> {
  if (env().NODE_ENV === "development") return;
  const account = await requireAdmin(request);
  if (account.role !== "owner") throw data({ refused: "owner-only", reason: "Only the owner can open the developer pages." }, { status: 403 });
}
