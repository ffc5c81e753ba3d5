/**
 * npm run bench: measures the site against its performance budgets (README) and prints one table.
 *   - Lighthouse (mobile, default simulated throttling), median of 3 runs per budget route
 *   - first-load JavaScript and CSS (gzip) per route, read from the served HTML
 *   - autocannon on loopback, bounded in time: a kept page, the SSR product page, the lead endpoint
 * Results are also written to bench/results/<timestamp>.json.
 * Options: --quick (1 Lighthouse run, 5 s load tests), --skip-lighthouse, --skip-load, --only=/path,/other.
 *   --calibrated: the CPU slowdown is fitted to the machine's benchmark index (scripts/main-thread.ts), and
 *     each route also reports main-thread busy time in the first 6 s, DOM elements and hydrated React
 *     components, beside the old site's stored reference run (bench/reference/old-site.json) as ours / old.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as lighthouseThrottling } from "lighthouse/core/config/constants.js";
import { chromium } from "@playwright/test";
import { chromiumFlags } from "./chromium-flags.ts";
import { calibratedSlowdown, countHydratedComponents, mainThreadMs } from "./main-thread.ts";

const args = new Set(process.argv.slice(2));
const quick = args.has("--quick");
const calibrated = args.has("--calibrated");
const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const runs = quick ? 1 : 3;
const loadSeconds = quick ? 5 : 10;
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;

const routes = [
  { path: "/", kind: "content" },
  { path: "/services", kind: "content" },
  { path: "/services/smoothing/mid-length-straight-up-smoothing", kind: "content" },
  { path: "/blog/how-long-does-smoothing-last", kind: "content" },
  { path: "/near/menai", kind: "content" },
  { path: "/areas/menai-2234", kind: "content" },
  { path: "/collections/christmas-gift-packs", kind: "shop" },
  { path: "/products/heat-defense-spray", kind: "shop" },
  { path: "/contact", kind: "content" },
] as const;
const measured = routes.filter((route) => !only || only.includes(route.path));

type Reference = { routes: Record<string, { lcpMs: number; tbtMs: number; mainThreadMs: number; domElements: number }> };
const oldSite = JSON.parse(readFileSync("bench/reference/old-site.json", "utf8")) as Reference;

const budget = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  jsKb: { content: 130, shop: 160 },
  cssKb: 20,
  keptPageRps: 4000,
  productRps: 500,
  productP99Ms: 60,
  // Server time per assistant answer, p99.
  assistantP99Ms: 50,
  leadRps: 300,
};

/** Lighthouse's Chromium: the tests' flags, headless (Playwright makes its own headless). */
const chromeFlags = ["--headless=new", ...chromiumFlags];

/** The median of the samples that were measured (a run whose trace could not be read counts as missing). */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function startServer(): Promise<ChildProcess> {
  if (!existsSync("build/server/index.js")) {
    console.log("No build yet: building first...");
    await new Promise<void>((resolve, reject) =>
      spawn("npm", ["run", "build", "--silent"], { stdio: "inherit" }).on("exit", (code) =>
        code === 0 ? resolve() : reject(new Error("build failed")),
      ),
    );
  }
  const server = spawn(process.execPath, ["server.ts"], {
    // SITE_URL is the address pages post from (beacons, forms): writes from any other origin are refused.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "wt-bench-")),
      RATE_LIMIT_PER_MINUTE: "100000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill("SIGKILL");
  throw new Error("Server did not start");
}

/** Every module a script loads before it runs: its static imports, followed through the build (dynamic imports load later). */
function withStaticImports(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join("build/client", file), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      visit(path.posix.join(path.posix.dirname(file), m[1]!));
  };
  entries.forEach(visit);
  return [...seen];
}

/** Sum the gzip size of the scripts and styles a route's HTML loads on first visit. */
async function assetSizes(route: string): Promise<{ status: number; jsKb: number; cssKb: number }> {
  const response = await fetch(base + route);
  const html = await response.text();
  const files = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))];
  const entries = files(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="(\/assets\/[^"]+\.js)"/g);
  // The route modules and the entry are imported from an inline module script rather than a src attribute.
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?\(?"(\/assets\/[^"]+\.js)"/g))
    if (!entries.includes(m[1]!)) entries.push(m[1]!);
  const js = withStaticImports(entries);
  // The bundler may add an empty "#" fragment to the shell's stylesheet address.
  const css = files(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"#]+\.css)#?"/g);
  const gz = (file: string) => gzipSync(readFileSync(path.join("build/client", file))).length / 1024;
  return { status: response.status, jsKb: js.reduce((sum, f) => sum + gz(f), 0), cssKb: css.reduce((sum, f) => sum + gz(f), 0) };
}

type LighthouseRow = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
  mainThreadMs: number;
  domElements: number;
};

/** The benchmark index Lighthouse measures on this machine right now (one short run of the route). */
async function benchmarkIndex(route: string, chromePort: number): Promise<number> {
  const result = await lighthouse(base + route, { port: chromePort, output: "json", logLevel: "error", onlyAudits: ["dom-size"] });
  return result!.lhr.environment.benchmarkIndex;
}

