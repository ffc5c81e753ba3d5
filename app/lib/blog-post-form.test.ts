import { describe, expect, it } from "vitest";
import { missingProductProblems, postProductHandles, readPostForm } from "./blog-post-form";

const valid = {
  title: "Winter hair reset",
  excerpt: "Dry winter air leaves hair flat and full of static: the four changes I suggest to every client when it turns cold.",
  category: "Seasonal",
  author: "Mia",
  body: "Intro.\n\n## Wash less\n\nTwice a week. Try the [mask](/products/pure-hydrating-mask).",
  imageAlt: "Soft brown waves by a window",
  ctaType: "booking",
  focus: "top right",
};

describe("reading the post form", () => {
  it("makes a draft, its address from the title, its focus point from the choice", () => {
    const read = readPostForm(valid);
    expect(read).toMatchObject({ ok: true, draft: { slug: "winter-hair-reset", title: "Winter hair reset", cta: { type: "booking" }, productModule: null, focusX: 100, focusY: 0 } });
  });

  it("keeps the address of a post already written, whatever the form says", () => {
    expect(readPostForm({ ...valid, slug: "something-else" }, "winter-reset")).toMatchObject({ ok: true, draft: { slug: "winter-reset" } });
  });

  it("refuses a missing title, a short description, an unknown category and a missing author, each on its field", () => {
    const read = readPostForm({ ...valid, title: "  ", excerpt: "Too short.", category: "Gossip", author: "" });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.title).toBe("Give the post a title.");
    expect(read.problems.slug).toBeUndefined();
    expect(read.problems.excerpt).toMatch(/^Write 60 to 220 characters \(it has 10\)/);
    expect(read.problems.category).toMatch(/^Choose one of: Products/);
    expect(read.problems.author).toBe("Say who wrote the post.");
  });

  it("refuses an address that is not a slug, typed or made from a title without letters", () => {
    expect(readPostForm({ ...valid, slug: "Winter Hair!" })).toMatchObject({ ok: false, problems: { slug: expect.stringContaining("lowercase") } });
    expect(readPostForm({ ...valid, title: "!!!" })).toMatchObject({ ok: false, problems: { slug: expect.stringContaining("lowercase") } });
  });

  it("asks a service or product invitation for its address, in the right form", () => {
    expect(readPostForm({ ...valid, ctaType: "product", ctaLink: "/shop/mask" })).toMatchObject({ ok: false, problems: { ctaLink: "expected /products/<handle>" } });
    expect(readPostForm({ ...valid, ctaType: "service", ctaLink: "/services/colour/gloss" })).toMatchObject({
      ok: true,
      draft: { cta: { type: "service", servicePath: "/services/colour/gloss" } },
    });
    expect(readPostForm({ ...valid, ctaType: "" })).toMatchObject({ ok: false, problems: { ctaType: expect.any(String) } });
  });

  it("reads the product list from its filled rows, naming the row of a problem", () => {
    const rows = { moduleTitle: "What I use", module1Name: "Mask", module1Link: "/products/pure-hydrating-mask", module1Description: "Weekly moisture." };
    expect(readPostForm({ ...valid, ...rows })).toMatchObject({
      ok: true,
      draft: { productModule: { title: "What I use", products: [{ name: "Mask", link: "/products/pure-hydrating-mask", description: "Weekly moisture." }] } },
    });
    const bad = readPostForm({ ...valid, ...rows, module2Name: "Brush", module2Link: "brush" });
    expect(bad).toMatchObject({ ok: false, problems: { moduleProducts: expect.stringMatching(/^Product 2/) } });
    expect(readPostForm({ ...valid, moduleTitle: "What I use" })).toMatchObject({ ok: false, problems: { moduleProducts: expect.stringContaining("at least one") } });
    expect(readPostForm({ ...valid, module1Name: "Mask", module1Link: "/products/mask", module1Description: "Weekly." })).toMatchObject({
      ok: false,
      problems: { moduleTitle: expect.any(String) },
    });
  });
});

describe("the products a post names", () => {
  const read = readPostForm({
    ...valid,
    ctaType: "product",
    ctaLink: "/products/bond-repair-treatment",
    moduleTitle: "What I use",
    module1Name: "Mask",
    module1Link: "/products/gone-mask",
    module1Description: "Weekly moisture.",
  });
  if (!read.ok) throw new Error("the form should read");

  it("are found in the product list, the invitation and the links of the text", () => {
    expect(postProductHandles(read.draft)).toEqual([
      { handle: "gone-mask", field: "moduleProducts" },
      { handle: "bond-repair-treatment", field: "ctaLink" },
      { handle: "pure-hydrating-mask", field: "body" },
    ]);
  });

  it("must each be in the shop: a missing one is named on the field that names it", () => {
    const problems = missingProductProblems(postProductHandles(read.draft), new Set(["bond-repair-treatment", "pure-hydrating-mask"]));
    expect(problems).toEqual({ moduleProducts: "There is no product /products/gone-mask in the shop. Check the address, or add the product first." });
    expect(missingProductProblems(postProductHandles(read.draft), new Set(["bond-repair-treatment", "pure-hydrating-mask", "gone-mask"]))).toEqual({});
  });
});
