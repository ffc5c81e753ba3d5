/** How much of a focused control must show above the sticky Book bar before it counts as visible. */
const minimumVisiblePx = 24;
/** Room left between a revealed control and the sticky part it was under. */
const gapPx = 16;

type Band = { top: number; bottom: number };

/**
 * How far to scroll (px, negative is up; 0 for not at all) so that a focused box (viewport
 * coordinates) is not hidden under the sticky parts at the top (their lowest edge is `topEdge`)
 * or under the sticky bar at the bottom (its top edge is `visibleBottom`). A box counts as
 * hidden under the bar when less than 24 px of it (or less than all of a smaller box) shows
 * above the bar. What is wholly off screen is left to the browser, unless `offscreen` says the
 * browser's own scrolling is over (the page grew while it scrolled, and it stopped short).
 */
export function revealScroll(box: Band, topEdge: number, visibleBottom: number, viewportHeight: number, { offscreen = false } = {}): number {
  const up = box.top - topEdge - gapPx;
  if (box.bottom <= 0) return offscreen ? up : 0;
  if (box.top < topEdge) return up;
  const height = box.bottom - box.top;
  const showing = visibleBottom - box.top;
  if (box.top >= viewportHeight && !offscreen) return 0;
  // Its bottom above the bar, or, when it is taller than the room there, its top below the header.
  if (showing < Math.min(minimumVisiblePx, height)) return Math.min(box.bottom - visibleBottom + gapPx, up);
  return 0;
}

/** The lowest bottom edge of the sticky header and any sticky bar stuck below it (`data-sticky-top`). */
function stickyTopEdge(): number {
  let edge = 0;
  for (const part of document.querySelectorAll<HTMLElement>("header, [data-sticky-top]")) {
    const style = getComputedStyle(part);
    if (style.position !== "sticky" && style.position !== "fixed") continue;
    const box = part.getBoundingClientRect();
    // Only while it is stuck at its offset (before that it scrolls with the page like anything else).
    if (box.height > 0 && Math.abs(box.top - (parseFloat(style.top) || 0)) <= 1) edge = Math.max(edge, box.bottom);
  }
  return edge;
}

/**
 * Keyboard focus is never left hidden under the sticky header (or a sticky bar of
 * section links under it) or, on phones, under the sticky Book bar (WCAG 2.4.11).
 * The browser scrolls a newly focused control into view, honouring its
 * scroll-margin (app.css), but not when the control is already partly on screen
 * (a tall text area near the bottom edge), nor past extra sticky bars, nor when
 * the Book bar appears after focus moved (Shift+Tab from the top lands on the
 * footer's last link), nor when the page grows while it scrolls (sections that
 * load as they come near) so that its scrolling stops short of the control.
 */
function revealFocused({ offscreen = false } = {}) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || !focused.matches(":focus-visible")) return;
  // Dialogs scroll on their own; the sticky parts are never under themselves.
  if (focused.closest("dialog, header, [data-sticky-top], [data-sticky-bar]")) return;
  const bar = document.querySelector("[data-sticky-bar]")?.getBoundingClientRect();
  const visibleBottom = bar && bar.height > 0 ? bar.top : window.innerHeight;
  const delta = revealScroll(focused.getBoundingClientRect(), stickyTopEdge(), visibleBottom, window.innerHeight, { offscreen });
  if (delta !== 0) window.scrollBy({ top: delta });
}

/** The longest the browser's own (smooth) scrolling to a newly focused control is waited for. */
const settleMs = 4000;

/**
 * Checks each keyboard focus move at once, again whenever scrolling ends within a few
 * seconds of it (the browser's smooth scroll to the control, the bar appearing as the page
 * moves), and when the sticky bar appears (`barShown`) shortly after a move. Scrolling by
 * the visitor later on is left alone. Installed once the page is idle (no first paint needs
 * it), so it also checks the focus it finds then.
 */
export function keepFocusInView() {
  let pendingUntil = Date.now() + settleMs;
  const onFocusIn = () => {
    pendingUntil = Date.now() + settleMs;
    requestAnimationFrame(() => revealFocused());
  };
  const onScrollEnd = () => {
    if (Date.now() <= pendingUntil) revealFocused({ offscreen: true });
  };
  document.addEventListener("focusin", onFocusIn);
  window.addEventListener("scrollend", onScrollEnd);
  requestAnimationFrame(() => revealFocused());
  return {
    barShown() {
      if (Date.now() <= pendingUntil) requestAnimationFrame(() => revealFocused());
    },
    dispose() {
      document.removeEventListener("focusin", onFocusIn);
      window.removeEventListener("scrollend", onScrollEnd);
    },
  };
}
