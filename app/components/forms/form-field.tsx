import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icons";

/** The ids a field's control is described by: its hint, then its message when refused. */
export const fieldDescribedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/**
 * A labelled control of a public form (the contact form, the checkout): the hint read before typing, the control
 * (`children`, given `id` and `aria-describedby={fieldDescribedBy(id, error, hint)}`), and when refused, the field's
 * own message under it, marked by more than its colour.
 */
export function FormField({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-small font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-small text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-center gap-1.5 text-small font-medium text-danger">
          <Icon name="alert" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
