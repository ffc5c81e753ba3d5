/**
 * The dedupe key of a lead: client id, form name (or the event when
 * there is no form name), the lowercased, whitespace-free e-mail (or the phone when
 * there is no e-mail), the date, and a fingerprint of what the visitor wrote. Made
 * only when a contact and a form name or event exist. The browser sends it and the
 * server rebuilds it the same way, so a retried or re-posted submission stores one
 * lead, while a different message from the same person on the same day is a new
 * lead (a form post without JavaScript has no client id to tell them apart).
 */
export type DedupeInput = {
  clientId: string | null | undefined;
  formName?: string | null;
  eventName?: string | null;
  email?: string | null;
  phone?: string | null;
  /** When the visitor submitted: its calendar date (UTC, YYYY-MM-DD) goes into the key. */
  timestamp: Date | string;
  /** Every field the visitor filled in, by name: two submissions are the same only when all of them are. */
  content?: SubmittedContent;
};

export type SubmittedContent = Record<string, string | boolean | number | null | undefined>;

function squash(value: string | null | undefined): string {
  return (value ?? "").toLowerCase().replace(/\s+/g, "");
}

export function dedupeDate(timestamp: Date | string): string | null {
  const date = timestamp instanceof Date ? timestamp : new Date(timestamp);
  // The part before "T", so years past 9999 ("+010000-01-01") keep their whole date.
  return Number.isNaN(date.getTime()) ? null : date.toISOString().split("T")[0]!;
}

const fnvOffset = 0xcbf29ce484222325n;
const fnvPrime = 0x100000001b3n;
const sixtyFourBits = (1n << 64n) - 1n;

/**
 * 64-bit FNV-1a over the UTF-8 bytes: synchronous and the same in the browser and on
 * the server. It only has to tell one person's submissions of one day apart, so it
 * need not resist forgery (the worst a forged collision does is merge the forger's
 * own two messages), and it keeps the indexed key short whatever the message's length.
 */
function fingerprint(text: string): string {
  let hash = fnvOffset;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * fnvPrime) & sixtyFourBits;
  return hash.toString(16).padStart(16, "0");
}

/** Field names in a fixed order, text with its outer whitespace trimmed and inner runs made one space; empty fields left out. */
function canonical(content: SubmittedContent): string {
  const fields = Object.entries(content)
    .map(([name, value]) => [name, typeof value === "string" ? value.trim().replace(/\s+/g, " ") : value] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(fields);
}

export function dedupeKey(input: DedupeInput): string | null {
  const form = (input.formName ?? "").trim() || (input.eventName ?? "").trim();
  const contact = squash(input.email) || squash(input.phone);
  const date = dedupeDate(input.timestamp);
  if (!form || !contact || !date) return null;
  return [(input.clientId ?? "").trim(), form, contact, date, fingerprint(canonical(input.content ?? {}))].join("|");
}
