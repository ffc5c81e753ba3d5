import { useEffect, useState, type ComponentType } from "react";
import { whenInteractive } from "~/lib/browser/first-interaction";
import { useToasts, type ToastItem } from "~/lib/browser/toast-store";

type ToastListComponent = ComponentType<{ list: ToastItem[] }>;

/**
 * Where toasts appear. The list and its placement above open dialogs are not needed to read the page, so their
 * code loads on the visitor's first interaction (toasts answer what the visitor does, and one that says the
 * connection dropped must not need the network for its own code), or with the first toast if that comes sooner.
 */
export function Toaster() {
  const list = useToasts();
  const [ToastList, setToastList] = useState<ToastListComponent | null>(null);
  const wanted = list.length > 0;
  useEffect(() => {
    if (ToastList) return;
    let active = true;
    void (wanted ? Promise.resolve() : whenInteractive())
      .then(() => import("./toast-list"))
      .then((module) => {
        if (active) setToastList(() => module.ToastList);
      });
    return () => {
      active = false;
    };
  }, [wanted, ToastList]);
  return ToastList ? <ToastList list={list} /> : null;
}
