/**
 * What the bench's calibrated mode measures beyond Lighthouse's own audits: a CPU slowdown fitted to the
 * machine, the main thread's busy time early in the load, and how many React components a page hydrates.
 */
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

/**
 * The old site's reference runs used Lighthouse's default slowdown of 4 on machines scoring 1,300 to 2,400
 * on its CPU benchmark: a simulated phone of about 1,850 / 4 benchmark points. A run on a faster (or idler)
 * machine is slowed more, on a slower (or busier) one less, so TBT and main-thread time compare between
 * runs and machines instead of following the load of the day.
 */
export const referencePhoneIndex = 1850 / 4;

export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  return Math.min(20, Math.max(1, Math.round((benchmarkIndex / referencePhoneIndex) * 100) / 100));
}

type Task = { startTime: number; endTime: number; parent?: unknown };

/**
 * The reference's main-thread figure is the busy time read from the trace as recorded: under simulated
 * throttling the trace is never slowed (its slowdown only feeds the simulated LCP and TBT). Its own numbers
 * show it: the old home page blocked for 571 ms (TBT, four times slowed) while its main thread was busy for
 * 542 ms, which only an unslowed figure allows. To compare, our trace is put on the reference machine's
 * clock: each task takes `slowdown / 4` times as long there (the slowdown is fitted so that a machine
 * running at the reference's middle index gets 4, that is 1).
 */
export const referenceSlowdown = 4;

/** Busy time of top-level main-thread tasks inside [0, windowMs] of the navigation, in ms, each task stretched by `scale`. */
export function busyTimeMs(tasks: Task[], scale: number, windowMs = 6000): number {
  let busy = 0;
  for (const task of tasks) {
    if (task.parent) continue;
    const start = task.startTime * scale;
    const end = task.endTime * scale;
    busy += Math.max(0, Math.min(end, windowMs) - Math.max(start, 0));
  }
  return busy;
}

/** Main-thread busy time in the first `windowMs` of a Lighthouse run's trace (its `artifacts.Trace`), on the reference machine's clock. */
export function mainThreadMs(trace: { traceEvents: unknown[] }, slowdown: number, windowMs = 6000): number {
  const processed = TraceProcessor.processTrace(trace as never);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timeOriginEvt.ts,
  );
  return busyTimeMs(tasks, slowdown / referenceSlowdown, windowMs);
}

/**
 * Runs in the page: the React components under the hydrated root (function, class, forwardRef and memo
 * fibers), which is the work hydration does on top of the HTML already painted.
 */
export function countHydratedComponents(): number {
  const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
  type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null };
  const root = key ? (document as unknown as Record<string, Fiber>)[key] : null;
  const componentTags = new Set([0, 1, 11, 14, 15]);
  let count = 0;
  const stack: Fiber[] = root ? [root] : [];
  while (stack.length) {
    const fiber = stack.pop()!;
    if (componentTags.has(fiber.tag)) count++;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return count;
}
