import { useSyncExternalStore } from "react";
import { bagCountCookieName, bagCountFromValue } from "~/lib/shop/bag-count";
import { newCartKey } from "~/lib/shop/cart-key";

/**
 * The bag panel's shared state: open or closed, the item count the header
 * shows, and a revision that changes whenever the bag's contents changed.
 * `prepared` and `wanted` tell the panel's host (components/shop/bag-panel-host.tsx)
 * to fetch the panel's code ahead of use, and to mount it.
 */
type BagState = { open: boolean; count: number | null; revision: number; wanted: boolean; prepared: boolean };

let state: BagState = { open: false, count: null, revision: 0, wanted: false, prepared: false };
const listeners = new Set<() => void>();

function update(next: Partial<BagState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: BagState = { open: false, count: null, revision: 0, wanted: false, prepared: false };

export function useBag(): BagState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}

/** The bag is about to be used (a pointer over the bag button, an add on its way): its panel's code may load now. */
export function prepareBag() {
  if (!state.prepared) update({ prepared: true });
}

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

let changes: Promise<unknown> = Promise.resolve();

/**
 * Bag changes go to the server one after another, so the count and the panel follow them in order (adds that
 * do race still share one cart by the cart key). A failed change does not stop the ones after it.
 */
export function queueBagChange<T>(change: () => Promise<T>): Promise<T> {
  const run = changes.then(change, change);
  changes = run.catch(() => undefined);
  return run;
}

let cartKey: string | null = null;

/** This bag's key for the server (lib/shop/cart-key.ts): the same for every add until an order ends the bag. */
export function bagCartKey(): string {
  cartKey ??= newCartKey();
  return cartKey;
}

/**
 * An order was placed: the header's count goes at once, with the readable count cookie (the server forgets
 * the cart cookie itself), and the next add starts a new cart under a new key.
 */
export function clearBag() {
  document.cookie = `${bagCountCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
  cartKey = null;
  update({ count: 0, revision: state.revision + 1 });
}
