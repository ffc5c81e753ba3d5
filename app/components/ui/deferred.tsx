import { useEffect, useRef, useState, type ComponentType } from "react";

/**
 * A below-the-fold island whose code stays out of the first-load JavaScript.
 * The server renders it in full (call `preload()` before rendering: a route's
 * loader, or the document entry for islands of the shell), so its HTML reads and
 * its plain form works before and without JavaScript. In the browser its code
 * loads only as the reader comes within `rootMargin` of it.
 *
 * Until then the browser keeps the server's HTML untouched: the slot hydrates as
 * an element with inner HTML, which React leaves alone. (Suspending instead would
 * leave a dehydrated boundary that holds back every later update of its parents,
 * such as the bag opening after an add.) Once loaded, the island mounts afresh in
 * a new slot element with the same markup.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  const importNow = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  function Deferred({ rootMargin = "1200px 0px", ...props }: P & { rootMargin?: string }) {
    const slot = useRef<HTMLDivElement>(null);
    // A function in state must be wrapped: useState would call it.
    const [island, setIsland] = useState<{ Component: ComponentType<P> } | null>(() => (loaded ? { Component: loaded } : null));

    useEffect(() => {
      if (island) return;
      let active = true;
      const show = () => void importNow().then((Component) => active && setIsland({ Component }));
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
        <div key="ready" data-deferred="ready">
          <island.Component {...(props as P)} />
        </div>
      );
    }
    return <div key="waiting" ref={slot} data-deferred="waiting" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }

  return { Deferred, preload: (): Promise<unknown> => importNow() };
}
