/**
 * npm run page-weight -- [base URL] [path...]: what each page asks the browser to style and lay out, measured
 * without timing anything, so two builds compare exactly: the elements of the page once loaded (Debian's Chromium,
 * the tests' flags) and the gzip size of the stylesheets it loads. Against a running server (`npm run build`, then
 * `PORT=4711 NODE_ENV=production DATA_DIR=$(mktemp -d) node server.ts`), by default http://127.0.0.1:4711 and the
 * bench's routes. Prints a table with each figure against its budget; exits 1 when a page is over.
 */
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { benchedRoutes } from "./bench-routes.ts";
import { chromiumFlags, requireBenchChromium } from "./chromium-flags.ts";

export type PageWeight = { path: string; elements: number; cssBytes: number[] };

/** The most elements a page may have: the full service menu is the one long page. */
export function elementBudget(path: string): number {
  return path === "/services" ? 1200 : 800;
}

/** The most CSS, gzip, a page may load. */
export const cssBudgetKb = 20;

const kb = (bytes: number) => bytes / 1024;

/** One line per page: elements and CSS KB, each with its budget and whether the page is within it. */
export function weightLines(weights: PageWeight[]): { lines: string[]; over: string[] } {
  const over: string[] = [];
  const lines = weights.map(({ path, elements, cssBytes }) => {
    const css = kb(cssBytes.reduce((sum, bytes) => sum + bytes, 0));
    const elementsOk = elements <= elementBudget(path);
    const cssOk = css <= cssBudgetKb;
    if (!elementsOk || !cssOk) over.push(path);
    return `${path.padEnd(54)} ${String(elements).padStart(5)} (${elementBudget(path)}) ${elementsOk ? "ok  " : "OVER"} ${css.toFixed(1).padStart(5)} KB (${cssBudgetKb}) ${cssOk ? "ok" : "OVER"}`;
  });
  return { lines: [`${"route".padEnd(54)} elements (budget)   CSS gzip (budget)`, ...lines], over };
}

async function weigh(base: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: requireBenchChromium(), args: chromiumFlags });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) {
      // A first visit each: what one page stored (recently viewed products, the bag) changes what the next one shows.
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const response = await page.goto(base + path, { waitUntil: "load" });
      if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
      const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
      const sheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
      const cssBytes = await Promise.all(sheets.map(async (href) => gzipSync(Buffer.from(await (await fetch(href)).arrayBuffer())).length));
      weights.push({ path, elements, cssBytes });
      await page.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base = "http://127.0.0.1:4711", ...paths] = process.argv.slice(2);
  const { lines, over } = weightLines(await weigh(base, paths.length > 0 ? paths : benchedRoutes.map((route) => route.path)));
  console.log(lines.join("\n"));
  if (over.length > 0) process.exitCode = 1;
}
