import type { CreateTypes } from "canvas-confetti";

/**
 * Confetti for the review funnel: canvas-confetti is loaded only when needed, and
 * skipped entirely for visitors who prefer reduced motion. It draws on our own
 * canvas without a worker (the CSP allows no blob: workers).
 */
let cannon: CreateTypes | undefined;

async function launcher(): Promise<CreateTypes> {
  if (cannon) return cannon;
  const { default: confetti } = await import("canvas-confetti");
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.cssText = "position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:2147483646";
  document.body.append(canvas);
  cannon = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  return cannon;
}

export async function celebrate(durationMs: number) {
  try {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const fire = await launcher();
    const end = Date.now() + durationMs;
    const colors = ["#d9a441", "#2f4a3e", "#ebd3c6", "#8fa89a", "#faf6ef"];
    const frame = () => {
      void fire({ particleCount: 4, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, colors });
      void fire({ particleCount: 4, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, colors });
      if (Date.now() < end) requestAnimationFrame(frame);
    };
    frame();
  } catch (error) {
    console.warn("Confetti unavailable", error);
  }
}
