import type { HeadersFunction } from "react-router";

/**
 * A route's `headers` export that passes on what was set for it: its parent's headers, then its
 * loader's, its action's and, on the route that shows an error, the thrown response's, later ones
 * winning. React Router drops a route's loader and action headers (all but cookies) unless the route
 * exports `headers`, so every page route whose loader or action sets one exports this.
 * Set-Cookie is left out: React Router carries cookies over by itself.
 */
export const forwardHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [parentHeaders, loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
};

/** The headers of a page or answer for one person (the back office, the assistant's replies): never kept by a cache, never indexed. */
export const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
