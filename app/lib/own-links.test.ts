import { describe, expect, it } from "vitest";
import { ownLinks } from "./own-links";

const origin = "https://wattleandthread.example";

describe("links in a stored e-mail", () => {
  it("links the site's own addresses and leaves the text around them", () => {
    expect(ownLinks(`Confirm: ${origin}/confirm?token=t&email=a%40b.co\nThanks`, origin)).toEqual([
      { text: "Confirm: " },
      { text: `${origin}/confirm?token=t&email=a%40b.co`, href: `${origin}/confirm?token=t&email=a%40b.co` },
      { text: "\nThanks" },
    ]);
  });

  it("keeps every other address as text, including look-alikes of the site", () => {
    for (const address of ["https://evil.example/phish", `${origin}.evil.example/x`, "http://wattleandthread.example/confirm", `https://user@evil.example/${origin}`]) {
      expect(ownLinks(`See ${address} now`, origin).every((part) => part.href === undefined)).toBe(true);
    }
  });
});
