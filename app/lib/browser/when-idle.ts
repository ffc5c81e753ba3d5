/**
 * Runs `task` once the browser is idle after the page has painted and hydrated (at most `timeoutMs`
 * later): for code that no first paint needs. Returns a cancel function for an effect's clean-up.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
