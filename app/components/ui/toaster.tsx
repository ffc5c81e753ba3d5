import { useEffect, useState, type ComponentType } from "react";
import { useToasts, type ToastItem } from "~/lib/browser/toast-store";

type ToastListComponent = ComponentType<{ list: ToastItem[] }>;

/**
 * Where toasts appear. The list and its placement above open dialogs are needed only once there is a toast
 * to show, so their code loads with the first one.
 */
export function Toaster() {
  const list = useToasts();
  const [ToastList, setToastList] = useState<ToastListComponent | null>(null);
  const wanted = list.length > 0;
  useEffect(() => {
    if (!wanted || ToastList) return;
    let active = true;
    void import("./toast-list").then((module) => {
      if (active) setToastList(() => module.ToastList);
    });
    return () => {
      active = false;
    };
  }, [wanted, ToastList]);
  return ToastList ? <ToastList list={list} /> : null;
}
