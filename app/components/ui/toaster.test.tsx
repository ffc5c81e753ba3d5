// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** The list renders (as an empty list too) once its code has loaded. */
const listLoaded = vi.fn();
vi.mock("./toast-list", () => ({
  ToastList: ({ list }: { list: { id: number; title: string }[] }) => {
    listLoaded();
    return <ul>{list.map((item) => <li key={item.id}>{item.title}</li>)}</ul>;
  },
}));

/** A fresh page: the first interaction is module state, as on a real page, which starts once. */
async function renderToaster() {
  vi.resetModules();
  listLoaded.mockClear();
  const { Toaster } = await import("./toaster");
  const { toast } = await import("~/lib/browser/toast-store");
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => createRoot(container).render(<Toaster />));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { container, toast };
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe("Toaster", () => {
  it("does not load the toast list's code with the page, and loads it with a toast that comes first", async () => {
    const { container, toast } = await renderToaster();
    expect(listLoaded).not.toHaveBeenCalled();
    expect(container.textContent).toBe("");

    await act(async () => void toast.success("Added to bag!"));
    await vi.waitFor(() => expect(container.textContent).toBe("Added to bag!"));
  });

  it("loads it on the visitor's first interaction, before any toast (one saying the connection dropped needs no network)", async () => {
    await renderToaster();
    expect(listLoaded).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerdown"));
    await vi.waitFor(() => expect(listLoaded).toHaveBeenCalled());
  });
});
