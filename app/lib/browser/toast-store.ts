import { useSyncExternalStore } from "react";

/**
 * Toasts: a tiny store that any component can push to. (A toast library cost 12 KB gzip of first-load
 * JavaScript; this and the host in toast-list.tsx do what the site needs in a fraction of that.)
 */
export type ToastVariant = "default" | "success" | "error" | "warning";
type ToastOptions = { description?: string; duration?: number };
export type ToastItem = { id: number; title: string; description?: string; variant: ToastVariant; duration: number };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emptyList: ToastItem[] = [];

function emit() {
  for (const listener of listeners) listener();
}

export function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

function push(variant: ToastVariant, title: string, options: ToastOptions = {}) {
  const item: ToastItem = { id: nextId++, title, description: options.description, variant, duration: options.duration ?? (variant === "error" ? 7000 : 5000) };
  // Keep the three most recent: older ones have been read or are stale.
  items = [...items.slice(-2), item];
  emit();
  return item.id;
}

export const toast = Object.assign((title: string, options?: ToastOptions) => push("default", title, options), {
  success: (title: string, options?: ToastOptions) => push("success", title, options),
  error: (title: string, options?: ToastOptions) => push("error", title, options),
  warning: (title: string, options?: ToastOptions) => push("warning", title, options),
  dismiss,
});

/** The toasts to show now. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => emptyList,
  );
}
