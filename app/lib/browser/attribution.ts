import { firstTouchFrom, sessionDataFromSearch, type FirstTouch, type SessionData } from "~/lib/attribution";
import { readItem, readJson, writeItem, writeJson } from "./storage";

const keys = {
  clientId: "wt_client_id",
  sessionId: "wt_session_id",
  firstTouch: "wt_first_touch",
  session: "wt_session",
  page: "wt_page",
} as const;

function randomId() {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A persistent, anonymous id for this browser. */
export function clientId(): string {
  let id = readItem("local", keys.clientId);
  if (!id) {
    id = randomId();
    writeItem("local", keys.clientId, id);
  }
  return id;
}

export function sessionId(): string {
  let id = readItem("session", keys.sessionId);
  if (!id) {
    id = randomId();
    writeItem("session", keys.sessionId, id);
  }
  return id;
}

/** Record first-touch data once per browser and campaign data once per session visit. */
export function captureAttribution(location: Location, referrer: string) {
  const url = new URL(location.href);
  if (!readJson<FirstTouch>("local", keys.firstTouch)) {
    writeJson("local", keys.firstTouch, firstTouchFrom(url, referrer, new Date()));
  }
  const fresh = sessionDataFromSearch(url.search);
  if (Object.keys(fresh).length > 0) {
    writeJson("session", keys.session, { ...sessionData(), ...fresh });
  }
}

export function firstTouch(): FirstTouch | null {
  return readJson<FirstTouch>("local", keys.firstTouch);
}

export function sessionData(): SessionData {
  return readJson<SessionData>("session", keys.session) ?? {};
}

/** Seconds spent on the previous page, and remember the new one. */
export function notePageChange(path: string, now = Date.now()): number | null {
  const previous = readJson<{ path: string; since: number }>("session", keys.page);
  writeJson("session", keys.page, { path, since: now });
  return previous ? Math.max(0, Math.round((now - previous.since) / 1000)) : null;
}

export function currentPageInfo(): { lastSeenPage: string | null; secondsOnPage: number } {
  const page = readJson<{ path: string; since: number }>("session", keys.page);
  return { lastSeenPage: page?.path ?? null, secondsOnPage: page ? Math.round((Date.now() - page.since) / 1000) : 0 };
}

/** True once per browser session for a key: used for "view once per session" events. */
export function firstTimeThisSession(key: string): boolean {
  const storageKey = `wt_seen_${key}`;
  if (readItem("session", storageKey)) return false;
  writeItem("session", storageKey, "1");
  return true;
}
