import { expect, expectAccessible, hydrated, test } from "./support/fixtures";

test.describe.configure({ timeout: 240_000 });

/** The bag's quantities added up, from the bag page's HTML. */
function bagQuantity(html: string) {
  // The quantity is the number the line's quantity element ends with, after its "Quantity" label for screen readers.
  return [...html.matchAll(/data-testid="bag-line-quantity"[^>]*>[\s\S]*?(\d+)\s*(?:<!-- -->)?\s*<\/span>/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

test("three first adds fired in the same tick by a new visitor land in one bag holding all three, 20 times over", async ({ page }) => {
  await page.goto("/collections/hair-care");
  await hydrated(page);
  for (let round = 0; round < 20; round++) {
    // Each round is a new visitor: no cart cookie, and a cart key of its own, as a fresh page makes one.
    await page.context().clearCookies();
    const added = await page.evaluate(async () => {
      const forms = [...document.querySelectorAll<HTMLFormElement>('form[action="/bag"]')].filter(
        (form) => form.querySelector<HTMLInputElement>('input[name="variantId"]')?.value && !form.querySelector("button[disabled]"),
      );
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      const cartKey = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
      // All three posts leave in this one tick, before any answer brings a cart cookie back.
      return Promise.all(
        forms.slice(0, 3).map((form) => {
          const body = new FormData(form);
          body.set("intent", "add");
          body.set("enhanced", "1");
          body.set("cartKey", cartKey);
          return fetch("/bag", { method: "POST", body }).then((answer) => answer.status);
        }),
      );
    });
    expect(added).toEqual([200, 200, 200]);
    const bag = await page.request.get("/bag");
    expect(bagQuantity(await bag.text()), `round ${round}`).toBe(added.length);
  }
  // The bag as the last round's visitor sees it.
  await page.goto("/bag");
  const quantities = await page.getByTestId("bag-line-quantity").allTextContents();
  expect(quantities.reduce((sum, text) => sum + Number(/(\d+)$/.exec(text.trim())?.[1] ?? 0), 0)).toBe(3);
  await expectAccessible(page);
});
