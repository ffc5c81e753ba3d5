import type { Page } from "@playwright/test";

type Recorded = { __happyClientCounts: string[] };

/** From the next page load on, note every value the happy-clients counter shows, in order. */
export async function recordHappyClientCounts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as Recorded).__happyClientCounts = seen;
    new MutationObserver(() => {
      const value = document.querySelector("[data-testid=happy-clients]")?.textContent;
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The values the counter has shown on the current page. */
export async function happyClientCounts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as Recorded).__happyClientCounts);
}
