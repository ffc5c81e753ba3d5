/**
 * Slugs: the last part of a page's address, made from a name the owner typed (a post, a product, a service).
 */

/** Lowercase letters and digits, in words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The slug a name becomes: accents dropped, "&" read as "and", every other run of signs one hyphen, at most 80
 * characters ("Crème Rinse & Shine — 300 ml" → "creme-rinse-and-shine-300-ml"); "" when no letter or digit is left.
 */
export function slugFrom(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
