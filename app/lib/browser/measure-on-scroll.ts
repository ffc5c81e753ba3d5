/**
 * Calls `measure` now and again at most once a frame after any of `events` on the window (scroll and resize
 * unless told otherwise), so a burst of scroll events costs one layout read a frame. Returns `schedule` (asks
 * for one more measure next frame) and `stop` (removes the listeners and drops a pending frame), the latter
 * being what an effect returns.
 */
export function measureOnScroll(measure: () => void, events: readonly (keyof WindowEventMap)[] = ["scroll", "resize"]) {
  let frame = 0;
  const run = () => {
    frame = 0;
    measure();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(run);
  };
  run();
  // Passive: none of these listeners ever prevents scrolling. Focus events bubble to the window.
  for (const type of events) window.addEventListener(type, schedule, { passive: true });
  const stop = () => {
    for (const type of events) window.removeEventListener(type, schedule);
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };
  return { schedule, stop };
}
