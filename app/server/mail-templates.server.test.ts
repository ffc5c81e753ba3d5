import { describe, expect, it } from "vitest";
import { frizzFreePlan } from "~/content/lead-magnets";
import { exitIntentPlan } from "./mail-templates.server";

const unsubscribeUrl = "https://example.com/unsubscribe?token=t";

describe("the exit-intent plan e-mail", () => {
  it("hands out the code with what it gives today", () => {
    const mail = exitIntentPlan({ guide: frizzFreePlan, offer: { code: "FRIZZFREE5", off: "7%" }, unsubscribeUrl });
    expect(mail.subject).toBe("Your 7-Day Frizz-Free Plan and 7% off");
    expect(mail.text).toContain("Your code for 7% off anything in our online shop: FRIZZFREE5");
    expect(mail.html).toContain("<strong style=\"font-size:20px;letter-spacing:2px\">FRIZZFREE5</strong>");
  });

  it("still sends the plan, without a code, when the owner paused it after the offer was made", () => {
    const mail = exitIntentPlan({ guide: frizzFreePlan, offer: null, unsubscribeUrl });
    expect(mail.subject).toBe("Your 7-Day Frizz-Free Plan");
    expect(mail.text).not.toMatch(/code|% off/i);
    expect(mail.text).toContain("Day 7: Take stock");
  });
});
