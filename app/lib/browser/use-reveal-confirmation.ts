import { useEffect, useRef } from "react";

/**
 * A confirmation that appears after a form is sent is brought into view and given focus. Without
 * this, a phone is often left far below it (the form it replaces was much taller), and a screen
 * reader stays on a button that has gone. Centred when it fits, so nothing sticky sits over it.
 */
export function useRevealConfirmation<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    const fits = element.offsetHeight < window.innerHeight * 0.6;
    const motion = matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    element.scrollIntoView({ block: fits ? "center" : "start", behavior: motion });
  }, []);
  return ref;
}
