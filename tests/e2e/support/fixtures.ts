import { test as base, expect, type Page } from "@playwright/test";
import axe from "axe-core";

/** Wait until React has hydrated: clicks before that are lost. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Holds back the page's requests whose address matches `matching` (by default its scripts, as on a slow phone: what
 * the visitor does meanwhile meets the server's HTML alone) until the returned function is called.
 */
export async function holdRequests(page: Page, matching: RegExp = /\/assets\/[^?]*\.js$/): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matching, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The axe rules every page is held to: WCAG 2.x A and AA, and axe's best practices. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe's violations on the page as it is now, one line each. axe-core is put into each frame once per document and
 * run there directly, each frame on its own: several times faster than a builder that opens a new page
 * for every check.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours mid-transition (a hover or a just-selected filter) would be measured half-way;
  // endless animations (spinners, skeleton pulses) never settle and are left alone.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  const found: string[] = [];
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axe.source);
    // A frame is part of its page: the rules about a whole page (one main landmark, a level-one heading) are the top document's.
    const violations = await frame.evaluate(
      async ({ tags, page }) => {
        const { run } = (window as unknown as { axe: typeof axe }).axe;
        const context = { include: [document], exclude: [], page, initiator: page } as unknown as Document;
        const results = await run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false });
        return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      },
      { tags: axeTags, page: frame === page.mainFrame() },
    );
    found.push(...violations.map((line) => (frame === page.mainFrame() ? line : `in frame ${frame.url().slice(0, 60)}: ${line}`)));
  }
  return found;
}

/** Fail on any axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Record what the page hands to navigator.sendBeacon (the browser edge of our
 * tracking); the beacon still goes to the server as usual. Beacons are read in
 * the order they were handed over, each once its body is read.
 */
export async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: Promise<unknown>[] = [];
    (window as unknown as { __beacons: Promise<unknown>[] }).__beacons = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) sent.push(data.text().then((text) => ({ url: String(url), body: JSON.parse(text) as unknown })));
      return original(url, data);
    };
  });
}

/** The beacons named `name` the page has handed over so far, in order. */
export async function beacons(page: Page, name: string): Promise<{ name: string; path: string; props: Record<string, unknown> }[]> {
  return page.evaluate(
    async (wanted) =>
      (await Promise.all((window as unknown as { __beacons?: Promise<{ body: { name: string } }>[] }).__beacons ?? []))
        .map((b) => b.body)
        .filter((b) => b.name === wanted),
    name,
  ) as never;
}

/** The addresses (with the viewport's width) this worker has already checked with axe on a visit. */
const checkedOnVisit = new Set<string>();

type Fixtures = {
  /** Go to a path, wait for hydration, and check the page with axe. */
  visit: (path: string, options?: { status?: number; axe?: boolean }) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  // Every page of every test runs under the real Content-Security-Policy: a script it refuses (an inline
  // script whose hash or nonce is missing) fails the test, even when nothing visible breaks.
  page: async ({ page }, use) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    expect(refused, "Content-Security-Policy violations").toEqual([]);
  },
  visit: async ({ page }, use) => {
    await use(async (path, options = {}) => {
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(options.status ?? 200);
      await hydrated(page);
      if (options.axe === false) return;
      // Each address at each width is checked the first time a test in this worker opens it: later visits find the
      // page as the first did (states a test brings about are checked with expectAccessible where it makes them).
      const seen = `${page.viewportSize()?.width ?? 0} ${path}`;
      if (checkedOnVisit.has(seen)) return;
      await expectAccessible(page);
      checkedOnVisit.add(seen);
    });
  },
});

export { expect };
