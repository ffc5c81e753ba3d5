import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";

/**
 * A below-the-fold island whose code stays out of the first-load JavaScript.
 * The server renders it in full (call `preload()` before rendering: a route's
 * loader, or the document entry for islands of the shell), so its HTML reads and
 * its plain form works before and without JavaScript. In the browser its code
 * loads only as the reader comes within `rootMargin` of it: by default just before
 * it scrolls into view, so a reader who never gets there never loads it.
 *
 * Until then the browser keeps the server's HTML untouched: the slot hydrates as
 * an element with inner HTML, which React leaves alone. (Suspending instead would
 * leave a dehydrated boundary that holds back every later update of its parents,
 * such as the bag opening after an add.) Once loaded, the island mounts afresh in
 * a new slot element with the same markup, and whatever the reader already typed
 * or ticked in the server's form (and where the cursor was) carries over.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  const importNow = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  function Deferred({ rootMargin = "200px 0px", ...props }: P & { rootMargin?: string }) {
    const slot = useRef<HTMLDivElement>(null);
    const mounted = useRef<HTMLDivElement>(null);
    const typed = useRef<TypedState | null>(null);
    // A function in state must be wrapped: useState would call it.
    const [island, setIsland] = useState<{ Component: ComponentType<P> } | null>(() => (loaded ? { Component: loaded } : null));

    useEffect(() => {
      if (island) return;
      let active = true;
      const show = () =>
        void importNow().then((Component) => {
          if (!active) return;
          typed.current = slot.current ? readTyped(slot.current) : null;
          // Swap in the same task, so nothing typed between reading and swapping is lost.
          flushSync(() => setIsland({ Component }));
        });
      const element = slot.current;
      if (!element || typeof IntersectionObserver === "undefined") {
        show();
        return () => void (active = false);
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            show();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => {
        active = false;
        observer.disconnect();
      };
    }, [island, rootMargin]);

    useLayoutEffect(() => {
      if (!island || !typed.current || !mounted.current) return;
      restoreTyped(mounted.current, typed.current);
      typed.current = null;
    }, [island]);

    // The server renders the island inside the slot the browser hydrates as "waiting".
    if (island && typeof document === "undefined") {
      return (
        <div key="waiting" data-deferred="waiting">
          <island.Component {...(props as P)} />
        </div>
      );
    }
    if (island) {
      return (
        <div key="ready" ref={mounted} data-deferred="ready">
          <island.Component {...(props as P)} />
        </div>
      );
    }
    return <div key="waiting" ref={slot} data-deferred="waiting" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }

  return { Deferred, preload: (): Promise<unknown> => importNow() };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TypedState = { values: { value: string; checked: boolean }[]; focused: number; selection: [number, number] | null };

const controlsOf = (root: HTMLElement) => [...root.querySelectorAll<Control>("input, textarea, select")];
const focusablesOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("input, textarea, select, button, a[href]")];

function readTyped(root: HTMLElement): TypedState {
  const controls = controlsOf(root);
  const focused = focusablesOf(root).findIndex((element) => element === document.activeElement);
  const active = document.activeElement instanceof HTMLInputElement || document.activeElement instanceof HTMLTextAreaElement ? document.activeElement : null;
  const selection = active && "selectionStart" in active && active.selectionStart !== null ? ([active.selectionStart, active.selectionEnd ?? active.selectionStart] as [number, number]) : null;
  return { values: controls.map((control) => ({ value: control.value, checked: "checked" in control && control.checked })), focused, selection };
}

/** Put the typed state into the fresh island's controls (same markup, same order), telling React through input events. */
function restoreTyped(root: HTMLElement, state: TypedState) {
  controlsOf(root).forEach((control, index) => {
    const saved = state.values[index];
    if (!saved || (control instanceof HTMLInputElement && control.type === "hidden")) return;
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== saved.checked) control.click();
      return;
    }
    if (control.value === saved.value) return;
    // React tracks the value it last set: assign through the prototype's setter so the input event counts as a change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set?.call(control, saved.value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
  const focus = focusablesOf(root)[state.focused];
  if (!focus) return;
  focus.focus();
  if (state.selection && (focus instanceof HTMLInputElement || focus instanceof HTMLTextAreaElement)) {
    try {
      focus.setSelectionRange(...state.selection);
    } catch {
      // e-mail inputs do not support a selection; the cursor goes to the end, which is fine.
    }
  }
}
