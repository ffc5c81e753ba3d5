/**
 * The pieces every Markdown page of the site shares, whatever it is (a blog post, a policy): the YAML
 * frontmatter at the top, and the anchor a heading gets.
 */

/** "---\nyaml\n---\nbody" → its two parts; a file without the block is refused with its name. */
export function splitFrontmatter(file: string, raw: string): { head: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${file}: missing the --- frontmatter block at the top`);
  return { head: match[1] ?? "", body: match[2] ?? "" };
}

/**
 * A heading's anchor: its letters and digits (any script) in lower case, joined by hyphens. Markup and
 * entities in a rendered heading ("Costs &amp; times") are dropped first, so they never leave "amp" behind.
 */
export function headingId(heading: string): string {
  return heading
    .replace(/&[a-z]+;|&#\d+;|<[^>]+>/gi, " ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
