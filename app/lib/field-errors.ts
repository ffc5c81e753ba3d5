/** What a refused parse says about one place in the input (a zod issue, read structurally so no validator loads with it). */
export type FieldIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The first message for each of a form's fields, from the issues of a refused parse: a form shows one message
 * a field, the first rule it breaks. Issues about anything but a named field (the whole input, another key) are left out.
 */
export function firstMessagePerField<F extends string>(issues: readonly FieldIssue[], fields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
