/** One value of an audit entry's detail as the owner reads it: a change as "before → after", nothing as "none". */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(", ") : "none";
  const fields = value as Record<string, unknown>;
  const entries = Object.entries(fields);
  if (entries.length === 2 && "from" in fields && "to" in fields) return `${valueText(fields.from)} → ${valueText(fields.to)}`;
  return `(${entries.map(([key, inner]) => `${key}: ${valueText(inner)}`).join("; ")})`;
}

/** An audit entry's detail as one line of text: "price: A$ 330 → A$ 339; duration: 2h → 2.5h". */
export function auditDetailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join("; ");
}
