/**
 * Paths we send a browser to, kept on this site. A browser drops tabs and line breaks anywhere in an address and
 * controls or spaces at its start, reads a backslash as a slash, and takes an address that starts with two of
 * them as another host (`//evil.example`, `/\evil.example`, `/\t/evil.example`).
 */

/** The same path as one path of this site: one slash at its start, however many slashes or backslashes it had. */
export function onSitePath(path: string): string {
  let asBrowsersRead = path.replace(/[\t\n\r]/g, "");
  while (asBrowsersRead !== "" && asBrowsersRead.charCodeAt(0) <= 0x20) asBrowsersRead = asBrowsersRead.slice(1);
  return `/${asBrowsersRead.replace(/^[/\\]+/, "")}`;
}

/**
 * Whether `value` is a plain path of this site to go back to after a step (signing in): printable ASCII only (no
 * line breaks, no characters a header can't carry; anything else arrives percent-encoded), one slash at its start,
 * no backslash, and no scheme.
 */
export function isPlainSitePath(value: string | null | undefined): value is string {
  if (!value || value.length > 2000) return false;
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return false;
  return !value.includes("\\") && new URL(value, "http://site.invalid").origin === "http://site.invalid";
}
