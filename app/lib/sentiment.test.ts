import { describe, expect, it } from "vitest";
import { analyseSentiment, rawSentimentScore, sentimentLabel, sentimentWords } from "./sentiment";

/** `n` neutral filler words, so the divisor can be set exactly. */
const filler = (n: number) => Array.from({ length: n }, () => "okay").join(" ");

describe("sentiment thresholds (0.5, 0.1, -0.1, -0.5)", () => {
  it.each([
    [1, "very positive"],
    [0.5, "very positive"],
    [0.49, "positive"],
    [0.1, "positive"],
    [0.09, "neutral"],
    [0, "neutral"],
    [-0.1, "neutral"],
    [-0.11, "negative"],
    [-0.5, "negative"],
    [-0.51, "very negative"],
    [-1, "very negative"],
  ] as const)("%d is %s", (score, label) => {
    expect(sentimentLabel(score)).toBe(label);
  });

  it("reaches each threshold exactly through the scoring", () => {
    // 60 words: divisor 6. Three ordinary positives = 3/6 = 0.5.
    const half = `love great clean ${filler(57)}`;
    expect(rawSentimentScore(half)).toBe(0.5);
    expect(analyseSentiment(half).label).toBe("very positive");
    // 100 words: divisor 10. One positive = 0.1; one negative = -0.1.
    expect(rawSentimentScore(`love ${filler(99)}`)).toBe(0.1);
    expect(analyseSentiment(`love ${filler(99)}`).label).toBe("positive");
    expect(rawSentimentScore(`rude ${filler(99)}`)).toBe(-0.1);
    expect(analyseSentiment(`rude ${filler(99)}`).label).toBe("neutral");
    // 60 words: three negatives = -0.5 is still "negative"; four = -0.667 is "very negative".
    expect(analyseSentiment(`rude bad hate ${filler(57)}`)).toMatchObject({ score: -0.5, label: "negative" });
    expect(analyseSentiment(`rude bad hate awful ${filler(56)}`).label).toBe("very negative");
  });
});

describe("sentiment scoring", () => {
  it("divides by 5 for short texts", () => {
    expect(rawSentimentScore("I love my new colour")).toBeCloseTo(1 / 5);
    expect(rawSentimentScore("The salon was clean and friendly")).toBeCloseTo(2 / 5);
  });

  it("counts strong words twice", () => {
    expect(rawSentimentScore("An exceptional colour job")).toBeCloseTo(2 / 5);
    expect(rawSentimentScore("It was a nightmare from start to finish")).toBeCloseTo(-2 / 5);
  });

  it("counts every substring match, lowercase", () => {
    expect(rawSentimentScore("LOVE it, love it, lovely")).toBeCloseTo(3 / 5);
  });

  it("clamps to -1..1", () => {
    expect(rawSentimentScore("incredible phenomenal exceptional amazing")).toBe(1);
    expect(rawSentimentScore("disgusting appalling disaster unacceptable")).toBe(-1);
  });

  it("is unknown for text of 10 characters or fewer", () => {
    expect(analyseSentiment("I love it!")).toEqual({ score: 0, label: "unknown", emoji: "🤔" });
    expect(analyseSentiment("I love it!!").label).not.toBe("unknown");
  });

  it("gives each label its emoji", () => {
    expect(analyseSentiment("Everything was amazing, the staff so friendly and the salon clean").emoji).toBe("😍");
    expect(analyseSentiment("Lovely colour, will be back").emoji).toBe("😊");
    expect(analyseSentiment("It was fine, nothing special").emoji).toBe("😐");
    expect(analyseSentiment("The colour was a bit expensive").emoji).toBe("😕");
    expect(analyseSentiment("The wait was terrible and the stylist was rude, really bad").emoji).toBe("😞");
  });

  it("never lists a word that also contains another listed word", () => {
    const all = Object.values(sentimentWords).flat();
    for (const word of all) {
      const inside = all.filter((other) => other !== word && word.includes(other));
      expect(inside, word).toEqual([]);
    }
  });
});
