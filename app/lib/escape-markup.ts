const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text made safe to place in HTML or XML, as element content or inside a quoted attribute (mail, sitemap,
 * RSS, the storefront's descriptionHtml). `&#39;` rather than `&apos;`, which HTML 4 mail clients do not know.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}
