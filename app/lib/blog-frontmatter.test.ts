import { describe, expect, it } from "vitest";
import { parseBlogFile, splitBody } from "./blog-frontmatter";

const file = (frontmatter: string, body = "Intro.\n\n## One\n\nText.") => `---\n${frontmatter}\n---\n${body}\n`;
const valid = `slug: my-post
title: "A title"
excerpt: "An excerpt that is long enough to describe the post in a sentence or two for readers."
category: Treatments
date: "April 20, 2025"
readTime: "5 min read"
imageAlt: "Hair"
cta:
  type: booking`;

describe("parseBlogFile", () => {
  it("accepts a valid post and returns the body without the frontmatter", () => {
    const post = parseBlogFile("app/content/blog/my-post.md", file(valid));
    expect(post.frontmatter.slug).toBe("my-post");
    expect(post.frontmatter.cta).toEqual({ type: "booking" });
    expect(post.bodies).toEqual({ pickup: "Intro.\n\n## One\n\nText.", shipping: "Intro.\n\n## One\n\nText." });
  });

  it("resolves pick-up and shipping blocks, naming the line in the file when one is wrong", () => {
    const post = parseBlogFile("blog/my-post.md", file(valid, "Intro.\n\n::: pickup\n## Pick-up\n:::\n::: shipping\n## Shipping\n:::\n\nText."));
    expect(post.bodies).toEqual({ pickup: "Intro.\n\n## Pick-up\n\nText.", shipping: "Intro.\n\n## Shipping\n\nText." });
    // The frontmatter with its --- lines takes lines 1 to 11, so the body's third line is line 14.
    expect(() => parseBlogFile("blog/my-post.md", file(valid, "Intro.\n\n::: pick-up\nText.\n:::"))).toThrow(
      'blog/my-post.md:14: unknown block "::: pick-up"',
    );
  });

  it("names the file and the field for each problem", () => {
    const cases: [string, RegExp][] = [
      [valid.replace("slug: my-post", "slug: My Post"), /slug/],
      [valid.replace("category: Treatments", "category: Haircuts"), /category/],
      [valid.replace('"April 20, 2025"', '"2025-04-20"'), /date: expected a date/],
      [valid.replace('"5 min read"', '"five minutes"'), /readTime/],
      [valid.replace("type: booking", "type: service"), /cta.servicePath/],
      [valid.replace("type: booking", "type: product\n  productPath: /shop/thing"), /cta.productPath/],
      [valid.replace("type: booking", "type: phone"), /cta.type/],
      [`${valid}\nauthor: Someone`, /Unrecognized key|author/],
      [`${valid}\nproductModule:\n  title: Kit\n  products: []`, /productModule.products/],
    ];
    for (const [frontmatter, problem] of cases) {
      expect(() => parseBlogFile("blog/my-post.md", file(frontmatter)), frontmatter).toThrow(/blog\/my-post\.md/);
      expect(() => parseBlogFile("blog/my-post.md", file(frontmatter)), frontmatter).toThrow(problem);
    }
  });

  it("refuses a file without frontmatter, bad YAML, or named differently from its slug", () => {
    expect(() => parseBlogFile("blog/x.md", "Just text")).toThrow(/frontmatter block/);
    expect(() => parseBlogFile("blog/my-post.md", file("slug: [unclosed"))).toThrow(/not valid YAML/);
    expect(() => parseBlogFile("blog/other.md", file(valid))).toThrow(/named after its slug \(my-post\.md\)/);
  });
});

describe("splitBody", () => {
  it("takes the introduction before the first ## heading and one section per ## heading", () => {
    const parts = splitBody("First para.\n\nSecond para.\n\n## Alpha\n\nA text.\n\n### Sub\n\n- list\n\n## Beta\n\nB text.");
    expect(parts.introduction).toBe("First para.\n\nSecond para.");
    expect(parts.sections).toEqual([
      { heading: "Alpha", markdown: "A text.\n\n### Sub\n\n- list" },
      { heading: "Beta", markdown: "B text." },
    ]);
  });
});
