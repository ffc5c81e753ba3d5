import { hairTypeQuiz } from "../../app/content/hair-type-quiz.ts";
import { expect, expectAccessible, test } from "./support/fixtures";
import { curlyAnswers } from "./support/quiz";

const article = "/blog/hair-type-quiz";


test.describe("hair-type quiz", () => {
  test(`asks ${hairTypeQuiz.questions.length} questions one at a time and shows the hair type with a routine, products and a service`, async ({ page, visit }) => {
    test.slow(); // two axe passes on a long page
    await visit(article);
    const quiz = page.locator("[data-quiz]");
    await quiz.scrollIntoViewIfNeeded();
    // The quiz's code loads as the reader reaches it; until then it is the plain form.
    await expect(page.locator("[data-deferred]").filter({ has: quiz })).toHaveAttribute("data-deferred", "ready");
    await expect(quiz.getByRole("heading", { name: "What's your hair type?" })).toBeVisible();
    const next = quiz.getByRole("button", { name: /Next question/ });
    for (const [index, answer] of curlyAnswers.entries()) {
      await expect(quiz.getByText(`Question ${index + 1} of ${hairTypeQuiz.questions.length}`)).toBeVisible();
      await expect(quiz.locator("fieldset")).toHaveCount(1);
      const submit = index === 6 ? quiz.getByRole("button", { name: /See my hair type/ }) : next;
      await expect(submit).toBeDisabled();
      await quiz.getByLabel(answer).check();
      if (index === 2) {
        // Going back keeps the earlier answer.
        await quiz.getByRole("button", { name: "Back" }).click();
        await expect(quiz.getByLabel(curlyAnswers[1]!)).toBeChecked();
        await next.click();
        await expect(quiz.getByLabel(answer)).toBeChecked();
      }
      await submit.click();
    }
    const result = quiz.locator("[data-quiz-result]");
    await expect(result).toHaveAttribute("data-quiz-result", "curly");
    await expect(result.getByRole("heading", { name: "Curls and waves" })).toBeVisible();
    await expect(result.getByRole("heading", { name: "Curls and waves" })).toBeFocused();
    await expect(result.locator("ol li")).toHaveCount(hairTypeQuiz.outcomes.find((outcome) => outcome.id === "curly")!.routine.length);
    await expect(result.getByRole("link", { name: "Pure Curl Defining Cream" })).toHaveAttribute("href", "/products/pure-curl-cream");
    await expect(result.getByRole("link", { name: "Long hair wash, cut & blow-dry" })).toHaveAttribute(
      "href",
      "/services/cut-packages/long-hair-wash-cut-blowdry",
    );
    await expectAccessible(page);

    await result.getByRole("button", { name: "Take the quiz again" }).click();
    await expect(quiz.getByText("Question 1 of 7")).toBeVisible();
    await expect(quiz.getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test("a tie goes to the outcome listed first", async ({ page, visit }) => {
    await visit(article, { axe: false });
    const quiz = page.locator("[data-quiz]");
    await quiz.scrollIntoViewIfNeeded();
    await expect(quiz.getByText("Question 1 of 7")).toBeVisible();
    // fine-flat ×2, thick-frizz ×2, blonde, colour-treated, dry-damaged: fine-flat is listed first.
    const answers = [
      "So fine I can barely feel it",
      "It puffs out and goes fuzzy all over",
      "Lightened: foils, balayage or all-over blonde",
      "It won't hold volume past lunchtime",
      "Only to fight frizz, and it never lasts the day",
      "Lost its richness and gone flat or warm in colour",
      "A treatment; my hair needs rescuing",
    ];
    for (const answer of answers) {
      await quiz.getByLabel(answer).check();
      await quiz.getByRole("button", { name: /Next question|See my hair type/ }).click();
    }
    await expect(quiz.locator("[data-quiz-result]")).toHaveAttribute("data-quiz-result", "fine-flat");
  });
});

test.describe("hair-type quiz without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(`lists all ${hairTypeQuiz.questions.length} questions in one form, scored on the server`, async ({ page }) => {
    await page.goto(article);
    const quiz = page.locator("[data-quiz]");
    await expect(quiz.locator("fieldset")).toHaveCount(hairTypeQuiz.questions.length);
    for (const answer of curlyAnswers) await quiz.getByLabel(answer).check();
    await quiz.getByRole("button", { name: /See my hair type/ }).click();
    await expect(page).toHaveURL(/\/blog\/hair-type-quiz#hair-type-quiz$/);
    await expect(page.locator("[data-quiz-result]")).toHaveAttribute("data-quiz-result", "curly");
    await expect(page.getByRole("heading", { name: "Curls and waves" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("What's your hair type?");
  });

  test("an incomplete form comes back with a clear message and a 400, keeping the answers", async ({ request }) => {
    const response = await request.post(article, { form: { intent: "hair-type-quiz", "strand-feel": "2", "air-dry": "9" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please answer all 7 questions to see your hair type.");
    expect(html).toMatch(/<input[^>]*id="strand-feel-2"[^>]*checked/);
    const wrongForm = await request.post(article, { form: { intent: "something-else" } });
    expect(wrongForm.status()).toBe(400);
    const elsewhere = await request.post("/blog/gloss-treatment-explained", { form: { intent: "hair-type-quiz" } });
    expect(elsewhere.status()).toBe(400);
  });
});
