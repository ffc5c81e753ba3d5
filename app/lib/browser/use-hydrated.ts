import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False while rendering on the server and hydrating, true afterwards: browser-only values can then be read without a hydration mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
