/** JSON for a <script type="application/ld+json">: "<" is escaped so no string can close the script element. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * Structured data for search engines; a data block, so the CSP does not need to allow it.
 * The builders live in ~/lib/seo/json-ld: pages that build their data in the loader keep
 * them out of their JavaScript.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
