// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * Each test loads the modules afresh: whether the browser is in its first hydration pass is module state,
 * as it is on a real page, which starts once.
 */
async function freshPage() {
  vi.resetModules();
  const React = await import("react");
  const { act } = React;
  const { hydrateRoot } = await import("react-dom/client");
  const { renderToString } = await import("react-dom/server");
  const { createMemoryRouter, RouterProvider, Link } = await import("react-router");
  const { Painted } = await import("./painted");
  const pass = await import("~/lib/browser/hydration-pass");
  return { React, act, hydrateRoot, renderToString, createMemoryRouter, RouterProvider, Link, Painted, pass };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("painted regions", () => {
  it("adopt the server's HTML while the page hydrates: nothing inside renders, and the HTML stays as it was", async () => {
    const page = await freshPage();
    const rendered = vi.fn();
    function Reviews() {
      rendered();
      return <p>Kind words from across the Shire</p>;
    }
    const routes = [{ path: "/", element: <page.Painted as="section" aria-label="Reviews"><Reviews /></page.Painted> }];
    // What the server sent: the region in full.
    const served = '<section aria-label="Reviews" data-painted=""><p>Kind words from across the Shire</p></section>';
    const container = document.createElement("div");
    container.innerHTML = served;
    document.body.append(container);

    await page.act(async () => {
      page.hydrateRoot(container, <page.RouterProvider router={page.createMemoryRouter(routes)} />);
    });

    expect(rendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);
  });

  it("keep the HTML the installed React rendered on the server, with no handler, state or effect inside running", async () => {
    // The region as the page would hold it: a component with state, an effect and a handler.
    const ran = { render: vi.fn(), effect: vi.fn(), click: vi.fn() };
    const region = (page: Awaited<ReturnType<typeof freshPage>>) => {
      function Hours() {
        ran.render();
        const [open, setOpen] = page.React.useState(false);
        page.React.useEffect(() => ran.effect(), []);
        return (
          <div>
            <h2>Opening hours</h2>
            <button type="button" onClick={() => (ran.click(), setOpen(!open))}>
              {open ? "Fewer days" : "Every day"}
            </button>
          </div>
        );
      }
      return [{ path: "/", element: <page.Painted as="section" aria-label="Hours"><Hours /></page.Painted> }];
    };

    // The server's render: no hydration pass is open there.
    const server = await freshPage();
    server.pass.closeHydrationPass();
    const served = server.renderToString(<server.RouterProvider router={server.createMemoryRouter(region(server))} />);
    expect(served).toContain('<section aria-label="Hours" data-painted=""><div><h2>Opening hours</h2><button type="button">Every day</button></div></section>');
    ran.render.mockClear();

    const page = await freshPage();
    const complaints = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = served;
    document.body.append(container);
    await page.act(async () => {
      page.hydrateRoot(container, <page.RouterProvider router={page.createMemoryRouter(region(page))} />, page.pass.documentHydrationOptions);
    });
    page.pass.closeHydrationPass();
    await page.act(async () => container.querySelector("button")!.click());

    // React adopted the server's HTML as it was: no mismatch it had to recover from, nothing it complained of.
    expect(page.pass.hydrationFailed()).toBe(false);
    expect(complaints).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);
    expect(ran.render).not.toHaveBeenCalled();
    expect(ran.effect).not.toHaveBeenCalled();
    expect(ran.click).not.toHaveBeenCalled();
  });

  it("render their content once the visitor moves to another address, and when first mounted after hydration", async () => {
    const page = await freshPage();
    function Post({ title }: { title: string }) {
      return <h1>{title}</h1>;
    }
    const routes = [
      { path: "/", element: <page.Painted><Post title="Frizz, explained" /></page.Painted> },
      { path: "/blog/:slug", element: <page.Painted><Post title="How long smoothing lasts" /></page.Painted> },
    ];
    const router = page.createMemoryRouter(routes);
    const container = document.createElement("div");
    container.innerHTML = '<div data-painted=""><h1>Frizz, explained</h1></div>';
    document.body.append(container);
    await page.act(async () => {
      page.hydrateRoot(container, <page.RouterProvider router={router} />);
    });
    page.pass.closeHydrationPass();

    await page.act(async () => {
      await router.navigate("/blog/how-long-does-smoothing-last");
    });
    expect(container.querySelector("h1")?.textContent).toBe("How long smoothing lasts");

    await page.act(async () => {
      await router.navigate("/");
    });
    expect(container.querySelector("h1")?.textContent).toBe("Frizz, explained");
    expect(container.querySelectorAll("h1")).toHaveLength(1);
  });

  it("render their content when React gives up hydrating and renders the page afresh", async () => {
    const page = await freshPage();
    vi.spyOn(globalThis, "reportError").mockImplementation(() => undefined);
    const routes = [
      {
        path: "/",
        element: (
          <>
            <p>Open today until 5 pm</p>
            <page.Painted>
              <h2>Our promises</h2>
            </page.Painted>
          </>
        ),
      },
    ];
    // The server's text differs from the browser's (a clock that moved on): React throws the server's HTML away.
    const container = document.createElement("div");
    container.innerHTML = '<p>Open today until 6 pm</p><div data-painted=""><h2>Our promises</h2></div>';
    document.body.append(container);
    await page.act(async () => {
      page.hydrateRoot(container, <page.RouterProvider router={page.createMemoryRouter(routes)} />, page.pass.documentHydrationOptions);
    });

    expect(page.pass.hydrationFailed()).toBe(true);
    expect(globalThis.reportError).toHaveBeenCalled();
    expect(container.querySelector("p")?.textContent).toBe("Open today until 5 pm");
    expect(container.querySelector("[data-painted] h2")?.textContent).toBe("Our promises");
  });

  it("render in full on the server", async () => {
    const page = await freshPage();
    // On the server no hydration pass is open.
    page.pass.closeHydrationPass();
    const routes = [{ path: "/", element: <page.Painted as="ul"><li>Salon-approved</li></page.Painted> }];
    const html = page.renderToString(<page.RouterProvider router={page.createMemoryRouter(routes)} />);
    expect(html).toContain('<ul data-painted=""><li>Salon-approved</li></ul>');
  });
});
