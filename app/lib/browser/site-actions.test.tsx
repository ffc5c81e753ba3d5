// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { createMemoryRouter, Link as RouterLink, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Link } from "~/components/ui/link";
import { useSiteActions } from "./site-actions";

// Tell React this is a test that wraps its updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Server HTML of some links, as a painted region holds it: no handler of their own. */
const served = (links: ReactNode) => renderToStaticMarkup(<MemoryRouter>{links}</MemoryRouter>);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

function Page({ html, region }: { html: string; region: Record<string, string> }) {
  useSiteActions();
  return <div {...region} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A page at `/` whose region holds `html`; `click` reports whether the browser was left to follow the link. */
async function pageWith(html: string, region: Record<string, string> = { "data-painted": "" }) {
  const router = createMemoryRouter([{ path: "*", element: <Page html={html} region={region} /> }], { initialEntries: ["/"] });
  const transitions: unknown[] = [];
  router.subscribe((_state, { viewTransitionOpts }) => transitions.push(viewTransitionOpts));
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  const click = async (selector: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    let leftToBrowser = false;
    // After every other listener: note the outcome, and keep jsdom from trying to load the address.
    const last = (e: Event) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener("click", last);
    await act(async () => void container.querySelector(selector)!.dispatchEvent(event));
    window.removeEventListener("click", last);
    return leftToBrowser;
  };
  return { router, click, transitions };
}

describe("site actions on links", () => {
  it("mark the site's links, with their options, and leave a reloadDocument link unmarked", () => {
    expect(served(<Link to="/services">Services</Link>)).toMatch(/^<a (?=.*data-site-link="")(?=.*href="\/services")[^>]*>Services<\/a>$/);
    expect(served(<Link to="/services" replace state={{ from: "card" }} preventScrollReset viewTransition>Services</Link>)).toContain(
      `data-site-link="${'{"replace":true,"state":{"from":"card"},"preventScrollReset":true,"viewTransition":true}'.replaceAll('"', "&quot;")}"`,
    );
    expect(served(<Link to="/services" reloadDocument>Services</Link>)).not.toContain("data-site-link");
  });

  it("follow a site link in a painted region in place", async () => {
    const page = await pageWith(served(<Link to="/services?x=1#faqs">Services</Link>));
    expect(await page.click("a")).toBe(false);
    expect(page.router.state.location).toMatchObject({ pathname: "/services", search: "?x=1", hash: "#faqs", state: null });
    expect(page.router.state.historyAction).toBe("PUSH");
    expect(page.router.state.preventScrollReset).toBe(false);
    expect(page.transitions).toEqual([undefined]);
  });

  it("pass on replace, state, preventScrollReset and viewTransition", async () => {
    const page = await pageWith(served(<Link to="/services" replace state={{ from: "card", rating: 5 }} preventScrollReset viewTransition>Services</Link>));
    expect(await page.click("a")).toBe(false);
    expect(page.router.state.location).toMatchObject({ pathname: "/services", state: { from: "card", rating: 5 } });
    expect(page.router.state.historyAction).toBe("REPLACE");
    expect(page.router.state.preventScrollReset).toBe(true);
    expect(page.transitions).toEqual([{ currentLocation: expect.objectContaining({ pathname: "/" }), nextLocation: expect.objectContaining({ pathname: "/services" }) }]);
  });

  it("replace the entry for a link to the address already shown, as the router's link does, unless it says otherwise", async () => {
    const page = await pageWith(served(<><Link to="/" id="same">Home</Link><Link to="/" id="push" replace={false}>Home</Link></>));
    await page.click("#same");
    expect(page.router.state.historyAction).toBe("REPLACE");
    await page.click("#push");
    expect(page.router.state.historyAction).toBe("PUSH");
  });

  it("leave to the browser a reloadDocument link and React Router's own unmarked link", async () => {
    const page = await pageWith(served(<><Link to="/admin" reloadDocument id="reload">Back office</Link><RouterLink to="/services" id="router">Services</RouterLink></>));
    expect(await page.click("#reload")).toBe(true);
    expect(await page.click("#router")).toBe(true);
    expect(page.router.state.location.pathname).toBe("/");
  });

  it("leave to the browser modified and middle clicks, new tabs, downloads and other sites", async () => {
    const page = await pageWith(
      served(
        <>
          <Link to="/services" id="plain">Services</Link>
          <Link to="/services" target="_blank" id="tab">Services</Link>
          <Link to="/price-list.pdf" download id="download">Price list</Link>
        </>,
      ) + '<a href="https://example.com/elsewhere" data-site-link="" id="away">Elsewhere</a>',
    );
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"]) expect(await page.click("#plain", { [modifier]: true }), modifier).toBe(true);
    expect(await page.click("#plain", { button: 1 })).toBe(true);
    expect(await page.click("#tab")).toBe(true);
    expect(await page.click("#download")).toBe(true);
    expect(await page.click("#away")).toBe(true);
    expect(page.router.state.location.pathname).toBe("/");
  });

  it("leave a site link outside painted regions to its own handler", async () => {
    const page = await pageWith(served(<Link to="/services">Services</Link>), {});
    expect(await page.click("a")).toBe(true);
    expect(page.router.state.location.pathname).toBe("/");
  });

  it("follow a same-site link in Markdown in place, and leave its other links to the browser", async () => {
    const page = await pageWith('<a href="/blog/toning" id="post">Toning</a><a href="//cdn.example.com/x" id="protocol-relative">x</a>', {
      "data-internal-links": "",
    });
    expect(await page.click("#protocol-relative")).toBe(true);
    expect(await page.click("#post")).toBe(false);
    expect(page.router.state.location.pathname).toBe("/blog/toning");
  });
});
