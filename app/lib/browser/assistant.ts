import { useSyncExternalStore } from "react";

/**
 * The chat panel's shared state: whether it is open, where it was opened from,
 * and whether it has ever been wanted (its code loads only then).
 */
type AssistantState = { open: boolean; wanted: boolean; source: string; opener: HTMLElement | null };

const closed: AssistantState = { open: false, wanted: false, source: "", opener: null };
let state = closed;
const listeners = new Set<() => void>();

function update(next: Partial<AssistantState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function useAssistant(): AssistantState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => closed,
  );
}

/** The panel's code, fetched on the first click of a chat button. */
export const AssistantPanelModule = () => import("~/components/assistant/assistant-panel");

export function openAssistant(source: string, opener: HTMLElement | null) {
  update({ open: true, wanted: true, source, opener });
}

export function closeAssistant() {
  const opener = state.opener;
  update({ open: false });
  // Focus goes back to the button that opened the panel.
  opener?.focus();
}
