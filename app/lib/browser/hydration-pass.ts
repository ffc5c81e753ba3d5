/**
 * Whether the browser is still hydrating the page the server sent: painted regions (components/ui/painted.tsx)
 * adopt the server's HTML only during this first pass. It closes when the hydrated page's effects first run.
 */
let open = typeof document !== "undefined";
let failed = false;
const listeners = new Set<() => void>();

export const hydrationPassOpen = (): boolean => open;

export function closeHydrationPass(): void {
  open = false;
}

export const hydrationFailed = (): boolean => failed;

/**
 * React could not hydrate part of the page and rendered it afresh in the browser: the painted regions of that
 * render came out empty (they expected the server's HTML), so they render their content now.
 */
export function markHydrationFailed(): void {
  open = false;
  failed = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToHydration(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** hydrateRoot's options for the document (entry.client.tsx). */
export const documentHydrationOptions = {
  onRecoverableError(error: unknown): void {
    markHydrationFailed();
    // What React does without this option: the error still reaches the console and error monitoring.
    reportError(error);
  },
};
