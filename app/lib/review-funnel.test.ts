import { describe, expect, it } from "vitest";
import { reviewFunnel, salon } from "~/config/salon";
import { hapticPattern } from "./browser/haptics";
import { filledFields, ratingFrom } from "./feedback";
import { counterStart, counterValue, parseDraft, ratingDestination, ratingLabel, ratingReaction } from "./review-funnel";

describe("review funnel rules", () => {
  it("sends 1–3 stars to private feedback and 4–5 to the public review page", () => {
    expect([1, 2, 3, 4, 5].map(ratingDestination)).toEqual(["/reviews/feedback", "/reviews/feedback", "/reviews/feedback", "/reviews/google", "/reviews/google"]);
  });

  it("labels the stars Poor, Fair, Good, Great, Excellent", () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(["Poor", "Fair", "Good", "Great", "Excellent"]);
  });

  it("celebrates 4 and 5, sympathises with 1 and 2", () => {
    expect([1, 2, 3, 4, 5].map(ratingReaction)).toEqual(["sympathise", "sympathise", "none", "celebrate", "celebrate"]);
  });

  it("waits 600 ms, celebrates for 1 s, 2 s and 2 s, counts for 1.5 s", () => {
    expect(reviewFunnel).toMatchObject({ navigateDelayMs: 600, ratingConfettiMs: 1000, thankYouConfettiMs: 2000, publicEntryConfettiMs: 2000, counterMs: 1500 });
  });

  it("reads the rating from navigation state, defaulting to 3 for feedback and 5 for the public page", () => {
    expect(ratingFrom({ rating: 2 }, 3)).toBe(2);
    expect(ratingFrom(null, reviewFunnel.defaultFeedbackRating)).toBe(3);
    expect(ratingFrom({ rating: 9 }, reviewFunnel.defaultPublicRating)).toBe(5);
    expect(ratingFrom({ rating: "4" }, 5)).toBe(5);
  });

  it("counts happy clients up from 5 below the base (at least 1) to the base", () => {
    expect(reviewFunnel.happyClientsBase).toBe(salon.reviewSummary.count);
    expect(counterStart(53)).toBe(48);
    expect(counterStart(3)).toBe(1);
    expect(counterValue(48, 53, 0)).toBe(48);
    expect(counterValue(48, 53, 750)).toBeGreaterThan(48);
    expect(counterValue(48, 53, 750)).toBeLessThan(53);
    expect(counterValue(48, 53, 1500)).toBe(53);
    expect(counterValue(48, 53, 5000)).toBe(53);
  });

  it("counts the progress bar's filled fields by trimmed content, out of 3", () => {
    expect(reviewFunnel.progressFields).toBe(3);
    expect(filledFields({ name: "Ann", email: "  ", feedback: "" })).toBe(1);
    expect(filledFields({ name: "Ann", email: "a@b.co", feedback: " ok " })).toBe(3);
  });

  it("vibrates light 10 ms, medium 20 ms, heavy 40 ms", () => {
    expect([hapticPattern("light"), hapticPattern("medium"), hapticPattern("heavy")]).toEqual([10, 20, 40]);
    expect(hapticPattern("error")).toEqual([40, 60, 40]);
  });

  it("ignores a draft it cannot read", () => {
    expect(parseDraft('{"name":"Ann","email":"a@b.co","feedback":"Lovely"}')).toEqual({ name: "Ann", email: "a@b.co", feedback: "Lovely" });
    expect(parseDraft("{not json")).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });
});
