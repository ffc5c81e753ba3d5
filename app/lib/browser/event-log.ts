import type { EventName } from "~/lib/events";
import { captureAttribution, clientId, firstTimeThisSession, notePageChange, sessionId } from "./attribution";

type Props = Record<string, unknown>;
type Listener = (name: EventName, props: Props) => void;

const listeners = new Set<Listener>();

/**
 * Events tracked before anything listens. On a full page load the page's own effects (view_item on a product,
 * purchase on the order confirmation) run before the shell's analytics subscribes, since React runs a child's
 * effects before its parent's: those events wait here for the first listener instead of being lost.
 */
const early: { name: EventName; props: Props }[] = [];
const earlyLimit = 50;

/** Analytics integrations (tag manager, pixel) subscribe here once they are loaded. */
export function onTrack(listener: Listener) {
  listeners.add(listener);
  for (const event of early.splice(0)) tell(listener, event.name, event.props);
  return () => listeners.delete(listener);
}

function tell(listener: Listener, name: EventName, props: Props) {
  try {
    listener(name, props);
  } catch (error) {
    console.warn("Tracking listener failed", name, error);
  }
}

function notify(name: EventName, props: Props) {
  if (listeners.size === 0) {
    if (early.length < earlyLimit) early.push({ name, props });
    return;
  }
  for (const listener of listeners) tell(listener, name, props);
}

/**
 * Record an event that happened on `path`: stored by our own server first (same origin, sendBeacon so
 * it survives navigation), then handed to any analytics integration. Tracking
 * must never break the page, so failures are only logged.
 */
export function record(name: EventName, props: Props, path: string) {
  try {
    const body = JSON.stringify({ name, props, clientId: clientId(), sessionId: sessionId(), path });
    const sent = typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/api/events", new Blob([body], { type: "application/json" }));
    if (!sent) {
      void fetch("/api/events", { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch((error: unknown) =>
        console.warn("Event not recorded", name, error),
      );
    }
    notify(name, props);
  } catch (error) {
    console.warn("Tracking failed", name, error);
  }
}

/**
 * Record an event and wait (at most `timeoutMs`) until our server has it: for
 * events right before the page is left, such as begin_checkout before the
 * redirect to the checkout. Never throws.
 */
export async function recordAndWait(name: EventName, props: Props, path: string, timeoutMs: number): Promise<void> {
  try {
    const body = JSON.stringify({ name, props, clientId: clientId(), sessionId: sessionId(), path });
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
  notify(name, props);
}

let arrived = false;

/** A page view, with the seconds spent on the page before; on arrival, first where the visitor came from. */
export function recordPageView(pathname: string, search: string) {
  if (!arrived) {
    arrived = true;
    captureAttribution(window.location, document.referrer);
  }
  const seconds = notePageChange(pathname + search);
  record("page_view", { path: pathname, search, seconds_on_previous_page: seconds }, pathname);
}

/** Record an event only the first time `key` comes up in this browser session. */
export function recordOncePerSession(key: string, name: EventName, props: Props, path: string) {
  if (firstTimeThisSession(key)) record(name, props, path);
}
