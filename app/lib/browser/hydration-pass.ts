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
  putTypingBack();
}

/**
 * React sets a text area the server filled back to the server's text when it hydrates it, so what was typed into one
 * before the scripts ran (the owner starting on a page's words, on a slow phone) would be lost. The latest typed text
 * of each is noted from just before hydration (`keepTypingThroughHydration`, entry.client.tsx) and put back when the
 * pass closes, telling React too, for a text area whose value it holds.
 */
const typedTextAreas = new Map<HTMLTextAreaElement, string>();

function noteTyping(event: Event): void {
  if (event.target instanceof HTMLTextAreaElement) typedTextAreas.set(event.target, event.target.value);
}

export function keepTypingThroughHydration(): void {
  for (const area of document.querySelectorAll("textarea")) if (area.value !== area.defaultValue) typedTextAreas.set(area, area.value);
  document.addEventListener("input", noteTyping, true);
}

function putTypingBack(): void {
  if (typeof document === "undefined") return;
  document.removeEventListener("input", noteTyping, true);
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  for (const [area, typed] of typedTextAreas) {
    if (!area.isConnected || area.value === typed) continue;
    setValue?.call(area, typed);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typedTextAreas.clear();
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
