import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { toast } from "~/lib/browser/toast-store";
import { Icon } from "~/components/ui/icons";
import { Spinner } from "~/components/ui/spinner";
import { closeBag, setBagCount, useBag } from "~/lib/browser/bag";
import { useDialogFocusTrap } from "~/lib/browser/use-dialog-focus-trap";
import { bagLoadFailed } from "~/lib/shop/bag-messages";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";
import type { BagView } from "~/lib/shop/types";
import { BagContents, BagSubtotal, EmptyBag } from "./bag-contents";
import { CheckoutButton } from "./checkout-button";

type Load = { status: "loading" | "loaded" | "error"; bag: BagView | null };

/**
 * The slide-in bag (about 480 px): a modal dialog, so focus stays inside,
 * Escape closes it and focus goes back to where it was. Each time it opens it
 * loads the cart: spinner, then the items or 'Your bag is empty'.
 */
export function BagPanel() {
  const { open, revision } = useBag();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [load, setLoad] = useState<Load>({ status: "loading", bag: null });
  const { pathname } = useLocation();
  useDialogFocusTrap(dialog);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setLoad({ status: "loading", bag: null });
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    const onClose = () => closeBag();
    element?.addEventListener("close", onClose);
    return () => element?.removeEventListener("close", onClose);
  }, []);

  // A navigation from inside the bag (a product link) closes it; mounting does not.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeBag();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    fetch("/api/bag", { signal: controller.signal, headers: { Accept: "application/json" }, cache: "no-store" })
      .then(async (response) => {
        const body = (await response.json()) as { bag: BagView | null; error: string | null };
        if (!response.ok || body.error) throw new Error(body.error ?? `HTTP ${response.status}`);
        setLoad({ status: "loaded", bag: body.bag });
        setBagCount(body.bag?.totalQuantity ?? 0);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Bag not loaded", error);
        toast.error(bagLoadFailed);
        setLoad({ status: "error", bag: null });
      });
    return () => controller.abort();
  }, [open, revision]);

  // When the focused control goes away (a removed line), keep focus in the bag.
  useEffect(() => {
    const element = dialog.current;
    if (element?.open && !element.contains(document.activeElement)) closeButton.current?.focus();
  }, [load]);

  const bag = load.bag;
  const hasItems = Boolean(bag && bag.lines.length > 0);
  const { bagNote } = useFulfilmentCopy();

  return (
    <dialog
      ref={dialog}
      aria-labelledby="bag-title"
      // Light dismiss: a click on the backdrop closes the bag (the browser handles it).
      {...{ closedby: "any" }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(30rem,100vw)] max-w-none bg-cream p-0 text-ink shadow-lift backdrop:bg-ink/45 open:animate-slide-in"
      data-testid="bag-panel"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-ink/10 px-6 py-4">
          <h2 id="bag-title" className="text-lead">
            Your bag
          </h2>
          <button ref={closeButton} type="button" onClick={() => closeBag()} className="grid size-11 place-items-center rounded-full hover:bg-mist">
            <Icon name="close" className="size-6" />
            <span className="sr-only">Close bag</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-6" aria-busy={load.status === "loading"}>
          {load.status === "loading" && (
            <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
              <Spinner /> Loading your bag...
            </p>
          )}
          {load.status === "error" && (
            <p className="py-16 text-center text-muted">
              {bagLoadFailed}. Please close the bag and try again.
            </p>
          )}
          {load.status === "loaded" && !hasItems && <EmptyBag onNavigate={() => closeBag()} />}
          {load.status === "loaded" && bag && hasItems && <BagContents bag={bag} onNavigate={() => closeBag()} />}
        </div>
        {load.status === "loaded" && bag && hasItems && (
          <div className="space-y-4 border-t border-ink/10 bg-white/60 px-6 py-5">
            <BagSubtotal bag={bag} />
            <p className="text-small text-muted">{bagNote}</p>
            <CheckoutButton bag={bag} />
          </div>
        )}
      </div>
    </dialog>
  );
}
