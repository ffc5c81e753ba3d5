import { useEffect, useState, type ComponentType } from "react";
import { whenIdle } from "~/lib/browser/when-idle";
import { useToasts, type ToastItem } from "~/lib/browser/toast-store";

type ToastListComponent = ComponentType<{ list: ToastItem[] }>;

/**
 * Where toasts appear. The list and its placement above open dialogs are not needed for the first paint,
 * so their code loads once the page is idle after hydration (before anyone can have pushed a toast in
 * practice; one pushed earlier shows as soon as it arrives).
 */
export function Toaster() {
  const list = useToasts();
  const [ToastList, setToastList] = useState<ToastListComponent | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(
      () =>
        void import("./toast-list").then((module) => {
          if (active) setToastList(() => module.ToastList);
        }),
    );
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return ToastList ? <ToastList list={list} /> : null;
}
