/** Which guide goes out for which lead magnet, and the exit-intent plan's days. */
import { describe, expect, it } from "vitest";
import { leads } from "~/config/salon";
import { frizzFreePlan, generalGuide, guideFor, guideForPost } from "./lead-magnets";

describe("the exit-intent plan", () => {
  it("has one step a day for as many days as its title says, numbered in order", () => {
    const days = Number(/^(\d+)-Day /.exec(leads.exitIntent.title)?.[1]);
    expect(days).toBe(7);
    expect(frizzFreePlan.steps).toHaveLength(days);
    frizzFreePlan.steps.forEach((step, index) => expect(step.heading).toMatch(new RegExp(`^Day ${index + 1}: \\S`)));
    expect(frizzFreePlan.steps[0]?.heading).toBe("Day 1: Turn the shower down");
    expect(frizzFreePlan.steps.at(-1)?.heading).toBe("Day 7: Take stock");
  });

  it("carries the offer's slug and title; the discount is the mail's, as the code stands when it is sent", () => {
    expect(frizzFreePlan).toMatchObject({ slug: "exit_intent_frizz7", title: "7-Day Frizz-Free Plan" });
    expect(frizzFreePlan.closing).not.toMatch(/%|discount|code/);
  });
});

describe("guideFor", () => {
  it("finds a guide by its own slug", () => {
    for (const slug of ["exit_intent_frizz7", "salon-hair-care-guide", "blonde-care-guide", "smoothing-aftercare-guide"]) {
      expect(guideFor(slug).slug).toBe(slug);
    }
  });

  it("falls back to the guide for the slug's topic, then to the general guide", () => {
    expect(guideFor("humid-day-hair").slug).toBe("exit_intent_frizz7");
    expect(guideFor("purple-toner-tips").slug).toBe("blonde-care-guide");
    expect(guideFor("keratin-questions").slug).toBe("smoothing-aftercare-guide");
    expect(guideFor("something-else")).toBe(generalGuide);
    expect(guideFor("")).toBe(generalGuide);
  });
});

describe("guideForPost", () => {
  it("offers the blonde or smoothing guide for posts on those topics, the general guide otherwise", () => {
    expect(guideForPost("foils-vs-full-colour").slug).toBe("blonde-care-guide");
    expect(guideForPost("gloss-treatment-explained").slug).toBe("blonde-care-guide");
    expect(guideForPost("smoothing-aftercare-48-hours").slug).toBe("smoothing-aftercare-guide");
    expect(guideForPost("winter-hair-care")).toBe(generalGuide);
  });

  it("never offers the exit-intent plan, even on a post about frizz", () => {
    expect(guideForPost("taming-frizz-in-humid-weather")).toBe(generalGuide);
  });
});
