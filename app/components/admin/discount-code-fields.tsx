import type { ReactNode } from "react";
import type { DiscountCodeFieldErrors } from "~/lib/shop/discount-code-form";

/** What the form shows: what was typed (or the saved code, as text), so a refused form comes back as it was sent. */
export type DiscountCodeValues = Partial<
  Record<"code" | "kind" | "percent" | "amount" | "startsOn" | "endsOn" | "usageLimit" | "oncePerEmail", string>
>;

const inputClasses = (error?: string) =>
  `mt-2 block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink hover:border-eucalyptus focus-visible:border-eucalyptus ${error ? "border-danger" : "border-ink/20"}`;

function FieldMessage({ name, error, hint }: { name: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (name: string, error?: string, hint?: string) =>
  [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;

function TextField({
  name,
  label,
  values,
  errors,
  hint,
  type = "text",
  inputMode,
  prefix,
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
  const error = errors[name];
  return (
    <div>
      <label htmlFor={`discount-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {prefix}
        <input
          id={`discount-${name}`}
          name={name}
          type={type}
          inputMode={inputMode}
          defaultValue={values[name] ?? ""}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, hint)}
          className={inputClasses(error)}
        />
      </div>
      <FieldMessage name={name} error={error} hint={hint} />
    </div>
  );
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
        <legend className="text-sm font-semibold">Takes off</legend>
        <FieldMessage name="kind" error={errors.kind} />
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
