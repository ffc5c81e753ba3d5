import { useEffect, useState } from "react";
import { reviewFunnel } from "~/config/salon";
import { counterStart, counterValue } from "~/lib/review-funnel";

/** "Join N happy clients": counts up over 1.5 s to the base constant. Shows the final number before JavaScript and with reduced motion. */
export function HappyClientsCounter() {
  const end = reviewFunnel.happyClientsBase;
  const [value, setValue] = useState<number>(end);
  useEffect(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const start = counterStart(end);
    let began: number | undefined;
    let frame = 0;
    const step = (now: number) => {
      // The clock starts on the first frame, so the count always begins at the start value.
      began ??= now;
      const next = counterValue(start, end, now - began);
      setValue(next);
      if (next !== end) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [end]);
  return (
    <p className="mt-6 text-lead text-muted">
      Join{" "}
      <strong className="font-display text-h2 font-semibold text-eucalyptus tabular-nums" data-testid="happy-clients">
        {value}
      </strong>{" "}
      happy clients
      <span className="sr-only"> ({end} reviews so far)</span>
    </p>
  );
}
