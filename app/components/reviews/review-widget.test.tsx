// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReviewWidget } from "./review-widget";

afterEach(cleanup);

const src = "https://reviews.example.com/widget.js";

describe("ReviewWidget", () => {
  it("shows the sample reviews and loads nothing before the visitor interacts", () => {
    render(
      <ReviewWidget src={src}>
        <p>Sample reviews</p>
      </ReviewWidget>,
    );
    expect(screen.getByText("Sample reviews")).toBeTruthy();
    expect(document.querySelector(`script[src="${src}"]`)).toBeNull();
  });

  it("loads the script once after the first interaction and swaps the samples out when it has loaded", () => {
    const { container } = render(
      <ReviewWidget src={src}>
        <p>Sample reviews</p>
      </ReviewWidget>,
    );
    act(() => {
      window.dispatchEvent(new Event("pointerdown"));
      window.dispatchEvent(new Event("scroll"));
    });
    const scripts = document.querySelectorAll(`script[src="${src}"]`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect(screen.getByText("Sample reviews")).toBeTruthy();
    act(() => {
      scripts[0]?.dispatchEvent(new Event("load"));
    });
    expect(screen.queryByText("Sample reviews")).toBeNull();
    expect(container.querySelector("[data-review-widget-state]")?.getAttribute("data-review-widget-state")).toBe("ready");
  });

  it("keeps the sample reviews when the script fails", () => {
    render(
      <ReviewWidget src={src}>
        <p>Sample reviews</p>
      </ReviewWidget>,
    );
    act(() => window.dispatchEvent(new Event("keydown")));
    act(() => {
      document.querySelector(`script[src="${src}"]`)?.dispatchEvent(new Event("error"));
    });
    expect(screen.getByText("Sample reviews")).toBeTruthy();
  });
});
