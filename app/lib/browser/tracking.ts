import type { EventName } from "~/lib/events";
import { clientId, sessionId } from "./attribution";

type Props = Record<string, unknown>;
type Listener = (name: EventName, props: Props) => void;

const listeners = new Set<Listener>();

/** Analytics integrations (tag manager, pixel) subscribe here once they are loaded. */
export function onTrack(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Record an event: stored by our own server first (same origin, sendBeacon so
 * it survives navigation), then handed to any analytics integration. Tracking
 * must never break the page, so failures are only logged.
 */
export function track(name: EventName, props: Props = {}) {
  try {
    const body = JSON.stringify({ name, props, clientId: clientId(), sessionId: sessionId(), path: location.pathname });
    const sent = typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/api/events", new Blob([body], { type: "application/json" }));
    if (!sent) {
      void fetch("/api/events", { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch((error: unknown) =>
        console.warn("Event not recorded", name, error),
      );
    }
    for (const listener of listeners) listener(name, props);
  } catch (error) {
    console.warn("Tracking failed", name, error);
  }
}

/**
 * Record an event and wait (at most `timeoutMs`) until our server has it: for
 * events right before the page is left, such as begin_checkout before the
 * redirect to the checkout. Never throws.
 */
export async function trackAndWait(name: EventName, props: Props = {}, timeoutMs = 1500): Promise<void> {
  try {
    const body = JSON.stringify({ name, props, clientId: clientId(), sessionId: sessionId(), path: location.pathname });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      await fetch("/api/events", { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" }, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    console.warn("Event not confirmed", name, error);
  }
  for (const listener of listeners) {
    try {
      listener(name, props);
    } catch (error) {
      console.warn("Tracking listener failed", name, error);
    }
  }
}
