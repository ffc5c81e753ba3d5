import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { redirect } from "react-router";
import { env } from "./env.server.ts";
import { log } from "./log.server.ts";

const cookieName = "wt_admin";
const sessionHours = 12;
let generated: string | undefined;

/** The owner's password: ADMIN_PASSWORD, or one generated at start and printed once (never logged as a field). */
export function adminPassword(): string {
  const configured = env().ADMIN_PASSWORD;
  if (configured) return configured;
  if (!generated) {
    generated = randomBytes(12).toString("base64url");
    console.log(`\n  No ADMIN_PASSWORD set. The inbox at /admin uses this password until restart: ${generated}\n`);
    log("admin.password_generated");
  }
  return generated;
}

function secret() {
  return createHash("sha256").update(`wt-admin-session:${adminPassword()}`).digest();
}

function sign(value: string) {
  return createHmac("sha256", secret()).update(value).digest("base64url");
}

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function passwordMatches(candidate: string): boolean {
  // Compare digests so the length of the password does not leak through timing.
  const digest = (value: string) => createHash("sha256").update(value).digest("hex");
  return sameText(digest(candidate), digest(adminPassword()));
}

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function isAdmin(request: Request): boolean {
  const value = readCookie(request, cookieName);
  if (!value) return false;
  const [expires, signature] = value.split(".");
  if (!expires || !signature || !sameText(signature, sign(expires))) return false;
  return Number(expires) > Date.now();
}

/** Throws a redirect to the login page unless the request carries a valid owner session. */
export function requireAdmin(request: Request): void {
  if (!isAdmin(request)) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(pathname + search)}`);
  }
}

function cookieFlags(maxAge: number) {
  const secure = env().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

export function adminSessionCookie(): string {
  const expires = String(Date.now() + sessionHours * 3600_000);
  return `${cookieName}=${expires}.${sign(expires)}; ${cookieFlags(sessionHours * 3600)}`;
}

export function clearAdminSessionCookie(): string {
  return `${cookieName}=; ${cookieFlags(0)}`;
}

/** The /dev pages: open while developing, otherwise for the logged-in owner only. */
export function requireDevAccess(request: Request): void {
  if (env().NODE_ENV === "development") return;
  requireAdmin(request);
}
