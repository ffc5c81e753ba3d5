import { useEffect, useSyncExternalStore } from "react";
import { Icon } from "./icons";

/**
 * Toasts: a tiny store and one live region. (A toast library cost 12 KB gzip of
 * first-load JavaScript; this does what the site needs in a fraction of that.)
 */
export type ToastVariant = "default" | "success" | "error" | "warning";
type ToastOptions = { description?: string; duration?: number };
type ToastItem = { id: number; title: string; description?: string; variant: ToastVariant; duration: number };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emptyList: ToastItem[] = [];

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
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

const tone: Record<ToastVariant, string> = {
  default: "border-ink/10 bg-white text-ink",
  success: "border-success/30 bg-white text-ink",
  error: "border-danger/40 bg-[#fdf1ef] text-ink",
  warning: "border-wattle/60 bg-[#fdf7e8] text-ink",
};

function ToastCard({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item.id, item.duration]);
  return (
    <li
      data-variant={item.variant}
      className={`pointer-events-auto flex w-full animate-fade-in items-start gap-3 rounded-2xl border p-4 shadow-lift ${tone[item.variant]}`}
    >
      {item.variant !== "default" && (
        <Icon
          name={item.variant === "success" ? "check" : "sparkle"}
          className={`mt-0.5 size-5 shrink-0 ${item.variant === "error" ? "text-danger" : item.variant === "success" ? "text-success" : "text-clay"}`}
        />
      )}
      {/* The role sits inside the <li> (a list item may not be an alert itself). */}
      <div role={item.variant === "error" ? "alert" : "status"} className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="mt-0.5 text-sm text-muted">{item.description}</p>}
      </div>
      <button type="button" onClick={() => dismiss(item.id)} className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-ink/5" aria-label="Dismiss notification">
        <Icon name="close" className="size-4" />
      </button>
    </li>
  );
}

export function Toaster() {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => emptyList,
  );
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-3">
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {list.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
