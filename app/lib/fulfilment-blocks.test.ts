import { describe, expect, it } from "vitest";
import { fulfilmentVariants } from "./fulfilment-blocks";

const lines = (...text: string[]) => text.join("\n");

describe("fulfilmentVariants", () => {
  it("keeps the text outside blocks in both setups and each block in its own", () => {
    const source = lines("Intro.", "", "::: pickup", "Collect it.", ":::", "::: shipping", "We post it.", "", "Or collect it.", ":::", "", "End.");
    expect(fulfilmentVariants("post.md", source)).toEqual({
      pickup: lines("Intro.", "", "Collect it.", "", "End."),
      shipping: lines("Intro.", "", "We post it.", "", "Or collect it.", "", "End."),
    });
  });

  it("lets a block hold a heading, a list item or nothing but one setup's passage", () => {
    const source = lines("::: shipping", "## Shipping", "", "Days.", ":::", "::: pickup", "## Pick-up", ":::", "", "1. First", "  ::: pickup  ", "2. Collect", "  :::");
    expect(fulfilmentVariants("post.md", source)).toEqual({
      pickup: lines("## Pick-up", "", "1. First", "2. Collect"),
      shipping: lines("## Shipping", "", "Days.", "", "1. First"),
    });
  });

  it("leaves Markdown without blocks as it is, Windows line ends included", () => {
    expect(fulfilmentVariants("post.md", "One.\r\n\r\n::hair-type-quiz\r\nTwo.")).toEqual({
      pickup: "One.\n\n::hair-type-quiz\nTwo.",
      shipping: "One.\n\n::hair-type-quiz\nTwo.",
    });
  });

  it("stops with the file and the line for an unknown, unclosed, nested, stray or empty block", () => {
    const cases: [string, string][] = [
      [lines("Text.", "::: delivery", "x", ":::"), 'post.md:12: unknown block "::: delivery" (expected "::: pickup" or "::: shipping")'],
      [lines("Text.", ":::pickups", "x", ":::"), 'post.md:12: unknown block "::: pickups"'],
      [lines("Text.", "::: pickup", "x"), 'post.md:12: "::: pickup" is never closed with ":::"'],
      [lines("::: pickup", "x", "::: shipping", "y", ":::"), 'post.md:13: "::: shipping" opens inside the "::: pickup" block of line 11'],
      [lines("Text.", "", ":::"), 'post.md:13: ":::" closes no block'],
      [lines("::: shipping", "", ":::"), 'post.md:11: "::: shipping" block is empty'],
    ];
    for (const [source, message] of cases) expect(() => fulfilmentVariants("post.md", source, 11), source).toThrow(message);
  });
});
