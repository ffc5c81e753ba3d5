// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

const keepFocusInView = vi.fn(() => ({ barShown: vi.fn(), dispose: vi.fn() }));
vi.mock("~/lib/browser/keep-focus-in-view", () => ({ keepFocusInView }));

describe("ScrollHelpers", () => {
  it("loads the keyboard focus guard on the first key pressed, not with the page", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const { ScrollHelpers } = await import("./scroll-helpers");
    const router = createMemoryRouter([{ path: "*", element: <ScrollHelpers /> }]);
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => createRoot(container).render(<RouterProvider router={router} />));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keepFocusInView).not.toHaveBeenCalled();

    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    await vi.waitFor(() => expect(keepFocusInView).toHaveBeenCalledTimes(1));
  });
});
