/**
 * The drawn map on a suburb or area page, worked out on the server: where the place's marker sits on the drawing
 * (viewBox 320 × 180, the studio in the middle), which way its name reads, the drive drawn as a curve to the
 * studio, and the sentence a screen reader hears instead of the picture.
 */
import type { Bearing } from "~/content/drive-times";

export const mapStudio = { x: 160, y: 96 };

const markers: Record<Bearing, { x: number; y: number; anchor: "start" | "middle" | "end"; below: boolean }> = {
  N: { x: 160, y: 34, anchor: "middle", below: false },
  NE: { x: 262, y: 38, anchor: "end", below: false },
  E: { x: 290, y: 92, anchor: "end", below: false },
  SE: { x: 262, y: 140, anchor: "end", below: true },
  S: { x: 160, y: 142, anchor: "middle", below: true },
  SW: { x: 58, y: 140, anchor: "start", below: true },
  W: { x: 30, y: 92, anchor: "start", below: false },
  NW: { x: 58, y: 38, anchor: "start", below: false },
};

const compassWords: Record<Bearing, string> = {
  N: "north",
  NE: "north-east",
  E: "east",
  SE: "south-east",
  S: "south",
  SW: "south-west",
  W: "west",
  NW: "north-west",
};

export type LocalMapDrawing = {
  label: string;
  /** The studio's own label, on the side away from the place so the drive never crosses it. */
  studio: { labelX: number; labelY: number; anchor: "start" | "end" };
  place: { name: string; x: number; y: number; labelY: number; anchor: "start" | "middle" | "end"; route: string } | null;
};

/** The drawing for `place`, lying `lies` of the studio ("here" for Bangor itself), `driveTime` away ("5–7 min"). */
export function localMapDrawing(place: string, lies: Bearing | "here", driveTime: string): LocalMapDrawing {
  if (lies === "here") return { label: `Drawn map: the studio in ${place}, on Yala Road.`, studio: studioLabel(false, false), place: null };
  const { x, y, anchor, below } = markers[lies];
  // The drive bows away from the middle, so it reads as a road rather than a ruler line.
  const bend = { x: (x + mapStudio.x) / 2, y: Math.min(y, mapStudio.y) - 18 };
  return {
    label: `Drawn map: ${place} lies ${compassWords[lies]} of the studio in Bangor, ${driveTime} by car.`,
    studio: studioLabel(x > mapStudio.x, below),
    place: { name: place, x, y, labelY: below ? y + 22 : y - 12, anchor, route: `M${x} ${y} Q ${bend.x} ${bend.y} ${mapStudio.x} ${mapStudio.y}` },
  };
}

function studioLabel(placeOnRight: boolean, placeBelow: boolean): LocalMapDrawing["studio"] {
  return { labelX: placeOnRight ? mapStudio.x - 14 : mapStudio.x + 14, labelY: placeBelow ? mapStudio.y - 16 : mapStudio.y + 26, anchor: placeOnRight ? "end" : "start" };
}
