import { randomBytes } from "node:crypto";
import { redirect, type SessionStorage } from "react-router";
import { createOwnerSessionStorage, deleteEveryOwnerSession, pruneOwnerSessions } from "./admin/owner-sessions.server.ts";
import { env } from "./env.server.ts";
import { log } from "./log.server.ts";
import { onePerProcess } from "./one-per-process.server.ts";
import { sameSecret } from "./secrets.server.ts";

/** One per process, also under `npm run dev`, where an edit would otherwise generate (and print) another. */
const generated = onePerProcess("admin-password", (): { password?: string } => ({}));

/** The owner's password: ADMIN_PASSWORD, or one generated at start and printed once (never logged as a field). */
export function adminPassword(): string {
  const configured = env().ADMIN_PASSWORD;
  if (configured) return configured;
  if (!generated.password) {
    generated.password = randomBytes(12).toString("base64url");
    console.log(`\n  No ADMIN_PASSWORD set. The inbox at /admin uses this password until restart: ${generated.password}\n`);
    log("admin.password_generated");
  }
  return generated.password;
}

export function passwordMatches(candidate: string): boolean {
  return sameSecret(candidate, adminPassword());
}

let storage: Promise<SessionStorage<{ owner: true }>> | undefined;
const sessions = () =>
  (storage ??= createOwnerSessionStorage(adminPassword).catch((error: unknown) => {
    // A database hiccup while reading the secret must not stay remembered: the next request tries again.
    storage = undefined;
    throw error;
  }));

export async function isAdmin(request: Request): Promise<boolean> {
  const session = await (await sessions()).getSession(request.headers.get("Cookie"));
  return session.get("owner") === true;
}

/** Throws a redirect to the login page unless the request carries a live owner session. */
export async function requireAdmin(request: Request): Promise<void> {
  if (!(await isAdmin(request))) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(pathname + search)}`);
  }
}

/** A new session (never one named by a cookie the browser brought along); returns its Set-Cookie. */
export async function startOwnerSession(): Promise<string> {
  const store = await sessions();
  const session = await store.getSession();
  session.set("owner", true);
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

/** Ends every session of the owner, on every browser; returns the Set-Cookie for this one. */
export async function endEveryOwnerSession(request: Request): Promise<string> {
  const cookie = await endOwnerSession(request);
  await deleteEveryOwnerSession();
  log("admin.signed_out_everywhere");
  return cookie;
}

export async function pruneStaleOwnerSessions(): Promise<void> {
  const removed = await pruneOwnerSessions(adminPassword());
  if (removed > 0) log("admin.sessions_pruned", { removed });
}

/** The /dev pages: open while developing, otherwise for the logged-in owner only. */
export async function requireDevAccess(request: Request): Promise<void> {
  if (env().NODE_ENV === "development") return;
  await requireAdmin(request);
}
