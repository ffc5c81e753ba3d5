import { describe, expect, it } from "vitest";
import { servicesFaqs } from "~/content/faqs";
import { policySlugs } from "../policies.server";
import { aboutView, changedFields, checkWords, findWordsItem, wordsItems, wordsPreview, type WordsItem } from "./items.server";

const item = (key: string): WordsItem => {
  const found = findWordsItem(key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
};

/** The item's first-run words with some fields changed, as its form would post them. */
const posted = (key: string, change: Record<string, string>) => ({ ...item(key).initial, ...change });

describe("the words the owner edits", () => {
  it("are the about page, every policy and every FAQ, each once", () => {
    expect(wordsItems.map((each) => each.key)).toEqual(["about", ...policySlugs, ...servicesFaqs.map((faq) => faq.id)]);
  });

  it("start from today's content, which passes every check", () => {
    for (const each of wordsItems) expect(checkWords(each, each.initial), each.key).toMatchObject({ ok: true });
  });

  it("refuse an unknown placeholder with its name, on its field only", () => {
    const checked = checkWords(item("returns"), posted("returns", { body: "Ask at {{giftCardDesk}} or call {{phone}}." }));
    expect(checked).toMatchObject({ ok: false, errors: { body: "{{giftCardDesk}} is not a known placeholder." } });
    expect(Object.keys(checked.ok ? {} : checked.errors)).toEqual(["body"]);
    const faq = checkWords(item("faq-patch-test"), posted("faq-patch-test", { question: "Do I need {{patchTest}} and {{nope}}?" }));
    expect(faq).toMatchObject({ ok: false, errors: { question: "{{patchTest}}, {{nope}} are not known placeholders." } });
  });

  it("refuse a setup block that is not closed, with its line", () => {
    const checked = checkWords(item("terms"), posted("terms", { body: "## Orders\n\nText.\n\n::: pickup\nCollect it.\n" }));
    expect(checked).toMatchObject({ ok: false, errors: { body: 'Line 5: "::: pickup" is never closed with ":::"' } });
    const plain = checkWords(item("about"), posted("about", { intro: "::: pickup\nHello\n:::" }));
    expect(plain).toMatchObject({ ok: false, errors: { intro: expect.stringContaining("only for the setup blocks") } });
  });

  it("refuse an empty field, one too long, a description too short once filled, and a philosophy point without its text", () => {
    expect(checkWords(item("privacy"), posted("privacy", { title: "  " }))).toMatchObject({ ok: false, errors: { title: "Please write the title." } });
    expect(checkWords(item("faq-patch-test"), posted("faq-patch-test", { answer: "x".repeat(2001) }))).toMatchObject({
      ok: false,
      errors: { answer: "At most 2,000 characters (this has 2,001)." },
    });
    expect(checkWords(item("privacy"), posted("privacy", { description: "Call {{phone}}." }))).toMatchObject({
      ok: false,
      errors: { description: expect.stringMatching(/^At least 50 characters once placeholders are filled in/) },
    });
    expect(checkWords(item("about"), posted("about", { philosophy: "Honest consultations" }))).toMatchObject({ ok: false, errors: { philosophy: expect.any(String) } });
  });

  it("keep only the item's own fields, with plain line endings and no trailing space", () => {
    const checked = checkWords(item("faq-patch-test"), { question: "  Patch test?  ", answer: "Yes.\r\nAlways.\n\n", extra: "ignored" });
    expect(checked).toEqual({ ok: true, words: { question: "Patch test?", answer: "Yes.\nAlways." } });
  });

  it("say which fields a save changed", () => {
    const policy = item("returns");
    expect(changedFields(policy, policy.initial, { ...policy.initial, body: "New" })).toBe("Changed text");
    expect(changedFields(policy, policy.initial, { ...policy.initial, title: "T", body: "New" })).toBe("Changed title, text");
    expect(changedFields(policy, policy.initial, policy.initial)).toBe("Saved without changes");
  });

  it("fill the about page's placeholders and lay out its paragraphs, lists and points", () => {
    const about = aboutView(
      posted("about", { intro: "{{founderName}} opened in {{openedYear}}.", philosophy: "One\nFirst text\n\nTwo\nSecond text", certifications: "A\n\nB\n" }),
      "pickup",
    );
    expect(about.intro).toMatch(/^\w+ opened in \d{4}\.$/);
    expect(about.philosophy.points).toEqual([
      { title: "One", text: "First text" },
      { title: "Two", text: "Second text" },
    ]);
    expect(about.certifications).toEqual(["A", "B"]);
  });

  it("preview the words as a visitor reads them in this setup, text escaped", () => {
    const faq = wordsPreview(item("faq-patch-test"), { question: "<b>Patch</b>?", answer: "::: pickup\nCall {{phone}}.\n:::\n::: shipping\nShipped.\n:::" }, "pickup", "2026-11-28");
    expect(faq).toContain("&lt;b&gt;Patch&lt;/b&gt;?");
    expect(faq).not.toContain("Shipped");
    expect(faq).not.toContain("{{phone}}");
    const policy = wordsPreview(item("returns"), posted("returns", { body: "## Refunds\n\nCall {{phone}}." }), "pickup", "2026-11-28");
    expect(policy).toContain('<h2 id="refunds">Refunds</h2>');
  });
});
