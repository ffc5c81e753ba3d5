import { describe, expect, it } from "vitest";
import { benchRoutes, busyRuns, lighthouseFigures, median, medianFigures, ratio } from "./bench-figures.ts";

describe("the old site's routes", () => {
  it("reads ours -> old from its README's table: 'same' is the same path, a note after the path is left out", () => {
    const readme = [
      "Routes, ours → old:",
      "",
      "| ours | old |",
      "|---|---|",
      "| `/` | `/` |",
      "| `/blog/how-often-to-wash-your-hair` | `/blog/how-often-should-you-wash-your-hair` |",
      "| `/near/menai` | `/near/menai` (redirects to `/areas/menai-2234`) |",
      "| `/areas/menai-2234` | same |",
    ].join("\n");
    expect([...benchRoutes(readme)]).toEqual([
      ["/", "/"],
      ["/blog/how-often-to-wash-your-hair", "/blog/how-often-should-you-wash-your-hair"],
      ["/near/menai", "/near/menai"],
      ["/areas/menai-2234", "/areas/menai-2234"],
    ]);
  });
});

describe("figures", () => {
  const lhr = {
    categories: { performance: { score: 0.984 }, accessibility: { score: 1 }, "best-practices": { score: 0.96 }, seo: { score: null } },
    audits: {
      "largest-contentful-paint": { numericValue: 1100 },
      "first-contentful-paint": { numericValue: 900 },
      "total-blocking-time": { numericValue: 20 },
      "cumulative-layout-shift": { numericValue: 0 },
      "mainthread-work-breakdown": {
        numericValue: 1500,
        details: {
          items: [
            { group: "scriptEvaluation", duration: 300 },
            { group: "styleLayout", duration: 200 },
            { group: "styleLayout", duration: 50 },
            { group: "other", duration: 950 },
          ],
        },
      },
      "dom-size": { numericValue: 480 },
      "network-requests": {
        details: {
          items: [
            { resourceType: "Script", transferSize: 2048 },
            { resourceType: "Script", transferSize: 1024 },
            { resourceType: "Stylesheet", transferSize: 4096 },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 1700 },
  };

  it("reads each column from Lighthouse's own audits", () => {
    expect(lighthouseFigures(lhr)).toEqual({
      performance: 98,
      accessibility: 100,
      bestPractices: 96,
      seo: 0,
      lcpMs: 1100,
      fcpMs: 900,
      tbtMs: 20,
      cls: 0,
      mainThreadMs: 1500,
      styleLayoutMs: 250,
      scriptEvaluationMs: 300,
      domElements: 480,
      jsKb: 3,
      benchmarkIndex: 1700,
    });
  });

  it("an audit Lighthouse did not give is missing, not zero", () => {
    const figures = lighthouseFigures({ ...lhr, audits: {} });
    expect(figures.mainThreadMs).toBeNaN();
    expect(figures.styleLayoutMs).toBeNaN();
    expect(figures.jsKb).toBeNaN();
  });

  it("takes the median of what was measured, column by column", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
    const one = lighthouseFigures(lhr);
    expect(medianFigures([one, { ...one, lcpMs: 1300 }, { ...one, lcpMs: 1200 }]).lcpMs).toBe(1200);
  });

  it("a ratio is ours over the old site's, missing when either is", () => {
    expect(ratio(950, 1900)).toBe(0.5);
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(NaN, 3)).toBeNaN();
  });
});

describe("a machine too busy to report", () => {
  const runs = (...indexes: number[]) => indexes.map((benchmarkIndex, i) => ({ label: `run ${i + 1}`, benchmarkIndex }));

  it("a quiet run reports", () => {
    expect(busyRuns(runs(1800, 1750, 1690), 0.2)).toEqual([]);
  });

  it("a run under 80 % of the best index was slowed by something else", () => {
    expect(busyRuns(runs(1800, 1400, 1750), 0.2)).toEqual(["run 2: benchmark index 1400, under 80 % of the run's best (1800)"]);
  });

  it("a loaded machine at the start refuses every run, and a run with no index is refused", () => {
    expect(busyRuns(runs(1800, NaN), 1.5)).toEqual([
      "the machine's load average was 1.50 per core at the start (at most 0.5)",
      "run 2: benchmark index NaN, under 80 % of the run's best (1800)",
    ]);
  });
});
