import { useEffect, useState } from "react";
import { measureOnScroll } from "~/lib/browser/measure-on-scroll";
import { readingProgress } from "~/lib/blog";

/** A thin bar fixed at the top of the window showing how much of the page has been read (0–100, updated on scroll). */
export function ReadingProgress() {
  const [percent, setPercent] = useState(0);
  useEffect(
    () =>
      measureOnScroll(() => setPercent(readingProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight))).stop,
    [],
  );
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
      data-testid="reading-progress"
      data-progress={percent}
    >
      <div
        className="h-full origin-left bg-wattle transition-transform duration-100 ease-out"
        style={{ transform: `scaleX(${percent / 100})` }}
      />
    </div>
  );
}
