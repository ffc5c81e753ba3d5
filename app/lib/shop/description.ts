/** Shown when a product has no sentence long enough to stand on its own. */
export const descriptionFallback =
  "Chosen by our stylists for caring for your hair at home between salon visits. Ask us in the salon or send us a message for advice on how to use it.";

const minSentenceLength = 10;
const maxSentences = 3;

/** Split plain text into sentences at . ! or ? followed by white space. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The product page's description: the first 3 sentences longer than 10 characters, or the fallback. */
export function shortDescription(text: string | null | undefined, fallback = descriptionFallback): string {
  const picked = sentences(text ?? "")
    .filter((s) => s.length > minSentenceLength)
    .slice(0, maxSentences);
  return picked.length > 0 ? picked.join(" ") : fallback;
}

/** The home spotlight's bullet: the first 40 characters of the description. */
export function descriptionBullet(text: string | null | undefined, length: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  return `${clean.slice(0, length).trimEnd()}…`;
}
