import { useEffect, useState } from "react";

/** Something the visitor types into or picks from: what nothing fixed may cover. */
export const formFieldSelector = 'input:not([type="hidden"]), select, textarea';

/** True while focus is in a form field: the on-screen keyboard is up and the field must stay uncovered. */
export function useFieldFocused() {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const update = () => setFocused(document.activeElement instanceof Element && document.activeElement.matches(formFieldSelector));
    // On focusout the next element is not focused yet: look once it is.
    const later = () => requestAnimationFrame(update);
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", later);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", later);
    };
  }, []);
  return focused;
}
