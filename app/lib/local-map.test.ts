import { describe, expect, it } from "vitest";
import { areas } from "~/content/areas";
import { bearingOf, driveTimes, placeOf, type Bearing, type Place } from "~/content/drive-times";
import { suburbs } from "~/content/suburbs";
import { localMapDrawing, mapStudio } from "./local-map";

describe("the drawn local map", () => {
  it("knows which way every local page's place lies from the studio, and only Bangor is the studio's own", () => {
    for (const page of [...suburbs, ...areas]) expect(bearingOf(placeOf(page.slug)), page.slug).toMatch(/^(N|NE|E|SE|S|SW|W|NW|here)$/);
    expect((Object.keys(driveTimes) as Place[]).filter((place) => bearingOf(place) === "here")).toEqual(["bangor"]);
  });

  it("puts a place on its side of the studio, inside the drawing, and draws the drive from it to the studio", () => {
    const side: Record<Bearing, [number, number]> = { N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1] };
    for (const [bearing, [dx, dy]] of Object.entries(side) as [Bearing, [number, number]][]) {
      const { place } = localMapDrawing("Menai", bearing, "5–7 min");
      expect(Math.sign(place!.x - mapStudio.x), bearing).toBe(dx);
      // East and west sit level with the studio, give or take a few units; the rest above or below it.
      if (dy === 0) expect(Math.abs(place!.y - mapStudio.y), bearing).toBeLessThanOrEqual(8);
      else expect(Math.sign(place!.y - mapStudio.y), bearing).toBe(dy);
      for (const y of [place!.y, place!.labelY]) {
        expect(y, bearing).toBeGreaterThan(0);
        expect(y, bearing).toBeLessThan(180);
      }
      expect(place!.route.startsWith(`M${place!.x} ${place!.y} `), bearing).toBe(true);
      expect(place!.route.endsWith(` ${mapStudio.x} ${mapStudio.y}`), bearing).toBe(true);
      // The studio's name sits on the other side from the place, so the drive does not run through it.
      const { studio } = localMapDrawing("Menai", bearing, "5–7 min");
      if (dx !== 0) expect(Math.sign(studio.labelX - mapStudio.x), bearing).toBe(-dx);
    }
  });

  it("says in words what it shows", () => {
    expect(localMapDrawing("Menai", "W", "5–7 min").label).toBe("Drawn map: Menai lies west of the studio in Bangor, 5–7 min by car.");
    expect(localMapDrawing("Oyster Bay", "NE", "15–18 min").label).toBe("Drawn map: Oyster Bay lies north-east of the studio in Bangor, 15–18 min by car.");
    expect(localMapDrawing("Bangor", "here", "On-site")).toMatchObject({ label: "Drawn map: the studio in Bangor, on Yala Road.", place: null });
  });
});
