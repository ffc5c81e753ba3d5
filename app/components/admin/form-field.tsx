import type { ReactNode } from "react";

/** The back office's text input: 48 px tall, red edge and its own message when refused. */
export const inputClasses = (error?: string) =>
  `mt-2 block min-h-12 w-full rounded-xl border bg-white px-4 text-body text-ink hover:border-eucalyptus focus-visible:border-eucalyptus ${error ? "border-danger" : "border-ink/20"}`;

export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-small text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-small font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}

export const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/**
 * A labelled field of a back-office form, showing what was typed (or what is saved) and, when the
 * form was refused, its own message. `rows` makes it a text area.
 */
export function TextField({
  id,
  name,
  label,
  value,
  error,
  hint,
  type = "text",
  inputMode,
  prefix,
  rows,
  className,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  error?: string;
  hint?: string;
  type?: string;
  inputMode?: "numeric" | "decimal";
  prefix?: ReactNode;
  rows?: number;
  className?: string;
  maxLength?: number;
}) {
  const common = {
    id,
    name,
    maxLength,
    defaultValue: value ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-small font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {prefix}
        {rows ? (
          <textarea {...common} rows={rows} className={`${inputClasses(error)} py-3 leading-relaxed`} />
        ) : (
          <input {...common} type={type} inputMode={inputMode} autoComplete="off" className={inputClasses(error)} />
        )}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled choice of a back-office form, like TextField: what is saved chosen, and its own message when refused. */
export function SelectField({
  id,
  name,
  label,
  value,
  error,
  hint,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-small font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClasses(error)} appearance-auto`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
