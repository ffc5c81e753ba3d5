import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";
import { curlyAnswers } from "./support/quiz";

/**
 * Pages that name the shop's products and collections follow the owner's edits in /admin: a product she hides
 * leaves the blog, the hair-type quiz and the assistant's answers; a collection she renames is renamed on /sitemap.
 * Everything is put back at the end (other specs share the server and its seeded catalogue).
 */
test.describe.configure({ timeout: 240_000 });

/** Pages are kept per content revision; another instance's revision shows within seconds. */
const soon = { timeout: 30_000, intervals: [500, 1_000, 2_000] };

/** In the module of the curly-hair article (with two other products) and in the quiz's curly outcome. */
const mousse = { handle: "curl-defining-mousse", title: "Curl Defining Mousse", href: "/products/curl-defining-mousse" };
const article = "/blog/curly-hair-routine";
const collection = { handle: "treatments", title: "Treatments" };


async function setHidden(page: Page, hidden: boolean) {
  await page.goto(`/admin/products/${mousse.handle}`);
  await hydrated(page);
  await page.getByLabel(hidden ? "Hidden: not listed, not sold" : "Visible: listed and sold").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText(`${mousse.title} saved.`);
}

async function renameCollection(page: Page, title: string) {
  await page.goto(`/admin/collections/${collection.handle}`);
  await hydrated(page);
  await page.getByLabel("Name", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText(`${title} saved.`);
}

/** The curly outcome's product links, after answering the quiz in the article. */
async function curlyProducts(page: Page): Promise<(string | null)[]> {
  await page.goto("/blog/hair-type-quiz");
  await hydrated(page);
  const quiz = page.locator("[data-quiz]");
  await quiz.scrollIntoViewIfNeeded();
  await expect(page.locator("[data-deferred]").filter({ has: quiz })).toHaveAttribute("data-deferred", "ready");
  for (const [index, answer] of curlyAnswers.entries()) {
    await quiz.getByLabel(answer).check();
    await quiz.getByRole("button", { name: index === curlyAnswers.length - 1 ? /See my hair type/ : /Next question/ }).click();
  }
  const result = quiz.locator("[data-quiz-result]");
  await expect(result).toHaveAttribute("data-quiz-result", "curly");
  return result.locator('a[href^="/products/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

/** The assistant's page (it answers without JavaScript too): the answer and every link it offers. */
async function ask(page: Page, question: string) {
  await page.goto(`/ask?q=${encodeURIComponent(question)}`);
  await hydrated(page);
  const answer = page.locator("main");
  return {
    text: (await answer.textContent()) ?? "",
    links: await answer.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
  };
}

test("a product the owner hides leaves the blog, the quiz and the assistant; a renamed collection is renamed on the sitemap page", async ({
  page,
  visit,
}) => {
  const renamed = `Treatments & Masks ${Date.now().toString(36).toUpperCase()}`;
  const module = page.locator("[data-product-module]");

  // As sold today: the article's module shows the mousse with its picture, the quiz and the assistant recommend it.
  await visit(article);
  await expect(module.getByRole("link", { name: new RegExp(mousse.title) })).toHaveAttribute("href", mousse.href);
  const pictured = await module.locator("img").count();
  // Every product of the module is pictured, the mousse among them.
  await expect(module.getByRole("listitem")).toHaveCount(pictured);
  expect(pictured).toBeGreaterThan(1);
  expect(await curlyProducts(page)).toContain(mousse.href);
  const before = await ask(page, "how much is the curl defining mousse");
  expect(before.text).toContain(`${mousse.title} by`);
  expect(before.links).toContain(mousse.href);

  await loginAsOwner(page);
  try {
    await setHidden(page, true);
    await expectAccessible(page);
    await renameCollection(page, renamed);
    await expectAccessible(page);

    await expect(async () => {
      await page.goto(article);
      await expect(module.getByRole("listitem")).toHaveCount(pictured - 1);
    }).toPass(soon);
    // Neither the module nor the text links to the hidden product's page (a 404 now); the text keeps its words.
    await expect(page.locator(`a[href="${mousse.href}"]`)).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText(`${mousse.title} is perfect for fine curls`);
    await expect(module.getByRole("link")).toHaveCount(pictured - 1);
    await hydrated(page);
    await expectAccessible(page);

    const quizLinks = await curlyProducts(page);
    expect(quizLinks).not.toContain(mousse.href);
    expect(quizLinks).toContain("/products/pure-curl-cream");
    await expectAccessible(page);

    const after = await ask(page, "how much is the curl defining mousse");
    expect(after.text).not.toContain(`${mousse.title} by`);
    expect(after.links).not.toContain(mousse.href);
    await expectAccessible(page);

    await visit("/sitemap");
    const shopGroup = page.getByRole("region", { name: "Shop collections" });
    await expect(shopGroup.getByRole("link", { name: renamed })).toHaveAttribute("href", `/collections/${collection.handle}`);
    await expect(shopGroup.getByRole("link", { name: collection.title, exact: true })).toHaveCount(0);
  } finally {
    await setHidden(page, false);
    await renameCollection(page, collection.title);
  }

  await expect(async () => {
    await page.goto(article);
    await expect(module.getByRole("listitem")).toHaveCount(pictured);
  }).toPass(soon);
  await visit("/sitemap");
  await expect(
    page.getByRole("region", { name: "Shop collections" }).getByRole("link", { name: collection.title, exact: true }),
  ).toBeVisible();
});
