import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The site has one type scale, defined once in app/app.css (@theme --text-*). Every other size in app/ is refused:
 * Tailwind's own sizes (text-sm, text-2xl), arbitrary ones (text-[0.95rem]) and font-size written in CSS or a style.
 */

const appDir = path.dirname(new URL(import.meta.url).pathname);
const css = readFileSync(path.join(appDir, "app.css"), "utf8");
const theme = css.slice(css.indexOf("@theme {"), css.indexOf("\n}", css.indexOf("@theme {")));

/** The steps of the scale: the names app.css gives its --text-* tokens. */
const scale = [...theme.matchAll(/--text-([a-z0-9]+):/g)].map((match) => match[1]!);

const tailwindSizes = /^(?:xs|sm|base|lg|[2-9]?xl)$/;
/** An arbitrary value, text-[…] or text-(…), that is a length (not a colour such as text-[#fff] or text-(--brand)). */
const lengthValue = /^(?:length:|\d|\.\d|clamp\(|calc\(|min\(|max\(|var\(--text)/;

/** Every text size in a source that is not a step of the scale. */
function straySizes(source: string, steps: readonly string[] = scale): string[] {
  const found: string[] = [];
  for (const [token, value = ""] of source.matchAll(/(?<![\w-])text-(\[[^\]\s]+\]|\([^)\s]+\)|[a-z0-9]+)(?![\w-])/g)) {
    const size = /^[[(]/.test(value) ? lengthValue.test(value.slice(1, -1)) : tailwindSizes.test(value);
    if (size && !steps.includes(value)) found.push(token);
  }
  for (const [declaration] of source.matchAll(/font-size\s*:\s*[^;"'`}]+|fontSize=(?:\{[^}]*\}|"[^"]*")|fontSize\s*:\s*[^,}\s]+/g)) found.push(declaration.trim());
  return found;
}

/**
 * Sizes that are not typography, kept on purpose: each is part of a drawing or a mark, or not on a screen.
 * A file listed here may use exactly these and nothing else outside the scale.
 */
const exceptions: Record<string, { sizes: string[]; why: string }> = {
  "app/components/content/not-found-page.tsx": {
    sizes: ["text-[6rem]", "text-[8rem]"],
    why: "the giant 404 is a drawn numeral (aria-hidden), the page's art rather than its heading",
  },
  "app/components/layout/brand-mark.tsx": {
    sizes: ["text-[1.12rem]", "text-[1.3rem]", "text-[0.56rem]", "text-[0.62rem]"],
    why: "the logo: the name and the line under it are sized against each other as one mark",
  },
  "app/components/local/local-map.tsx": {
    sizes: ["text-[13px]", "text-[12px]", "text-[11px]"],
    why: "labels inside the drawn map's SVG are in the drawing's units and scale with the drawing",
  },
  "app/components/admin/week-chart.tsx": {
    sizes: ["fontSize={12}"],
    why: "axis labels inside the chart's SVG are in the drawing's units and scale with the drawing",
  },
  "app/app.css": {
    sizes: ["font-size: 0"],
    why: "0 hides the header's booking words behind its icon on a full phone header",
  },
  "app/back-office.css": {
    sizes: ["font-size: 11pt"],
    why: "the owner's to-prepare sheet is printed on A4, where sizes are in points",
  },
};

/** E-mails carry their sizes inline, in pixels: a mail client reads no stylesheet, so the scale cannot reach them. */
const isEmail = (file: string) => /^app\/server\/(mail-|campaign-content)/.test(file);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(path.dirname(appDir), path.join(entry.parentPath, entry.name)));
}

describe("the type scale", () => {
  it("is about five steps, each with its own line height", () => {
    expect(scale).toEqual(["small", "body", "lead", "h2", "h1", "display"]);
    for (const step of scale) expect(theme).toContain(`--text-${step}--line-height:`);
    // Tailwind's own sizes are switched off, so a stray one sets nothing even before this test catches it.
    expect(theme).toContain("--text-*: initial;");
  });

  it("refuses sizes outside the scale and lets the scale, colours and alignment through", () => {
    const fixture = `
      <p className="text-small text-muted text-center">fine</p>
      <h2 className="text-h2 text-[#1f2a24] sm:text-lead">fine</h2>
      <p className="text-sm sm:text-2xl text-[0.95rem] text-[length:var(--x)] text-(length:--y) text-(--ink)">refused</p>
      <span style={{ fontSize: 14 }} />
      .note { font-size: 0.9rem; }`;
    expect(straySizes(fixture)).toEqual(["text-sm", "text-2xl", "text-[0.95rem]", "text-[length:var(--x)]", "text-(length:--y)", "fontSize: 14", "font-size: 0.9rem"]);
  });

  it("is the only one used in app/", () => {
    const stray: Record<string, string[]> = {};
    for (const file of sources(appDir)) {
      if (isEmail(file)) continue;
      const allowed = exceptions[file]?.sizes ?? [];
      const found = straySizes(readFileSync(path.join(path.dirname(appDir), file), "utf8")).filter((size) => !allowed.includes(size));
      if (found.length) stray[file] = found;
    }
    expect(stray).toEqual({});
  });

  it("lists only exceptions that are still there", () => {
    for (const [file, { sizes }] of Object.entries(exceptions)) {
      const found = straySizes(readFileSync(path.join(path.dirname(appDir), file), "utf8"));
      for (const size of sizes) expect(found, file).toContain(size);
    }
  });
});
