import { describe, expect, it } from "vitest";
import { headingId, splitFrontmatter } from "./markdown-source";

describe("heading ids", () => {
  it("makes readable anchors", () => {
    expect(headingId('Why "hair type" is more than straight or curly')).toBe("why-hair-type-is-more-than-straight-or-curly");
    expect(headingId("Gloss, toner and colour: what's the difference?")).toBe("gloss-toner-and-colour-what-s-the-difference");
    expect(headingId("Your rights under the Australian Consumer Law")).toBe("your-rights-under-the-australian-consumer-law");
  });
  it("drops the markup and entities of a rendered heading", () => {
    expect(headingId("Costs &amp; times")).toBe("costs-times");
    expect(headingId("<em>Before</em> you book")).toBe("before-you-book");
  });
});

describe("frontmatter", () => {
  it("splits the YAML block from the body", () => {
    expect(splitFrontmatter("a.md", "---\ntitle: A\n---\n# Body\n")).toEqual({ head: "title: A", body: "# Body\n" });
    expect(splitFrontmatter("a.md", "---\r\ntitle: A\r\n---\r\nBody")).toEqual({ head: "title: A", body: "Body" });
  });
  it("refuses a file without it, naming the file", () => {
    expect(() => splitFrontmatter("returns.md", "# Returns")).toThrow("returns.md: missing the --- frontmatter block");
  });
});
