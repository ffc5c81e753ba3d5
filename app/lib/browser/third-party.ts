import type { PublicConfig } from "~/lib/public-config";

/**
 * Third parties wait until the page is interactive: the visitor's first
 * interaction, or the browser idling a while after load. Nothing here runs
 * during the first paint, and nothing loads that is not configured.
 */

const interactionEvents = ["pointerdown", "pointermove", "keydown", "touchstart", "scroll", "wheel"] as const;
const idleAfterLoadMs = 8000;

let interactive: Promise<void> | undefined;

export function whenInteractive(): Promise<void> {
  interactive ??= new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const name of interactionEvents) window.removeEventListener(name, finish, true);
      resolve();
    };
    for (const name of interactionEvents) window.addEventListener(name, finish, { capture: true, passive: true, once: true });
    const idle = () => {
      const later = () => ("requestIdleCallback" in window ? window.requestIdleCallback(finish, { timeout: 2000 }) : finish());
      window.setTimeout(later, idleAfterLoadMs);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
  return interactive;
}

let config: Promise<PublicConfig | null> | undefined;

/** The configured third-party ids, read once per page load (same origin). */
export function publicConfig(): Promise<PublicConfig | null> {
  config ??= fetch("/api/public-config", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<PublicConfig>) : null))
    .catch((error: unknown) => {
      console.warn("Third-party settings unavailable", error);
      return null;
    });
  return config;
}

const loaded = new Map<string, Promise<void>>();

/** Add an async script once. The CSP allows its origin only when it is configured. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`Could not load ${src}`));
      document.head.append(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}

/** Run `use` with the configuration once the page is interactive. */
export function afterInteractive(use: (config: PublicConfig) => void) {
  void whenInteractive()
    .then(publicConfig)
    .then((value) => {
      if (value) use(value);
    })
    .catch((error: unknown) => console.warn("Third-party loader failed", error));
}
