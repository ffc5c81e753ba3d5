import { useEffect, useRef, useState, type FocusEvent } from "react";
import { createPortal } from "react-dom";
import { Icon } from "./icons";
import { measureOnScroll } from "~/lib/browser/measure-on-scroll";
import { dismiss, type ToastItem, type ToastVariant } from "~/lib/browser/toast-store";

const tone: Record<ToastVariant, string> = {
  default: "border-ink/10 bg-white text-ink",
  success: "border-success/30 bg-white text-ink",
  error: "border-danger/40 bg-[#fdf1ef] text-ink",
  warning: "border-wattle/60 bg-[#fdf7e8] text-ink",
};

/** Auto-dismiss after the toast's duration, paused while the pointer is on it or keyboard focus is in it. */
function useAutoDismiss(item: ToastItem) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(item.duration);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismiss(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [item.id, paused]);
  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}

function ToastCard({ item }: { item: ToastItem }) {
  const pause = useAutoDismiss(item);
  return (
    <li
      data-variant={item.variant}
      {...pause}
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
        <p className="text-small font-semibold">{item.title}</p>
        {item.description && <p className="mt-0.5 text-small text-muted">{item.description}</p>}
      </div>
      <button type="button" onClick={() => dismiss(item.id)} className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-ink/5" aria-label="Dismiss notification">
        <Icon name="close" className="size-4" />
      </button>
    </li>
  );
}

// In a dialog the toasts keep clear of its top-right corner, where each dialog has its close button (focused when it opens).
// At the bottom (data-at-bottom) when the top of the screen holds what the visitor is working with (see keepClearOfFocus).
// The 12 px from either edge (top-3, bottom-3) is edgePx below.
const hostClasses =
  "pointer-events-none fixed inset-x-0 top-3 bottom-auto z-[60] m-0 flex h-auto w-auto max-w-none justify-center overflow-visible border-0 bg-transparent px-3 py-0 text-ink data-[in-dialog]:right-16 data-[at-bottom]:top-auto data-[at-bottom]:bottom-3";

function isModal(dialog: HTMLDialogElement) {
  try {
    return dialog.matches(":modal");
  } catch {
    return true; // an engine without :modal: treat an open dialog as modal
  }
}

/**
 * Where the toasts live. A modal <dialog> (the bag, the menu, an offer) sits in
 * the browser's top layer and makes the rest of the page inert: a toast outside
 * it would be dimmed behind its backdrop and hidden from screen readers. So the
 * host is a manual popover (itself in the top layer) that moves into the
 * topmost open modal dialog and is shown again after it, which puts it above
 * that dialog and inside its accessible, non-inert content; when the dialog
 * closes it goes back to the body.
 */
let hostElement: HTMLElement | undefined;

/** The one host element of this document (created on first use, attached by the Toaster's effect). */
function toastHost(): HTMLElement {
  if (!hostElement) {
    hostElement = document.createElement("section");
    hostElement.setAttribute("aria-label", "Notifications");
    hostElement.className = hostClasses;
    if (typeof hostElement.showPopover === "function") hostElement.popover = "manual";
  }
  return hostElement;
}

function useToastHostPlacement() {
  useEffect(() => {
    const element = toastHost();
    const popover = element.popover === "manual";
    // Modal dialogs in the order they opened: the last one is on top.
    const modals: HTMLDialogElement[] = [];
    const place = () => {
      for (const dialog of document.querySelectorAll("dialog")) {
        const modal = dialog.open && isModal(dialog);
        const index = modals.indexOf(dialog);
        if (modal && index === -1) modals.push(dialog);
        if (!modal && index !== -1) modals.splice(index, 1);
      }
      for (let i = modals.length - 1; i >= 0; i--) if (!modals[i]!.isConnected) modals.splice(i, 1);
      const parent = modals.at(-1) ?? document.body;
      if (element.parentElement === parent && (!popover || element.matches(":popover-open"))) return;
      parent.append(element);
      element.toggleAttribute("data-in-dialog", parent !== document.body);
      if (popover) {
        if (element.matches(":popover-open")) element.hidePopover();
        element.showPopover();
      }
    };
    place();
    // Dialogs open and close through their `open` attribute; a dialog may also be removed while open.
    const observer = new MutationObserver(place);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
    return () => {
      observer.disconnect();
      element.remove();
    };
  }, []);
}

const edgePx = 12;

/**
 * What a toast must never cover: the focused control (a field an error just focused), a form's confirmation
 * (marked data-form-confirmation) and, in a dialog, its buttons and links (the bag's checkout and its lines).
 */
function guarded(host: HTMLElement): HTMLElement[] {
  const focused = document.activeElement;
  const dialog = host.closest("dialog");
  const candidates = [
    focused instanceof HTMLElement && focused !== document.body ? focused : null,
    ...document.querySelectorAll<HTMLElement>("[data-form-confirmation]"),
    ...(dialog ? dialog.querySelectorAll<HTMLElement>("button, a[href]") : []),
  ];
  return candidates.filter((element): element is HTMLElement => !!element && !host.contains(element));
}

/** How much of a band of the screen (top to bottom, left to right) these elements cover, in square pixels. */
function overlap(band: { top: number; bottom: number; left: number; right: number }, elements: HTMLElement[]) {
  let area = 0;
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    const width = Math.min(band.right, box.right) - Math.max(band.left, box.left);
    const height = Math.min(band.bottom, box.bottom) - Math.max(band.top, box.top);
    if (width > 0 && height > 0) area += width * height;
  }
  return area;
}

/**
 * Toasts never cover what the visitor is working with (see guarded). They show at the top of the screen
 * when that is clear, else at the bottom when that is clear, else where they cover the least.
 */
function keepClearOfFocus(host: HTMLElement) {
  const list = host.querySelector("ol")?.getBoundingClientRect();
  if (!list || list.height === 0) return;
  const watched = guarded(host);
  const top = { top: edgePx, bottom: edgePx + list.height, left: list.left, right: list.right };
  const bottom = { top: window.innerHeight - edgePx - list.height, bottom: window.innerHeight - edgePx, left: list.left, right: list.right };
  const coveredAtTop = overlap(top, watched);
  host.toggleAttribute("data-at-bottom", coveredAtTop > 0 && overlap(bottom, watched) < coveredAtTop);
}

/** Checks the placement when toasts change, when focus moves, the page scrolls or its content changes, while any toast shows. */
function useToastsClearOfFocus(count: number) {
  useEffect(() => {
    if (count === 0) return;
    const host = toastHost();
    const { schedule, stop } = measureOnScroll(() => keepClearOfFocus(host), ["focusin", "scroll", "resize"]);
    // Focus and dialogs often settle a frame after the toast is pushed (a field focused, the bag opening),
    // and what is under the toasts changes as content arrives (the bag's lines and checkout after its spinner).
    schedule();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { subtree: true, childList: true });
    return () => {
      changes.disconnect();
      stop();
    };
  }, [count]);
}

/** The toasts, each a status (an error: an alert) for screen readers, in the host. */
export function ToastList({ list }: { list: ToastItem[] }) {
  useToastHostPlacement();
  useToastsClearOfFocus(list.length);
  return createPortal(
    <ol className="flex w-full max-w-sm flex-col gap-2">
      {list.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </ol>,
    toastHost(),
  );
}
