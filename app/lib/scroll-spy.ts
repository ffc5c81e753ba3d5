/**
 * Scroll-spy for the /services jump bar: which section is "current" for a given
 * scroll position. Pure so the rule (a 200 px line below the top of the
 * viewport) is tested without a browser.
 */

export type SectionBox = { id: string; top: number; bottom: number };

/**
 * The section the reading line crosses, where the line sits `offset` px below
 * the top of the viewport and boxes are measured relative to the viewport (as
 * getBoundingClientRect gives them). Between sections (or above the first one)
 * nothing is current. When boxes overlap, the one that starts lowest wins: it
 * is the innermost or most recently entered.
 */
export function activeSection(boxes: readonly SectionBox[], offset: number): string | null {
  let current: SectionBox | null = null;
  for (const box of boxes) {
    if (box.top <= offset && box.bottom > offset && (!current || box.top >= current.top)) current = box;
  }
  return current?.id ?? null;
}
