import { TextField } from "./form-field";

/** Values as typed (a refused form comes back as it was sent) and each field's message, by field name. */
export type SettingValues = Record<string, string>;
export type SettingErrors = Record<string, string>;

/** One labelled input of a settings form, with its hint and its own message under it. `form` prefixes the element id (two forms share names). */
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
  return (
    <TextField id={`${form}-${name}`} name={name} label={label} value={values[name]} error={errors[name]} hint={hint} type={type} maxLength={maxLength} />
  );
}
