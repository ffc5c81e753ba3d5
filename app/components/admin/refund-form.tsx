import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { FieldMessage, TextField, describedBy, inputClasses } from "~/components/admin/form-field";
import { buttonClasses } from "~/components/ui/button";
import { maxRefundReasonLength, returnedField } from "~/lib/shop/refunds";

export type RefundLine = { title: string; bought: number; returnable: number };
export type RefundValues = { amount: string; returned: string[]; reason: string; restock: boolean };

/**
 * Recording a refund or a return on a collected order: which items came back and how many, how much
 * money went back, why, and whether the items go back on the shelf. Refused, it opens on the first
 * field to fix; every field says its own problem.
 */
export function RefundForm({ lines, hint, values, errors, busy }: { lines: RefundLine[]; hint: string; values: RefundValues | null; errors: Record<string, string>; busy: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const refused = Object.keys(errors).length > 0;
  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [refused, errors]);

  return (
    <details className="mt-4 rounded-xl ring-1 ring-ink/10" open={refused}>
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-small font-semibold text-eucalyptus">Record a refund or return…</summary>
      <Form method="post" ref={form} className="space-y-4 px-4 pb-4" noValidate>
        <input type="hidden" name="intent" value="refund" />
        {lines.some((line) => line.returnable > 0) && (
          <fieldset>
            <legend className="text-small font-semibold">Items that came back (leave 0 for a refund of money only)</legend>
            {lines.map((line, index) => {
              const id = returnedField(index);
              const error = errors[id];
              return (
                <div key={id} className="mt-3">
                  <label htmlFor={id} className="block text-small">
                    {line.title} <span className="text-muted">({line.returnable} of {line.bought} can come back)</span>
                  </label>
                  <input
                    id={id}
                    name={id}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.returnable}
                    step={1}
                    defaultValue={values?.returned[index] ?? "0"}
                    disabled={line.returnable === 0}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy(id, error)}
                    className={`${inputClasses(error)} max-w-32`}
                  />
                  <FieldMessage id={id} error={error} />
                </div>
              );
            })}
            <label className="mt-3 flex min-h-11 items-center gap-3 text-small">
              <input type="checkbox" name="restock" value="yes" defaultChecked={values?.restock ?? true} className="size-5 accent-eucalyptus" />
              Put the returned items back on the shelf (stock)
            </label>
          </fieldset>
        )}
        <TextField id="amount" name="amount" label="Amount refunded ($)" inputMode="decimal" value={values?.amount} error={errors.amount} hint={hint} />
        <TextField id="refund-reason" name="reason" label="Reason (the customer is told it)" rows={3} maxLength={maxRefundReasonLength} value={values?.reason} error={errors.reason} />
        <p className="text-small text-muted">The customer is e-mailed what was refunded and why.</p>
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "min-h-12 w-full")}>
          Record refund
        </button>
      </Form>
    </details>
  );
}
