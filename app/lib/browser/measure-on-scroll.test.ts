// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { measureOnScroll } from "./measure-on-scroll";

describe("measureOnScroll", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] }));
  afterEach(() => vi.useRealTimers());

  it("measures at once, then once a frame however many scroll and resize events came", () => {
    const measure = vi.fn();
    const { stop } = measureOnScroll(measure);
    expect(measure).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("resize"));
    expect(measure).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextFrame();
    expect(measure).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
    expect(measure).toHaveBeenCalledTimes(3);
    stop();
  });

  it("listens to the events it is given only", () => {
    const measure = vi.fn();
    const { stop } = measureOnScroll(measure, ["focusin"]);
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersToNextFrame();
    expect(measure).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    vi.advanceTimersToNextFrame();
    expect(measure).toHaveBeenCalledTimes(2);
    stop();
  });

  it("measures next frame when asked, and never after stop, even with a frame pending", () => {
    const measure = vi.fn();
    const { schedule, stop } = measureOnScroll(measure);
    schedule();
    vi.advanceTimersToNextFrame();
    expect(measure).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event("scroll"));
    stop();
    vi.advanceTimersToNextFrame();
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
    expect(measure).toHaveBeenCalledTimes(2);
  });
});
