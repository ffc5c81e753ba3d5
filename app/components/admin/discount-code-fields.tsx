import type { ReactNode } from "react";
import { FieldMessage, TextField as FormTextField } from "~/components/admin/form-field";
import type { DiscountCodeFieldErrors } from "~/lib/shop/discount-code-form";

/** What the form shows: what was typed (or the saved code, as text), so a refused form comes back as it was sent. */
export type DiscountCodeValues = Partial<
  Record<"code" | "kind" | "percent" | "amount" | "startsOn" | "endsOn" | "usageLimit" | "oncePerEmail", string>
>;

function TextField({
  name,
  label,
  values,
  errors,
  ...rest
}: {
  name: keyof DiscountCodeValues;
  label: string;
  values: DiscountCodeValues;
  errors: DiscountCodeFieldErrors;
  hint?: string;
  type?: string;
  inputMode?: "numeric" | "decimal";
  prefix?: ReactNode;
}) {
  return <FormTextField id={`discount-${name}`} name={name} label={label} value={values[name]} error={errors[name]} {...rest} />;
}

/** The fields of the owner's discount code form; the route owns the <form>, its buttons and its answer. */
export function DiscountCodeFields({ values, errors }: { values: DiscountCodeValues; errors: DiscountCodeFieldErrors }) {
  const kind = values.kind ?? "percent";
  return (
    <div className="space-y-5">
      <TextField
        name="code"
        label="Code"
        values={values}
        errors={errors}
        hint="What customers type at checkout. Letters, digits and dashes; capitals don't matter."
      />
      <fieldset aria-describedby={errors.kind ? "kind-error" : undefined}>
        <legend className="text-small font-semibold">Takes off</legend>
        <FieldMessage id="kind" error={errors.kind} />
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl p-4 ring-1 ring-ink/10">
            <label className="flex min-h-11 items-center gap-3 font-medium">
              <input type="radio" name="kind" value="percent" defaultChecked={kind === "percent"} className="size-4 accent-eucalyptus" />A
              percentage
            </label>
            <TextField
              name="percent"
              label="Percent off"
              values={values}
              errors={errors}
              inputMode="numeric"
              prefix={
                <span aria-hidden="true" className="mt-2 order-last text-muted">
                  %
                </span>
              }
            />
          </div>
          <div className="rounded-xl p-4 ring-1 ring-ink/10">
            <label className="flex min-h-11 items-center gap-3 font-medium">
              <input type="radio" name="kind" value="amount" defaultChecked={kind === "amount"} className="size-4 accent-eucalyptus" />
              An amount
            </label>
            <TextField
              name="amount"
              label="Dollars off"
              values={values}
              errors={errors}
              inputMode="decimal"
              prefix={
                <span aria-hidden="true" className="mt-2 text-muted">
                  $
                </span>
              }
            />
          </div>
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="startsOn"
          label="First day (optional)"
          type="date"
          values={values}
          errors={errors}
          hint="Sydney time, from midnight."
        />
        <TextField
          name="endsOn"
          label="Last day (optional)"
          type="date"
          values={values}
          errors={errors}
          hint="Sydney time, until midnight."
        />
      </div>
      <TextField
        name="usageLimit"
        label="Total uses (optional)"
        inputMode="numeric"
        values={values}
        errors={errors}
        hint="Leave empty for no limit."
      />
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input
          type="checkbox"
          name="oncePerEmail"
          value="on"
          defaultChecked={values.oncePerEmail === "on"}
          className="size-5 accent-eucalyptus"
        />
        Once per e-mail address
      </label>
    </div>
  );
}
