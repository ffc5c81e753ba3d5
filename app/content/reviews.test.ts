import { describe, expect, it } from "vitest";
import { homeReviewRows, sampleReviews } from "./reviews";

describe("home review rows", () => {
  it("never show one review twice", () => {
    const { strip, testimonials } = homeReviewRows();
    const ids = [...strip, ...testimonials].map((review) => review.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("open the strip with the first reviews and fill the testimonials from the ones after it", () => {
    const { strip, testimonials } = homeReviewRows();
    expect(strip).toEqual(sampleReviews.slice(0, strip.length));
    expect(testimonials).toEqual(sampleReviews.slice(strip.length, strip.length + testimonials.length));
    expect(testimonials.length).toBeGreaterThan(0);
  });

  it("leave the testimonials empty rather than repeat when there are only a few reviews", () => {
    const { strip, testimonials } = homeReviewRows(sampleReviews.slice(0, 2));
    expect(strip).toHaveLength(2);
    expect(testimonials).toEqual([]);
  });
});
