/** The /near page of a served suburb, from its display name: "Alfords Point" → "/near/alfords-point". */
export function nearPath(suburbName: string): string {
  return `/near/${suburbName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")}`;
}
