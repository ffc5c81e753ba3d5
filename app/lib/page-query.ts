/**
 * The query parameters a page reads, declared in its route's `handle` (`pageQuery`), so the server knows which parts
 * of an address change the page: a page is kept in memory under its path and these parameters only, each in the
 * spelling the page understands it in. Every other parameter (a campaign tag, a cache-buster, a random string) shows
 * the same page, and shares its kept copy. A route that declares nothing reads no parameter.
 */

/** For each parameter a page reads: the value as the page reads it, or null where the page shows as without it. */
export type PageQuery = Readonly<Record<string, (value: string) => string | null>>;

export type PageQueryHandle = { pageQuery?: PageQuery };

/** Shown as written, when it is a plain short identifier (a variant id); anything else is not one the page knows. */
export const plainIdentifier = (value: string) => (/^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null);

/** A parameter the page reads with `parse`, which reads a value it does not know as `absent` (or undefined): null then. */
export const readAs =
  <T extends string>(parse: (value: string) => T | undefined, absent?: T) =>
  (value: string): string | null => {
    const read = parse(value);
    return read === undefined || read === absent ? null : read;
  };

/** The same address with only the parameters `reads` keeps, in the order the page declares them. */
export function keptPageAddress(path: string, search: URLSearchParams, reads: PageQuery = {}): string {
  const kept = new URLSearchParams();
  for (const [name, read] of Object.entries(reads)) {
    const given = search.get(name);
    const value = given === null ? null : read(given);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
