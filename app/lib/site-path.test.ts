import { describe, expect, it } from "vitest";
import { isPlainSitePath, onSitePath } from "./site-path";

/** Where a browser on https://salon.example goes when a redirect names `location`. */
const landsOn = (location: string) => new URL(location, "https://salon.example/some/page").host;

const slashes = ["/", "\\", "%2F", "%2f", "%5C", "%5c", "\t", "\n", "\r", " ", "\u0000", "\u001f", "/./", "/../", "%09", "%252F"];

/** Every path of two to four pieces from `slashes` around a host name, with and without the trailing slash. */
function hostilePaths(): string[] {
  const paths: string[] = [];
  for (const a of slashes)
    for (const b of slashes)
      for (const c of ["", ...slashes])
        for (const end of ["", "/", "//", "\\"]) paths.push(`/${a}${b}${c}evil.example${end}`, `${a}${b}${c}evil.example${end}`);
  return paths;
}

describe("a redirect's path stays on the site", () => {
  it("makes every start of slashes, backslashes, their encodings and whitespace one path", () => {
    const paths = hostilePaths();
    expect(paths.length).toBeGreaterThan(slashes.length ** 3);
    for (const path of paths) {
      const location = onSitePath(path.replace(/\/+$/, ""));
      expect(landsOn(location), JSON.stringify(path)).toBe("salon.example");
      expect(location.startsWith("/"), JSON.stringify(path)).toBe(true);
    }
  });

  it("leaves an ordinary path as it was", () => {
    for (const path of ["/", "/about", "/products/heat-defense-spray", "/blog/a%2Fb", "/near/menai"]) expect(onSitePath(path)).toBe(path);
    expect(onSitePath("//evil.example")).toBe("/evil.example");
    expect(onSitePath("/\\evil.example")).toBe("/evil.example");
    expect(onSitePath("")).toBe("/");
  });
});

describe("a plain path of this site", () => {
  it("is a path with one slash at its start, in printable ASCII", () => {
    for (const value of ["/admin", "/admin?s=leads&q=a%20b", "/admin/products/x/photos", "/dev/collections", "/admin#top"])
      expect(isPlainSitePath(value), value).toBe(true);
  });

  it("is never another site, a scheme, a line break or a character a header can't carry", () => {
    for (const value of [
      null,
      undefined,
      "",
      "admin",
      "//evil.example",
      "/\\evil.example",
      "\\/evil.example",
      "///evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "/admin\r\nSet-Cookie: x=1",
      "/admin\n",
      "/admin\t",
      "/admin é",
      "/admin\u0100",
      "/admin\u{1F600}",
      "/admin\\..\\x",
      " /admin",
      `/${"a".repeat(2001)}`,
    ])
      expect(isPlainSitePath(value), JSON.stringify(value)).toBe(false);
  });
});
