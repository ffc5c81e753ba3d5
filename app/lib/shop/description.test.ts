import { describe, expect, it } from "vitest";
import { descriptionBullet, descriptionFallback, sentences, shortDescription } from "./description";

describe("product description", () => {
  it("keeps the first three sentences", () => {
    const text = "First sentence is long enough. Second one is also long. Third sentence is here too! Fourth is dropped entirely.";
    expect(shortDescription(text)).toBe("First sentence is long enough. Second one is also long. Third sentence is here too!");
  });

  it("skips sentences of 10 characters or fewer", () => {
    // "Love it." is 8 characters, "Ten chars." is exactly 10: neither counts.
    const text = "Love it. Ten chars. A light mist for every hair type. Use it daily? Shields hair up to 230°C. Last one here.";
    expect(shortDescription(text)).toBe("A light mist for every hair type. Use it daily? Shields hair up to 230°C.");
  });

  it("falls back when no sentence is long enough or there is no text", () => {
    expect(shortDescription("Nice. Good.")).toBe(descriptionFallback);
    expect(shortDescription("")).toBe(descriptionFallback);
    expect(shortDescription(null)).toBe(descriptionFallback);
  });

  it("splits on sentence ends and collapses white space", () => {
    expect(sentences("One  two.\nThree four!  Five?")).toEqual(["One two.", "Three four!", "Five?"]);
  });

  it("makes the spotlight bullet from the first 40 characters", () => {
    const text = "A lightweight heat protectant mist that shields hair from blow-dryers.";
    const bullet = descriptionBullet(text, 40);
    expect(bullet).toBe(`${text.slice(0, 40).trimEnd()}…`);
    expect(bullet.replace("…", "").length).toBeLessThanOrEqual(40);
    expect(descriptionBullet("Short one.", 40)).toBe("Short one.");
  });
});
