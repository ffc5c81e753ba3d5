import { adminInbox } from "~/config/salon";

/**
 * Failed owner logins per client IP: after a few wrong passwords in a quarter of
 * an hour, that IP waits before trying again. A right password clears its count,
 * so the owner is never locked out by her own successful logins.
 */
export function createLoginGuard({ limit, windowMs }: { limit: number; windowMs: number } = { limit: adminInbox.loginAttemptsPerWindow, windowMs: adminInbox.loginWindowMs }) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (ip: string, now: number) => {
    const entry = failures.get(ip);
    if (entry && entry.resetAt <= now) {
      failures.delete(ip);
      return undefined;
    }
    return entry;
  };
  return {
    /** Seconds to wait, or 0 when this IP may try. */
    waitSeconds(ip: string, now = Date.now()): number {
      const entry = current(ip, now);
      return entry && entry.count >= limit ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
    },
    failed(ip: string, now = Date.now()) {
      const entry = current(ip, now) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      failures.set(ip, entry);
      if (failures.size > 10_000) for (const [key, value] of failures) if (value.resetAt <= now) failures.delete(key);
    },
    succeeded(ip: string) {
      failures.delete(ip);
    },
  };
}

export const loginGuard = createLoginGuard();

/** Where to go after logging in: only our own inbox or developer pages. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return "/admin";
  return next.startsWith("/admin") || next.startsWith("/dev") ? next : "/admin";
}
