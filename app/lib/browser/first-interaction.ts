/**
 * The visitor's first interaction, listened for from the moment the shell hydrates (use-visit-tracking.ts),
 * before the analytics code has loaded: an interaction that came first is not missed, and third parties
 * start on it (no third-party request before the visitor's first interaction).
 */
const interactionEvents = ["pointerdown", "pointermove", "keydown", "touchstart", "scroll", "wheel"] as const;

let interactive: Promise<void> | undefined;

export function whenInteractive(): Promise<void> {
  interactive ??= new Promise<void>((resolve) => {
    const finish = () => {
      for (const name of interactionEvents) window.removeEventListener(name, finish, true);
      resolve();
    };
    for (const name of interactionEvents) window.addEventListener(name, finish, { capture: true, passive: true });
  });
  return interactive;
}