/** Lighthouse now and then records a trace without its navigation start: that sample is missing, not the whole run. */
function readMainThread(trace: { traceEvents: unknown[] }, slowdown: number, route: string): number {
  try {
    return mainThreadMs(trace, slowdown);
  } catch (error) {
    console.warn(`${route}: main-thread time not read from this run's trace (${(error as Error).message})`);
    return NaN;
  }
}

async function lighthouseRoute(route: string, chromePort: number): Promise<LighthouseRow> {
  const samples: LighthouseRow[] = [];
  for (let i = 0; i < runs; i++) {
    // Calibrated before every run: the machine's load moves between runs, and the slowdown follows it.
    const calibration = calibrated ? await benchmarkIndex(route, chromePort) : null;
    const cpuSlowdown = calibration ? calibratedSlowdown(calibration) : lighthouseThrottling.mobileSlow4G.cpuSlowdownMultiplier;
    const result = await lighthouse(base + route, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    const lhr = result!.lhr;
    samples.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      // The index the slowdown was fitted to (the measured run takes its own, a few seconds later).
      benchmarkIndex: calibration ?? lhr.environment.benchmarkIndex,
      cpuSlowdown,
      mainThreadMs: readMainThread(result!.artifacts.Trace, cpuSlowdown, route),
      domElements: lhr.audits["dom-size-insight"]?.numericValue ?? NaN,
    });
  }
  const pick = (key: keyof LighthouseRow) => median(samples.map((s) => s[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    benchmarkIndex: pick("benchmarkIndex"),
    cpuSlowdown: pick("cpuSlowdown"),
    mainThreadMs: pick("mainThreadMs"),
    domElements: pick("domElements"),
  };
}

/** React components each route hydrates, counted in the page once it is interactive. */
async function hydratedComponents(paths: string[]): Promise<Map<string, number>> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: chromiumFlags,
  });
  const counts = new Map<string, number>();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    for (const route of paths) {
      await page.goto(base + route, { waitUntil: "networkidle" });
      counts.set(route, await page.evaluate(countHydratedComponents));
    }
  } finally {
    await browser.close();
  }
  return counts;
}

async function load(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 20, duration: loadSeconds, ...options });
  return {
    title,
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A real contact-form lead (the grouped payload of app/lib/lead-payload.ts), a different sender each time. */
function leadBody(i: number) {
  return JSON.stringify({
    contact: { name: `Bench Load${i}`, first_name: "Bench", last_name: `Load${i}`, email: `bench${i}@example.com`, phone: "0400000000" },
    context: {
      form_name: "contact_form",
      event_name: "contact_form_submit",
      timestamp: new Date().toISOString(),
      client_id: `bench-client-${i}`,
      source_page: "/contact",
    },
    consent: { marketing: false },
    free_text: { message: "Load test message from the bench script.", topic: "other", topic_label: "Other" },
  });
}

const server = await startServer();
const report: Record<string, unknown> = { date: new Date().toISOString(), runs, loadSeconds };
try {
  const rows: Record<string, unknown>[] = [];
  const chrome = args.has("--skip-lighthouse") ? null : await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags });
  for (const route of measured) {
    const sizes = await assetSizes(route.path);
    const row: Record<string, unknown> = {
      route: route.path,
      status: sizes.status,
      jsKb: sizes.jsKb,
      cssKb: sizes.cssKb,
      jsBudgetKb: budget.jsKb[route.kind],
    };
    if (chrome && sizes.status === 200) Object.assign(row, await lighthouseRoute(route.path, chrome.port));
    rows.push(row);
    console.log(`measured ${route.path}`);
  }
  await chrome?.kill();
  if (calibrated) {
    const counts = await hydratedComponents(measured.map((route) => route.path));
    for (const row of rows) row.hydratedComponents = counts.get(row.route as string);
  }
  report.routes = rows;
  report.calibrated = calibrated;

  // The assistant: each answer timed as the chat panel asks for it (loopback round trip, an upper bound of
  // the server's time), over questions that are answered and declined.
  const questions = [
    "how much is keratin smoothing",
    "opening hours",
    "is there parking",
    "how far from menai",
    "silk pillowcase price",
    "can i return a shampoo",
    "what is the capital of france",
  ];
  const timings: number[] = [];
  for (let round = 0; round < 30; round++) {
    for (const q of questions) {
      const started = performance.now();
      const answer = await fetch(`${base}/ask.data?${new URLSearchParams({ q, from: "/bench" })}`);
      await answer.arrayBuffer();
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  report.assistant = {
    answers: timings.length,
    p50Ms: timings[Math.floor(timings.length * 0.5)],
    p99Ms: timings[Math.floor(timings.length * 0.99)],
  };

  if (!args.has("--skip-load")) {
    // Pages are asked for as a browser asks for them, accepting compressed responses.
    const browserLike = { "accept-encoding": "gzip, deflate, br" };
    const loads = [await load("kept page /", { url: `${base}/`, headers: browserLike })];
    const product = await fetch(`${base}/products/heat-defense-spray`);
    if (product.status === 200)
      loads.push(await load("SSR product page", { url: `${base}/products/heat-defense-spray`, headers: browserLike }));
    const leadProbe = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: leadBody(0),
    });
    if (leadProbe.status !== 404) {
      let i = 1;
      loads.push(
        await load("lead endpoint POST /api/leads", {
          url: `${base}/api/leads`,
          method: "POST",
          headers: { "content-type": "application/json" },
          setupClient: (client) => client.setBody(leadBody(i++)),
        }),
      );
    }
    report.load = loads;
  }
} finally {
  server.kill("SIGTERM");
}

