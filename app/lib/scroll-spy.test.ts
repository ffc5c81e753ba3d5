import { describe, expect, it } from "vitest";
import { ui } from "~/config/salon";
import { activeSection } from "./scroll-spy";

describe("activeSection (200 px reading line)", () => {
  const offset = ui.scrollSpyOffsetPx;

  it("uses its offsets: 200 px to decide, 120 px to jump", () => {
    expect(ui.scrollSpyOffsetPx).toBe(200);
    expect(ui.jumpOffsetPx).toBe(120);
  });

  it("picks the section the line at 200 px crosses", () => {
    const boxes = [
      { id: "smoothing", top: -600, bottom: 150 },
      { id: "foil-packages", top: 150, bottom: 900 },
      { id: "colour", top: 900, bottom: 1500 },
    ];
    expect(activeSection(boxes, offset)).toBe("foil-packages");
  });

  it("counts a section whose top is exactly on the line, and not one whose bottom is", () => {
    expect(activeSection([{ id: "a", top: 200, bottom: 800 }], offset)).toBe("a");
    expect(activeSection([{ id: "a", top: -500, bottom: 200 }], offset)).toBeNull();
  });

  it("has no current section above the first one or in a gap between tracked sections", () => {
    expect(activeSection([{ id: "smoothing", top: 201, bottom: 900 }], offset)).toBeNull();
    const gap = [
      { id: "braids", top: -900, bottom: -100 },
      { id: "styling", top: 500, bottom: 1200 },
    ];
    expect(activeSection(gap, offset)).toBeNull();
  });

  it("prefers the innermost of overlapping boxes", () => {
    const nested = [
      { id: "outer", top: -100, bottom: 1000 },
      { id: "inner", top: 50, bottom: 400 },
    ];
    expect(activeSection(nested, offset)).toBe("inner");
  });
});
