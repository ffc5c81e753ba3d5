import type { PublicConfig } from "~/lib/public-config";
import { whenInteractive } from "./first-interaction";

/**
 * Third parties wait for the visitor's first interaction: no third-party request
 * before it, to keep the first load fast. Nothing here runs during the first paint, and nothing
 * loads that is not configured. Events tracked before then are queued, not lost.
 */

export { whenInteractive };

let config: Promise<PublicConfig | null> | undefined;

/**
 * The configured third-party ids, read once per page load (same origin). Once they are read the page says so
 * (`data-third-parties="read"` on the root element): everything they start is started in the same turn, so a
 * test can tell "nothing was loaded" from "nothing was loaded yet".
 */
export function publicConfig(): Promise<PublicConfig | null> {
  if (!config) {
    config = fetch("/api/public-config", { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<PublicConfig>) : null))
      .catch((error: unknown) => {
        console.warn("Third-party settings unavailable", error);
        return null;
      });
    void config.then(() => (document.documentElement.dataset.thirdParties = "read"));
  }
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
