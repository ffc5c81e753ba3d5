import { expect, expectAccessible, hydrated, test } from "./support/fixtures";

test.describe.configure({ timeout: 240_000 });

test("three first adds fired in the same tick by a new visitor land in one bag holding all three, 20 times over", async ({ browser }) => {
  for (let round = 0; round < 20; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/collections/hair-care");
    await hydrated(page);
    const added = await page.evaluate(async () => {
      const forms = [...document.querySelectorAll<HTMLFormElement>('form[action="/bag"]')].filter(
        (form) => form.querySelector<HTMLInputElement>('input[name="variantId"]')?.value && !form.querySelector("button[disabled]"),
      );
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      const cartKey = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
      // All three posts leave in this one tick, before any answer brings a cart cookie back.
      const answers = await Promise.all(
        forms.slice(0, 3).map((form) => {
          const body = new FormData(form);
          body.set("intent", "add");
          body.set("enhanced", "1");
          body.set("cartKey", cartKey);
          return fetch("/bag", { method: "POST", body }).then((answer) => answer.status);
        }),
      );
      return answers;
    });
    expect(added).toEqual([200, 200, 200]);
    await page.goto("/bag");
    const quantities = await page.getByTestId("bag-line-quantity").allTextContents();
    expect(quantities.reduce((sum, text) => sum + Number(/(\d+)$/.exec(text.trim())?.[1] ?? 0), 0), `round ${round}`).toBe(added.length);
    if (round === 0) await expectAccessible(page);
    await context.close();
  }
});
