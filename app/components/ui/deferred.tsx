import { Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType } from "react";

/**
 * A below-the-fold island whose code stays out of the first-load JavaScript.
 * The server renders it in full (call `preload()` from the route's loader so it
 * never suspends there), so its HTML reads and its plain form works before and
 * without JavaScript. In the browser its code loads only as the reader comes
 * within `rootMargin` of it; until then React leaves the server's HTML in place.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let start: (() => void) | undefined;

  const importNow = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const whenRequested = () => (pending ??= new Promise<void>((resolve) => (start = resolve)).then(importNow));
  const request = () => {
    whenRequested();
    start?.();
  };

  function Island({ onReady, ...props }: P & { onReady: () => void }) {
    const Component = loaded ?? use(whenRequested());
    useEffect(onReady, [onReady]);
    return <Component {...(props as P)} />;
  }

  function Deferred({ rootMargin = "1200px 0px", ...props }: P & { rootMargin?: string }) {
    const slot = useRef<HTMLDivElement>(null);
    const [ready, setReady] = useState(false);
    const markReady = useCallback(() => setReady(true), []);
    useEffect(() => {
      if (loaded) return;
      const element = slot.current;
      if (!element || typeof IntersectionObserver === "undefined") return request();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            request();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [rootMargin]);
    return (
      <div ref={slot} data-deferred={ready ? "ready" : "waiting"}>
        <Suspense fallback={null}>
          <Island {...(props as P)} onReady={markReady} />
        </Suspense>
      </div>
    );
  }

  return { Deferred, preload: (): Promise<unknown> => (loaded ? Promise.resolve(loaded) : importNow()) };
}
