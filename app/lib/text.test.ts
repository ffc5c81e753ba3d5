import { describe, expect, it } from "vitest";
import { truncate } from "./text";

describe("truncate", () => {
  it("keeps short text as it is", () => {
    expect(truncate("  Lovely salon  ", 50)).toBe("Lovely salon");
  });
  it("cuts to the limit and adds an ellipsis", () => {
    const text = "Claire fixed my colour after a box-dye disaster and I could not be happier with it.";
    const cut = truncate(text, 50);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });
  it("cuts between words, never inside one", () => {
    expect(truncate("My hair used to puff up the second I walked outside in summer.", 50)).toBe(
      "My hair used to puff up the second I walked…",
    );
    expect(truncate("First time getting foils and I was nervous about it all", 40)).toBe("First time getting foils and I was…");
  });
  it("keeps a whole word that ends exactly at the limit", () => {
    expect(truncate("Lovely salon and lovely people", 12)).toBe("Lovely salon…");
  });
  it("drops a comma or dash left before the ellipsis", () => {
    expect(truncate("Warm, calm, unhurried, and so kind", 11)).toBe("Warm, calm…");
  });
  it("ends a cut at a full stop without an ellipsis", () => {
    expect(truncate("My four-year-old usually screams through haircuts. Not here.", 50)).toBe(
      "My four-year-old usually screams through haircuts.",
    );
  });
  it("cuts a single word longer than the limit where it must", () => {
    expect(truncate("Supercalifragilistic", 5)).toBe("Super…");
  });
});
