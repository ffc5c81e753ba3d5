import { normaliseForMatching } from "./hash-for-matching";

/**
 * Who a privacy request is about: an e-mail address or a phone number, normalised the way
 * advanced matching normalises them, so "0412 345 678", "+61 412 345 678" and "0412-345-678"
 * are one person.
 */
export type PrivacyIdentifier = { kind: "email" | "phone"; value: string };

export const privacyMessages = {
  empty: "Enter the e-mail address or phone number the request is about.",
  invalid: "That is neither an e-mail address nor a phone number. Check it and try again.",
  mismatch: "The confirmation doesn't match the e-mail address or phone number you looked up. Type it again to delete.",
} as const;

const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneCharacters = /^[\d\s()+.-]+$/;

export function parsePrivacyIdentifier(input: unknown): { ok: true; identifier: PrivacyIdentifier } | { ok: false; message: string } {
  const typed = typeof input === "string" ? input.trim() : "";
  if (!typed) return { ok: false, message: privacyMessages.empty };
  if (typed.length <= 254 && typed.includes("@")) {
    const value = normaliseForMatching("email", typed);
    return looksLikeEmail.test(value)
      ? { ok: true, identifier: { kind: "email", value } }
      : { ok: false, message: privacyMessages.invalid };
  }
  const digits = typed.replace(/\D/g, "").length;
  if (typed.length <= 40 && phoneCharacters.test(typed) && digits >= 8 && digits <= 15)
    return { ok: true, identifier: { kind: "phone", value: normaliseForMatching("phone", typed) } };
  return { ok: false, message: privacyMessages.invalid };
}

/** Whether a stored contact field (typed by a visitor, in any format) is this identifier. */
export function isSameContact(identifier: PrivacyIdentifier, stored: string | null | undefined): boolean {
  return Boolean(stored) && normaliseForMatching(identifier.kind, stored ?? "") === identifier.value;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A PostgreSQL regular expression (for `~*`) finding the identifier written inside free text: an e-mail
 * body, a webhook payload. The boundaries keep jane@example.com from matching ajane@example.com or
 * jane@example.com.au; a phone may be written with spaces, dashes or brackets between its digits and
 * with +61 or 0 in front (the national number alone is too short to be sure it is a phone).
 */
export function textPattern(identifier: PrivacyIdentifier): string {
  if (identifier.kind === "email") return `(^|[^a-z0-9._%+-])${escapeRegex(identifier.value)}\\.?($|[^a-z0-9.-])`;
  const australian = identifier.value.startsWith("61");
  const digits = [...(australian ? identifier.value.slice(2) : identifier.value)].join("[^0-9]{0,2}");
  return `(^|[^0-9])${australian ? "(\\+?61|0)" : "\\+?"}[^0-9]{0,3}${digits}($|[^0-9])`;
}

/**
 * A PostgreSQL regular expression (for `~*`) finding a person's name inside free text, as a whole: not inside a
 * longer word or an e-mail address (jane in sam.jane@example.com is not Jane), with any run of spaces between its parts.
 */
export function namePattern(name: string): string {
  const parts = name.trim().split(/\s+/).map(escapeRegex);
  return `(^|[^[:alnum:]._@+-])${parts.join("[[:space:]]+")}($|[^[:alnum:]_@-])`;
}
