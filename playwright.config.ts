import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromium } from "./scripts/chromium-flags.ts";
import { freePortPair } from "./scripts/free-port.ts";
import { serverLogIn } from "./tests/e2e/support/server-log.ts";

// The server's port, E2E_PORT or else one the system says is free, so that two runs on one machine never meet.
// Chosen once, in the runner: its workers inherit the environment and read the same values back.
process.env.E2E_PORT ??= String(await freePortPair());
const port = Number(process.env.E2E_PORT);
/** Webhooks point at port + 1, where a test starts a stand-in when it wants them up (tests/e2e/support/webhook.ts). */
export const webhookPort = port + 1;
const baseURL = `http://localhost:${port}`;
// Every run starts from an empty database: the server migrates and seeds it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "wt-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Specs that change what public pages show (the hours and banner, the offer code, a policy, the blog's list of posts, the home hero)
 * or the prices other specs read (the service menu).
 */
const ownerSettingsSpecs = /(salon-settings|exit-offer-code|site-words|service-menu|service-links|blog-posts-admin|photo-slots)\.spec\.ts/;

/**
 * Specs that slow every new browser's sign-in for the rest of the run: the sign-in limits themselves, and the fuzz
 * whose wrong passwords set off the site-wide limit. The owner's own sign-ins in every spec come from her known
 * browser (tests/e2e/owner-browser.setup.ts), which the limit leaves alone; a staff member's do not.
 */
const signInLimitSpecs = /(owner-sign-in|hostile-input)\.spec\.ts/;
const ownerBrowserSetup = /owner-browser\.setup\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: testChromium, args: chromiumFlags },
  },
  projects: [
    { name: "owner-browser", testMatch: ownerBrowserSetup },
    {
      name: "desktop",
      testIgnore: [ownerSettingsSpecs, signInLimitSpecs],
      dependencies: ["owner-browser"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The owner's hours and banner are one per site and show on every page, and a post she publishes is the newest on
    // /blog and the home page: the specs that change them run after everything else, so no other spec reads them
    // while they are changed. Asked for by name,
    // they run on their own.
    {
      name: "owner-settings",
      testMatch: ownerSettingsSpecs,
      dependencies: process.argv.some((arg) => ownerSettingsSpecs.test(arg)) ? ["owner-browser"] : ["desktop"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The sign-in limits spec slows sign-in from every new browser for a quarter of an hour, as an attack would: it runs
    // last, when no other spec needs to sign in. Asked for by name, it runs on its own.
    {
      name: "sign-in-limits",
      testMatch: signInLimitSpecs,
      dependencies: process.argv.some((arg) => signInLimitSpecs.test(arg)) ? ["owner-browser"] : ["owner-settings"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // Its log (one JSON line per event) is kept beside its database: some specs read what the server itself
    // saw, and it is there to read when a test fails. Errors still show in the run's output.
    command: `exec node_modules/.bin/node server.ts >> '${serverLogIn(dataDir)}'`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Migrating and seeding a new database takes seconds alone, longer on a machine busy with another run.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      // The browser's pages are at baseURL: writes from them carry that origin.
      SITE_URL: baseURL,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "100000",
      // Every spec's browser comes from 127.0.0.1: one client to the server, setting off far more renders than a visitor.
      KEPT_PAGE_RENDERS_PER_MINUTE: "100000",
      ADMIN_PASSWORD: "e2e-admin-password",
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/leads`,
      NEWSLETTER_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/newsletter`,
      FEEDBACK_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/feedback`,
      OUTBOX_RETRY_BASE_MS: "1000",
      // Opens the embedded storefront's HTTP endpoint, so the Shopify-protocol specs can sell through it.
      EMBEDDED_STOREFRONT_TOKEN: "e2e-storefront-token",
    },
  },
});
