import { useEffect } from "react";

type FieldValues = Record<string, string | boolean>;

/** A field's value as the visitor left it: a tick for a checkbox, the chosen value of a group of radios. */
function valueNow(field: Element | RadioNodeList, wanted: string | boolean): string | boolean | undefined {
  if (field instanceof RadioNodeList) return field.value;
  if (field instanceof HTMLInputElement) {
    if (typeof wanted === "boolean") return field.checked;
    return field.type === "radio" ? (field.checked ? field.value : "") : field.value;
  }
  if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) return field.value;
  return undefined;
}

/**
 * Takes over what the visitor typed or chose in a server-rendered form before the page's scripts ran. Hydration
 * leaves the fields as the visitor left them (all but a textarea the server filled, which React sets again: the
 * forms here render theirs empty), but the form's state still holds what the server rendered, and the next render
 * would put that back (emptying a field the visitor filled, or ticking their choice off again). Once the form has
 * hydrated, the fields named in `rendered` whose value differs from it are handed to `adopt`, together.
 */
export function useTypedBeforeHydration<V extends FieldValues>(
  form: () => HTMLFormElement | null | undefined,
  rendered: V,
  adopt: (typed: Partial<V>) => void,
): void {
  useEffect(() => {
    const fields = form()?.elements;
    if (!fields) return;
    const typed: Partial<V> = {};
    for (const [name, value] of Object.entries(rendered)) {
      const field = fields.namedItem(name);
      const now = field ? valueNow(field, value) : undefined;
      if (now !== undefined && now !== value) typed[name as keyof V] = now as V[keyof V];
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Only the fields of the first render can hold what was typed before the scripts ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
}
