/** Waits between forwarding attempts: exponential, capped, with a little jitter so retries do not arrive in lockstep. */
export type BackoffPolicy = { firstRetryMs: number; factor: number; maxDelayMs: number; maxAttempts: number };

/**
 * How long to wait after failed attempt number `attempts` (1 = the first try failed),
 * or null when the row has used all its attempts. `random` in [0, 1) spreads the
 * wait by ±10 %.
 */
export function retryDelayMs(attempts: number, policy: BackoffPolicy, random: () => number = Math.random): number | null {
  if (attempts >= policy.maxAttempts) return null;
  const exponent = Math.max(0, attempts - 1);
  const base = Math.min(policy.maxDelayMs, policy.firstRetryMs * policy.factor ** exponent);
  const jitter = 1 + (random() - 0.5) * 0.2;
  return Math.round(Math.min(policy.maxDelayMs, base * jitter));
}
