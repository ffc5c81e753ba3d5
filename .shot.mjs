// usage: node shot.mjs <path> <name> [fullPage]
import { chromium } from "@playwright/test";
const [, , path, name, full = "1"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  page.on("console", (m) => { if (m.type() === "error") console.log(width, "console:", m.text()); });
  page.on("response", (r) => { if (r.status() >= 400) console.log(width, "HTTP", r.status(), r.url()); });
  await page.goto(`http://localhost:3420${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) console.log(width, "OVERFLOW", overflow);
  await page.screenshot({ path: `/tmp/leads-manual/shots/${name}-${width}.png`, fullPage: full === "1" });
  await page.close();
}
await browser.close();
