/**
 * Fixed-window counter per key (client IP). Small and in-process: one server,
 * no other service. Several instances each limit on their own.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  return {
    /** Count one request; says whether it is allowed and, if not, how many seconds to wait. */
    hit(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size > 50_000) {
          for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        }
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    },
  };
}
