/**
 * What the bench reads from a Lighthouse result, and the rules it compares by: the old site's routes from its
 * README, medians, ratios, and when a run's machine was too busy for its figures to count.
 */

/** The figures of one Lighthouse run of one page. */
export type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's main-thread work breakdown, its total. */
  mainThreadMs: number;
  /** Of which style and layout. */
  styleLayoutMs: number;
  /** Of which script evaluation. */
  scriptEvaluationMs: number;
  domElements: number;
  /** Every script the page transferred in the run, as Lighthouse counts it (chunks loaded after paint included). */
  jsKb: number;
  benchmarkIndex: number;
};

type Audit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } };
type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, Audit | undefined>;
  environment: { benchmarkIndex: number };
};

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

/** The time one group of the main-thread breakdown took ("styleLayout", "scriptEvaluation", …). */
function groupMs(lhr: Lhr, group: string): number {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items;
  if (!items) return NaN;
  return items.filter((item) => item.group === group).reduce((sum, item) => sum + Number(item.duration ?? 0), 0);
}

/** Script bytes over the wire, from the network requests Lighthouse recorded. */
function scriptKb(lhr: Lhr): number {
  const items = lhr.audits["network-requests"]?.details?.items;
  if (!items) return NaN;
  return items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024;
}

export function lighthouseFigures(lhr: Lhr): Figures {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    mainThreadMs: numeric(lhr, "mainthread-work-breakdown"),
    styleLayoutMs: groupMs(lhr, "styleLayout"),
    scriptEvaluationMs: groupMs(lhr, "scriptEvaluation"),
    domElements: lhr.audits["dom-size-insight"]?.numericValue ?? numeric(lhr, "dom-size"),
    jsKb: scriptKb(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The median of the samples that were measured (a missing figure does not count). */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the runs. */
export function medianFigures(samples: Figures[]): Figures {
  const keys = Object.keys(samples[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as Figures;
}

/** ours / old, or NaN when either is missing or the old one is 0. */
export function ratio(ours: number, old: number): number {
  return Number.isFinite(ours) && Number.isFinite(old) && old !== 0 ? ours / old : NaN;
}

/**
 * The old site's README table of routes, ours -> old: rows of two code spans, "same" meaning the same path, and
 * anything after the old path (a note in brackets) left out.
 */
export function benchRoutes(readme: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const line of readme.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    if (cells.length < 4) continue;
    const ours = /^`([^`]+)`$/.exec(cells[1]!)?.[1];
    if (!ours) continue;
    const old = cells[2] === "same" ? ours : /^`([^`]+)`/.exec(cells[2]!)?.[1];
    if (old) routes.set(ours, old);
  }
  return routes;
}

/**
 * A run's figures count only on a quiet machine: a run whose benchmark index is under `share` of the best
 * index of the whole session was slowed by something else, and so is every run when the machine's load
 * average per core was over `loadPerCore` before it started. Returns what made the session too busy, or [].
 */
/** A run counts when its benchmark index is at least this share of the session's best. */
export const quietShare = 0.8;

export function busyRuns(
  runs: { label: string; benchmarkIndex: number }[],
  startLoadPerCore: number,
  { share = quietShare, loadPerCore = 0.5 } = {},
): string[] {
  const problems: string[] = [];
  if (startLoadPerCore > loadPerCore)
    problems.push(`the machine's load average was ${startLoadPerCore.toFixed(2)} per core at the start (at most ${loadPerCore})`);
  const best = Math.max(...runs.map((run) => run.benchmarkIndex).filter(Number.isFinite));
  for (const run of runs)
    if (!Number.isFinite(run.benchmarkIndex) || run.benchmarkIndex < best * share)
      problems.push(`${run.label}: benchmark index ${Math.round(run.benchmarkIndex)}, under ${Math.round(share * 100)} % of the run's best (${Math.round(best)})`);
  return problems;
}
