/**
 * Cut text to at most `max` characters, ending with an ellipsis when it was cut mid-sentence. The cut falls between words
 * (a word cut in half, "outsid…", reads as a typo) unless the first word alone is longer than the limit.
 */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  // One character past the limit shows whether the last word in it ends there.
  const cut = clean
    .slice(0, max + 1)
    .replace(/\s\S*$/, "")
    .slice(0, max);
  const words = cut.trimEnd().replace(/[,;:–—-]+$/, "");
  // A cut at the end of a sentence needs no ellipsis ("haircuts.…" reads as a slip).
  return /[.!?]$/.test(words) ? words : `${words}…`;
}
