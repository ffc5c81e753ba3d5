import { describe, expect, it } from "vitest";
import { ui } from "~/config/salon";
import {
  blogCategories,
  blogLayout,
  categoryFromParam,
  categoryHref,
  countWords,
  filterPosts,
  newestFirst,
  parseBlogDate,
  readingProgress,
  relatedPosts,
  shareLinks,
  type BlogCategory,
} from "./blog";

const post = (slug: string, category: BlogCategory, isoDate: string) => ({ slug, category, isoDate });

const posts = [
  post("a-treat", "Treatments", "2025-01-01"),
  post("b-treat", "Treatments", "2025-06-01"),
  post("c-prod", "Products", "2025-09-01"),
  post("d-treat", "Treatments", "2024-03-01"),
  post("e-well", "Wellness", "2025-12-01"),
  post("f-prod", "Products", "2023-01-01"),
];

describe("blog dates", () => {
  it("reads the posts' written dates as calendar days", () => {
    expect(parseBlogDate("April 20, 2025")).toBe("2025-04-20");
    expect(parseBlogDate("January 9, 2025")).toBe("2025-01-09");
    expect(parseBlogDate("February 29, 2024")).toBe("2024-02-29");
  });

  it("refuses anything that is not a real day in that form", () => {
    for (const bad of ["February 30, 2025", "April 20 2025", "20 April 2025", "2025-04-20", "april 20, 2025", "April 07, 2025", ""]) {
      expect(parseBlogDate(bad), bad).toBeUndefined();
    }
  });

  it("orders newest first, ties by slug", () => {
    expect(
      newestFirst([post("b", "Products", "2025-01-01"), post("a", "Products", "2025-01-01"), post("c", "Products", "2026-01-01")]).map(
        (p) => p.slug,
      ),
    ).toEqual(["c", "a", "b"]);
  });
});

describe("category filter", () => {
  it("has 'all' plus the six post categories", () => {
    expect(blogCategories).toEqual(["Products", "Wellness", "Hair Care", "Treatments", "Seasonal", "Education"]);
  });

  it("reads a category from its name or slug in any case; anything else means all posts", () => {
    expect(categoryFromParam("Treatments")).toBe("Treatments");
    expect(categoryFromParam("hair-care")).toBe("Hair Care");
    expect(categoryFromParam("Hair Care")).toBe("Hair Care");
    expect(categoryFromParam("HAIR+CARE")).toBe("Hair Care");
    expect(categoryFromParam("all")).toBeUndefined();
    expect(categoryFromParam("")).toBeUndefined();
    expect(categoryFromParam(null)).toBeUndefined();
  });

  it("links each category as a URL parameter that reads back to the same category", () => {
    expect(categoryHref()).toBe("/blog");
    expect(categoryHref("Treatments")).toBe("/blog?category=Treatments");
    for (const category of blogCategories) {
      const value = new URL(categoryHref(category), "http://x").searchParams.get("category");
      expect(categoryFromParam(value)).toBe(category);
    }
  });

  it("filters to one category, newest first", () => {
    expect(filterPosts(posts, "Treatments").map((p) => p.slug)).toEqual(["b-treat", "a-treat", "d-treat"]);
    expect(filterPosts(posts).map((p) => p.slug)).toEqual(["e-well", "c-prod", "b-treat", "a-treat", "d-treat", "f-prod"]);
  });

  it("lays out 1 featured, 2 large and the rest regular, for any number of posts", () => {
    const six = blogLayout([1, 2, 3, 4, 5, 6]);
    expect(six).toEqual({ featured: 1, large: [2, 3], regular: [4, 5, 6] });
    expect(blogLayout([1, 2])).toEqual({ featured: 1, large: [2], regular: [] });
    expect(blogLayout([])).toEqual({ featured: undefined, large: [], regular: [] });
  });
});

describe("related posts", () => {
  it("gives the same category first, then others to fill, limit 3 by default, never the post itself", () => {
    expect(ui.relatedPostsLimit).toBe(3);
    expect(relatedPosts(posts, "a-treat").map((p) => p.slug)).toEqual(["b-treat", "d-treat", "e-well"]);
    expect(relatedPosts(posts, "e-well").map((p) => p.slug)).toEqual(["c-prod", "b-treat", "a-treat"]);
    expect(relatedPosts(posts, "c-prod", 2).map((p) => p.slug)).toEqual(["f-prod", "e-well"]);
  });

  it("fills from the newest posts when the slug is unknown", () => {
    expect(relatedPosts(posts, "nope").map((p) => p.slug)).toEqual(["e-well", "c-prod", "b-treat"]);
  });
});

describe("reading progress", () => {
  it("is the percentage scrolled, clamped to 0–100", () => {
    expect(readingProgress(0, 3000, 1000)).toBe(0);
    expect(readingProgress(1000, 3000, 1000)).toBe(50);
    expect(readingProgress(2000, 3000, 1000)).toBe(100);
    expect(readingProgress(2600, 3000, 1000)).toBe(100);
    expect(readingProgress(-50, 3000, 1000)).toBe(0);
  });

  it("copes with a page shorter than the window", () => {
    expect(readingProgress(0, 800, 1000)).toBe(0);
    expect(readingProgress(10, 800, 1000)).toBe(100);
  });
});

describe("word count", () => {
  it("counts words, not Markdown syntax or link targets", () => {
    expect(countWords("Hello **world**, see [my guide](/blog/a-long-slug-here).")).toBe(5);
    expect(countWords("- one\n- two\n\n1. three")).toBe(3);
    expect(countWords("Before\n\n::hair-type-quiz\n\nafter")).toBe(2);
    expect(countWords("Heat to 230°C — then stop")).toBe(5);
  });
});

describe("share links", () => {
  const links = shareLinks({ url: "https://example.com/blog/a?x=1", title: "Toning & you", excerpt: "Why blonde turns brassy." });

  it("uses the networks' share pages with the encoded URL", () => {
    expect(links.facebook).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fblog%2Fa%3Fx%3D1");
    expect(links.twitter).toBe("https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fblog%2Fa%3Fx%3D1&text=Toning%20%26%20you");
    expect(links.linkedin).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fblog%2Fa%3Fx%3D1");
  });

  it("writes an e-mail with the title as subject and the excerpt and link as body", () => {
    const mail = new URL(links.email);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("Toning & you");
    expect(mail.searchParams.get("body")).toBe("Why blonde turns brassy.\n\nRead it here: https://example.com/blog/a?x=1");
  });
});
