import { describe, expect, it } from "vitest";
import { revealScroll } from "./keep-focus-in-view";

// A phone: 800 px tall, sticky header ending at 72 px, the Book bar starting at 731 px.
const scroll = (top: number, height: number, topEdge = 72) => revealScroll({ top, bottom: top + height }, topEdge, 731, 800);

describe("revealScroll", () => {
  it("leaves a control alone when it shows between the header and the bar", () => {
    expect(scroll(100, 50)).toBe(0);
    expect(scroll(72, 50)).toBe(0);
    expect(scroll(680, 50)).toBe(0);
  });

  it("scrolls up a control whose top is under the sticky header, to 16 px below it", () => {
    expect(scroll(40, 50)).toBe(-48);
    expect(scroll(0, 20)).toBe(-88);
  });

  it("counts a sticky bar of section links under the header as part of the top", () => {
    // /services: header 72 px + jump bar 48 px.
    expect(scroll(96, 20, 120)).toBe(-40);
    expect(scroll(130, 20, 120)).toBe(0);
  });

  it("scrolls down a control with less than 24 px above the Book bar, to 16 px above it", () => {
    expect(scroll(720, 40)).toBe(45);
    expect(scroll(708, 30)).toBe(23);
    expect(scroll(706, 50)).toBe(0);
    // A small control wholly above the bar is fine even within 24 px of it.
    expect(scroll(708, 20)).toBe(0);
  });

  it("brings the top of a control taller than the room above the bar (a text area) just below the header", () => {
    expect(scroll(754, 700)).toBe(754 - 72 - 16);
    expect(scroll(754, 170)).toBe(754 + 170 - 731 + 16);
  });

  it("leaves to the browser what is wholly off screen", () => {
    expect(scroll(-200, 50)).toBe(0);
    expect(scroll(900, 50)).toBe(0);
  });

  it("once the browser's scrolling is over, brings back a control it stopped short of (the page grew meanwhile)", () => {
    const after = (top: number, height: number) => revealScroll({ top, bottom: top + height }, 72, 731, 800, { offscreen: true });
    expect(after(5054, 15)).toBe(5054 + 15 - 731 + 16);
    expect(after(-300, 20)).toBe(-300 - 72 - 16);
    expect(after(300, 20)).toBe(0);
  });

  it("without a bar (wide screens) the window's bottom edge is the limit", () => {
    expect(revealScroll({ top: 790, bottom: 960 }, 72, 800, 800)).toBe(176);
    expect(revealScroll({ top: 700, bottom: 750 }, 72, 800, 800)).toBe(0);
  });
});
