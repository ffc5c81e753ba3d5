/**
 * All the JavaScript a page transfers in its first seconds when nobody touches it, as Lighthouse counts it (every
 * script response's bytes on the wire, headers included, chunks loaded after paint too), but counted in a plain
 * headless Chromium rather than timed: a phone-sized window, no interaction, a fixed wait.
 */
import { chromium, type Browser } from "playwright-core";
import { chromiumFlags, requireBenchChromium } from "./chromium-flags.ts";

/** What the network reported about one response, as the DevTools protocol gives it. */
export type ScriptResponse = { requestId: string; type: string; url: string };
export type Finished = { requestId: string; encodedDataLength: number };

/** The scripts a page transferred, largest first, in KB: only responses of type Script that finished loading. */
export function scriptTransfers(responses: ScriptResponse[], finished: Finished[]): { url: string; kb: number }[] {
  const bytes = new Map(finished.map((entry) => [entry.requestId, entry.encodedDataLength]));
  return responses
    .filter((response) => response.type === "Script" && bytes.has(response.requestId))
    .map((response) => ({ url: response.url, kb: bytes.get(response.requestId)! / 1024 }))
    .sort((a, b) => b.kb - a.kb);
}

/** The phone Lighthouse emulates: what is "in view" without scrolling. */
const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

export async function launchForTransfers(): Promise<Browser> {
  return chromium.launch({ executablePath: requireBenchChromium(), args: chromiumFlags });
}

/** Load `url`, wait `seconds` without any interaction, and report each script it transferred. */
export async function jsTransferred(browser: Browser, url: string, seconds = 10): Promise<{ url: string; kb: number }[]> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const responses: ScriptResponse[] = [];
    const finished: Finished[] = [];
    cdp.on("Network.responseReceived", (event) => responses.push({ requestId: event.requestId, type: event.type, url: event.response.url }));
    cdp.on("Network.loadingFinished", (event) => finished.push({ requestId: event.requestId, encodedDataLength: event.encodedDataLength }));
    await cdp.send("Network.enable");
    await page.goto(url);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return scriptTransfers(responses, finished);
  } finally {
    await context.close();
  }
}
