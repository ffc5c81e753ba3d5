import { existsSync } from "node:fs";

/**
 * The browser tests' Chromium: Debian's headless shell, the same engine as the browser without its window and
 * processes, which takes the tests about a fifth less time on two cores.
 */
export const testChromium = "/usr/bin/chromium-headless-shell";

/** The bench's Chromium: the whole browser, as a visitor runs it, for Lighthouse and the transfer counts. */
const benchChromium = "/usr/bin/chromium";

/** The bench's Chromium, or a clear message when it is not installed (npm test installs only the headless shell). */
export function requireBenchChromium(): string {
  if (!existsSync(benchChromium)) throw new Error(`The bench measures in Debian's Chromium, which is missing: install it with 'sudo apt-get install -y chromium' (expected at ${benchChromium}).`);
  return benchChromium;
}

/**
 * How the browser tests and the bench start Debian's Chromium on these machines: no sandbox (containers), no GPU,
 * no shared-memory files, and nothing fetched in the background that could disturb a test or a measurement.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
