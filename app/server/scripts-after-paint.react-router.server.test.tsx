import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { createRequestHandler, Links, Meta, Outlet, Scripts, ServerRouter, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import handleRequest from "~/entry.server";

/**
 * The page React Router renders, as the installed version renders it: a root with the app's layout (links and
 * meta in the head, the scripts at the end of the body) and one route. If React Router changes how it writes
 * its preloads or its module script, these fail and say what is no longer there.
 */
function Root() {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts nonce="n1" />
      </body>
    </html>
  );
}

function build(render: ServerBuild["entry"]["module"]["default"]): ServerBuild {
  const route = (id: string, module: string, parentId?: string) => ({
    id,
    parentId,
    path: parentId ? "services" : "",
    module,
    imports: [`/assets/${id}-chunk.js`],
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  });
  return {
    entry: { module: { default: render } },
    routes: {
      root: { id: "root", path: "", module: { default: Root } },
      services: { id: "services", parentId: "root", path: "services", module: { default: () => <h1>Our services</h1> } },
    },
    assets: {
      entry: { module: "/assets/entry.client.js", imports: ["/assets/framework.js"] },
      routes: { root: route("root", "/assets/root.js"), services: route("services", "/assets/services.js", "root") },
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** React Router's page before our rewrite, rendered in full. */
function untouched(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} nonce="n1" />, {
      nonce: "n1",
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        resolve(new Response(body as unknown as ReadableStream, { status, headers }));
      },
      onShellError: reject,
    });
  });
}

const page = async (render: ServerBuild["entry"]["module"]["default"]) => {
  const response = await createRequestHandler(build(render), "production")(new Request("http://salon.test/services"));
  return text(response.body as unknown as AsyncIterable<Uint8Array>);
};

describe("scripts after paint, on React Router's own output", () => {
  it("React Router still writes module preloads in the head and one inline module script in the body", async () => {
    const html = await page(untouched);
    const [head, body] = html.split("</head>");
    expect(head, "the first page's modules are preloaded from the head").toMatch(/<link rel="modulepreload" href="\/assets\/services\.js"/);
    expect(body, "the preloads are all in the head").not.toContain("modulepreload");
    const modules = [...body!.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)];
    expect(modules, "one module script in the body").toHaveLength(1);
    expect(body, "it imports the route modules and the client entry").toMatch(/<script[^>]*type="module"[^>]*>[^<]*"\/assets\/services\.js"[^<]*import\("\/assets\/entry\.client\.js"\);<\/script>/);
  });

  it("the app's document handler drops the preloads and holds that script until the first paint", async () => {
    const html = await page(handleRequest);
    expect(html).toContain("<h1>Our services</h1>");
    expect(html, "no module preload is left").not.toContain("modulepreload");
    expect(html, "no module script starts before the first paint").not.toMatch(/<script\b[^>]*\btype="module"/);
    const held = [...html.matchAll(/<script([^>]*) type="text\/plain" data-starts-after-paint="">([^<]*)<\/script><script[^>]*>\(function\(\)\{var me=document\.currentScript/g)];
    expect(held, "React Router's module script is held, followed by the script that starts it").toHaveLength(1);
    expect(held[0]![2]).toContain('import("/assets/entry.client.js");');
    expect(held[0]![1]).toMatch(/ nonce="[^"]+"/);
  });
});
