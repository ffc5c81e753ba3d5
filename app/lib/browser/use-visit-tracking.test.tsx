// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

const startThirdParties = vi.fn();
const trackPageView = vi.fn();
vi.mock("./analytics", () => ({ startThirdParties }));
vi.mock("./tracking", () => ({ trackPageView }));

describe("useVisitTracking", () => {
  it("records the page view on arrival, and starts analytics only on the visitor's first interaction", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const { useVisitTracking } = await import("./use-visit-tracking");
    function Shell() {
      useVisitTracking();
      return <p>Page</p>;
    }
    const router = createMemoryRouter([{ path: "*", element: <Shell /> }], { initialEntries: ["/services?from=menu"] });
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => createRoot(container).render(<RouterProvider router={router} />));

    expect(trackPageView).toHaveBeenCalledExactlyOnceWith("/services", "?from=menu");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startThirdParties).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("pointerdown"));
    await vi.waitFor(() => expect(startThirdParties).toHaveBeenCalledTimes(1));

    await act(async () => void router.navigate("/contact"));
    expect(trackPageView).toHaveBeenLastCalledWith("/contact", "");
    expect(startThirdParties).toHaveBeenCalledTimes(1);
  });
});
