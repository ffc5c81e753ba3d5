/**
 * The dedupe key of a lead (spec 000 §5): client id, form name (or the event when
 * there is no form name), the lowercased, whitespace-free e-mail (or the phone when
 * there is no e-mail), and the date. Made only when a contact and a form name or
 * event exist. The browser sends it and the server rebuilds it the same way, so a
 * repeated submission on the same day stores one lead.
 */
export type DedupeInput = {
  clientId: string | null | undefined;
  formName?: string | null;
  eventName?: string | null;
  email?: string | null;
  phone?: string | null;
  /** When the visitor submitted: its calendar date (UTC, YYYY-MM-DD) goes into the key. */
  timestamp: Date | string;
};

function squash(value: string | null | undefined): string {
  return (value ?? "").toLowerCase().replace(/\s+/g, "");
}

export function dedupeDate(timestamp: Date | string): string | null {
  const date = timestamp instanceof Date ? timestamp : new Date(timestamp);
  // The part before "T", so years past 9999 ("+010000-01-01") keep their whole date.
  return Number.isNaN(date.getTime()) ? null : date.toISOString().split("T")[0]!;
}

export function dedupeKey(input: DedupeInput): string | null {
  const form = (input.formName ?? "").trim() || (input.eventName ?? "").trim();
  const contact = squash(input.email) || squash(input.phone);
  const date = dedupeDate(input.timestamp);
  if (!form || !contact || !date) return null;
  return [(input.clientId ?? "").trim(), form, contact, date].join("|");
}
