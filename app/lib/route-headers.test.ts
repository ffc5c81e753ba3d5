import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const routesDir = path.resolve("app/routes");
/** Signs that a page route's loader or action sets response headers (cookies travel on their own). */
const setsHeaders = /headers:\s*[{p]|"Cache-Control"|"X-Robots-Tag"|"Retry-After"|headersWithCookies\(/;
const exportsHeaders = /export (const|function|async function) headers\b/;

describe("route headers", () => {
  it("every page route whose loader or action sets a header exports `headers`, or React Router drops it", () => {
    const pages = readdirSync(routesDir).filter((file) => file.endsWith(".tsx"));
    const missing = pages.filter((file) => {
      const source = readFileSync(path.join(routesDir, file), "utf8");
      return setsHeaders.test(source) && !exportsHeaders.test(source);
    });
    expect(missing).toEqual([]);
  });
});
