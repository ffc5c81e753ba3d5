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
