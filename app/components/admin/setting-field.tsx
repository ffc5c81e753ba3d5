/** Values as typed (a refused form comes back as it was sent) and each field's message, by field name. */
export type SettingValues = Record<string, string>;
export type SettingErrors = Record<string, string>;

export const settingInputClasses = (error?: string) =>
  `mt-1.5 block min-h-12 w-full rounded-xl border bg-white px-3 text-base text-ink hover:border-eucalyptus focus-visible:border-eucalyptus ${error ? "border-danger" : "border-ink/20"}`;

/** One labelled input of a settings form, with its hint and its own message under it. `id` prefixes the element id (two forms share names). */
export function SettingField({
  form,
  name,
  label,
  values,
  errors,
  hint,
  type = "text",
  maxLength,
}: {
  form: string;
  name: string;
  label: string;
  values: SettingValues;
  errors: SettingErrors;
  hint?: string;
  type?: "text" | "date" | "time";
  maxLength?: number;
}) {
  const id = `${form}-${name}`;
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        maxLength={maxLength}
        defaultValue={values[name] ?? ""}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={settingInputClasses(error)}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
