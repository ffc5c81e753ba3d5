import { useSyncExternalStore } from "react";
import { bagCountCookieName, bagCountFromValue } from "~/lib/shop/bag-count";

/**
 * The bag panel's shared state: open or closed, the item count the header
 * shows, and a revision that changes whenever the bag's contents changed.
 */
type BagState = { open: boolean; count: number | null; revision: number; wanted: boolean };

let state: BagState = { open: false, count: null, revision: 0, wanted: false };
const listeners = new Set<() => void>();

function update(next: Partial<BagState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: BagState = { open: false, count: null, revision: 0, wanted: false };

export function useBag(): BagState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}

/** The panel's code loads the first time it is needed (or about to be), not with every page. */
const loadPanel = () => import("~/components/shop/bag-panel");

export function prepareBag() {
  void loadPanel();
}

export const BagPanelModule = loadPanel;

export function openBag() {
  update({ open: true, wanted: true });
}

export function closeBag() {
  update({ open: false });
}

/** The bag changed (an item was added or a quantity changed). */
export function bagChanged(count: number) {
  update({ count, revision: state.revision + 1 });
}

export function setBagCount(count: number | null) {
  if (count !== state.count) update({ count });
}

type CookieStore = { get(name: string): Promise<{ value: string } | null> };

/**
 * The readable count cookie the server sets beside the httpOnly cart cookie, asked of the browser's
 * Cookie Store rather than parsed out of document.cookie. Where a browser lacks it, the badge shows
 * the count once the bag has been loaded.
 */
export async function bagCountFromCookie(): Promise<number | null> {
  const store = (globalThis as { cookieStore?: CookieStore }).cookieStore;
  const cookie = await store?.get(bagCountCookieName).catch(() => null);
  return cookie ? bagCountFromValue(cookie.value) : null;
}
