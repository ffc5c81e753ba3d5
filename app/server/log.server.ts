/** Structured logs: one JSON line per event. Never pass a visitor's e-mail or phone in clear: use `maskContact`. */
export function log(event: string, fields: Record<string, unknown> = {}, level: "info" | "warn" | "error" = "info") {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

/** "jane.doe@example.com" -> "j***@example.com"; "0412 345 678" -> "***678". */
export function maskContact(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const at = value.indexOf("@");
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  const digits = value.replace(/\D/g, "");
  return `***${digits.slice(-3)}`;
}
