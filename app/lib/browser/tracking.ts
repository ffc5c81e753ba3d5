import type { EventName } from "~/lib/events";

type Props = Record<string, unknown>;

/**
 * What every page and component calls to record an event. The event log itself (visitor ids, storage, the
 * beacon, the analytics hand-over: event-log.ts) loads with the first event, after the page is on screen,
 * so reading a page does not wait for it. The page's address is taken when the event happens, not when
 * the log has loaded. Calls keep their order: each waits for the same load.
 */
const eventLog = () => import("./event-log");

export function track(name: EventName, props: Props = {}) {
  const path = location.pathname;
  eventLog()
    .then((log) => log.record(name, props, path))
    .catch((error: unknown) => console.warn("Tracking failed", name, error));
}

/** Record an event and wait (at most `timeoutMs`) until our server has it: for events right before the page is left. Never throws. */
export async function trackAndWait(name: EventName, props: Props = {}, timeoutMs = 1500): Promise<void> {
  const path = location.pathname;
  try {
    const log = await eventLog();
    await log.recordAndWait(name, props, path, timeoutMs);
  } catch (error) {
    console.warn("Event not confirmed", name, error);
  }
}

/** Record an event once per browser session for `key` (a "view once per session" event). */
export function trackOncePerSession(key: string, name: EventName, props: Props) {
  const path = location.pathname;
  eventLog()
    .then((log) => log.recordOncePerSession(key, name, props, path))
    .catch((error: unknown) => console.warn("Tracking failed", name, error));
}

/** The visitor arrived or moved to another page: remember where they came from and record the page view. */
export function trackPageView(pathname: string, search: string) {
  eventLog()
    .then((log) => log.recordPageView(pathname, search))
    .catch((error: unknown) => console.warn("Tracking failed", "page_view", error));
}
