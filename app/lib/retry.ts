/**
 * Run `attempt` up to `waitsMs.length + 1` times, waiting waitsMs[i] before retry i+1
 * (a lead gets 3 attempts, waiting 1 s then 3 s). An attempt that throws a
 * `FinalError` is not retried. Resolves with the first success, rejects with the last error.
 */
export class FinalError extends Error {
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "FinalError";
    this.status = status;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetries<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  waitsMs: readonly number[],
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  let lastError: unknown;
  for (let index = 0; index <= waitsMs.length; index++) {
    if (index > 0) await wait(waitsMs[index - 1] ?? 0);
    try {
      return await attempt(index + 1);
    } catch (error) {
      lastError = error;
      if (error instanceof FinalError) break;
    }
  }
  throw lastError;
}