// One table against the budgets.
const mark = (ok: boolean) => (ok ? "ok " : "OVER");
const fmt = (n: unknown, digits = 0) => (typeof n === "number" && Number.isFinite(n) ? n.toFixed(digits) : "-");
console.log(
  "\nroute                                                  status  JS kB (budget)   CSS kB   perf a11y bp  seo  LCP ms  TBT ms  CLS",
);
for (const row of report.routes as Record<string, number | string>[]) {
  const jsOk = (row.jsKb as number) <= (row.jsBudgetKb as number);
  const cssOk = (row.cssKb as number) <= budget.cssKb;
  const lhOk =
    row.performance === undefined ||
    ((row.performance as number) >= budget.performance &&
      (row.accessibility as number) >= budget.accessibility &&
      (row.bestPractices as number) >= budget.bestPractices &&
      (row.seo as number) >= budget.seo &&
      (row.lcpMs as number) <= budget.lcpMs &&
      (row.tbtMs as number) <= budget.tbtMs &&
      (row.cls as number) <= budget.cls + 0.001);
  row.withinBudget = String(row.status === 200 && jsOk && cssOk && lhOk);
  console.log(
    `${String(row.route).padEnd(54)} ${String(row.status).padEnd(7)} ${fmt(row.jsKb, 1).padStart(6)} (${row.jsBudgetKb}) ${mark(jsOk)} ${fmt(row.cssKb, 1).padStart(5)} ${mark(cssOk)} ${fmt(row.performance).padStart(4)} ${fmt(row.accessibility).padStart(4)} ${fmt(row.bestPractices).padStart(3)} ${fmt(row.seo).padStart(4)} ${fmt(row.lcpMs).padStart(7)} ${fmt(row.tbtMs).padStart(7)} ${fmt(row.cls, 3).padStart(5)}  ${row.status !== 200 ? "MISSING" : mark(lhOk)}`,
  );
}
if (calibrated) {
  const ratio = (ours: unknown, old: number | undefined) =>
    typeof ours === "number" && old
      ? `${fmt(ours).padStart(6)} / ${String(old).padStart(5)} ${ours <= old ? "ok  " : "OVER"}`
      : "-".padStart(19);
  console.log("\ncalibrated (CPU slowdown fitted to the benchmark index; ours / old site's reference run)");
  console.log(
    "route                                                  bench  slow   LCP ours / old        TBT ours / old        main thread 6 s       DOM ours / old        hydrated",
  );
  for (const row of report.routes as Record<string, number | string>[]) {
    const old = oldSite.routes[row.route as string];
    console.log(
      `${String(row.route).padEnd(54)} ${fmt(row.benchmarkIndex).padStart(5)} ${fmt(row.cpuSlowdown, 1).padStart(5)}  ${ratio(row.lcpMs, old?.lcpMs)}  ${ratio(row.tbtMs, old?.tbtMs)}  ${ratio(row.mainThreadMs, old?.mainThreadMs)}  ${ratio(row.domElements, old?.domElements)}  ${fmt(row.hydratedComponents).padStart(6)}`,
    );
  }
}
if (report.load) {
  console.log("\nload (loopback, autocannon, 20 connections)            req/s    p99 ms  non-2xx  budget");
  for (const row of report.load as { title: string; rps: number; p99Ms: number; non2xx: number }[]) {
    const ok = row.title.startsWith("kept")
      ? row.rps >= budget.keptPageRps
      : row.title.startsWith("SSR")
        ? row.rps >= budget.productRps && row.p99Ms <= budget.productP99Ms
        : row.rps >= budget.leadRps;
    console.log(
      `${row.title.padEnd(54)} ${String(row.rps).padStart(6)} ${String(row.p99Ms).padStart(8)} ${String(row.non2xx).padStart(8)}  ${mark(ok)}`,
    );
  }
}
if (report.assistant) {
  const a = report.assistant as { answers: number; p50Ms: number; p99Ms: number };
  console.log(
    `\nassistant: ${a.answers} answers, p50 ${a.p50Ms.toFixed(1)} ms, p99 ${a.p99Ms.toFixed(1)} ms (budget ${budget.assistantP99Ms}) ${mark(a.p99Ms <= budget.assistantP99Ms)}`,
  );
}
mkdirSync("bench/results", { recursive: true });
const file = path.join("bench/results", `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ ...report, budget }, null, 2));
console.log(`\nwritten ${file}`);
