import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./escape-markup";

describe("escapeMarkup", () => {
  it("escapes the five characters that can end text or an attribute, ampersand first", () => {
    expect(escapeMarkup(`Tom & Jerry's "<b>"`)).toBe("Tom &amp; Jerry&#39;s &quot;&lt;b&gt;&quot;");
    expect(escapeMarkup("&amp;")).toBe("&amp;amp;");
  });
  it("leaves other text as it is", () => {
    expect(escapeMarkup("Wattle & Thread — Bangor NSW 2234 ✂")).toBe("Wattle &amp; Thread — Bangor NSW 2234 ✂");
  });
});
