/**
 * A person's name as we keep it: on one line. Line breaks, tabs and every other control character, the Unicode
 * line and paragraph separators and the bidirectional overrides become a space, runs of spaces one space, and the
 * ends are trimmed, so a name can't start a forged line ("Bcc: …") in the owner's plain-text notices or reorder
 * what is shown around it. Every form that takes a name reads it through this.
 */
export function plainName(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}
