import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `then` each time another page opens (or the same one again: every navigation has a new key), never when the
 * page first hydrates. A menu the visitor opened before the page's scripts ran stays open; one left open over a
 * navigation closes.
 */
export function useAfterNavigation(then: () => void): void {
  const { key } = useLocation();
  const shownFor = useRef(key);
  useEffect(() => {
    if (shownFor.current === key) return;
    shownFor.current = key;
    then();
  }, [key, then]);
}
