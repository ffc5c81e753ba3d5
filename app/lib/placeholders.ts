/**
 * `{{name}}` in text the salon writes (policies, the about page, FAQ answers): a number or contact detail
 * filled from app/config/salon.ts when the page is shown, so the words can never disagree with the rest of
 * the site. A name that is not on the list is a mistake: refused when the owner saves, and a stop at build
 * for the files in the repository.
 */

const placeholder = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** The names used in `text`, each once, in the order they first appear. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholder)].map((match) => match[1]!))];
}

/** The names used in `text` that are not among `known`. */
export function unknownPlaceholders(text: string, known: Iterable<string>): string[] {
  const names = new Set(known);
  return placeholdersIn(text).filter((name) => !names.has(name));
}

/** What a field with unknown names says next to it. */
export function unknownPlaceholderMessage(unknown: readonly string[]): string {
  const listed = unknown.map((name) => `{{${name}}}`).join(", ");
  return unknown.length === 1 ? `${listed} is not a known placeholder.` : `${listed} are not known placeholders.`;
}

/** Replace {{name}} with its value; an unknown name is a mistake in the document and throws, naming `source`. */
export function fillPlaceholders(text: string, values: Record<string, string>, source = "policy"): string {
  return text.replace(placeholder, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${source}: unknown placeholder {{${key}}}`);
    return value;
  });
}
