/**
 * Starts the site. In production (the default) it runs the build: the Express app (app/server/web-server.server.ts)
 * is compiled by Vite with the pages into build/server/index.js, so every module exists once in the process.
 *
 * With NODE_ENV=development (`npm run dev`) there is no build: Vite runs inside this process in middleware mode,
 * compiles the same Express app and its pages on request, and evaluates them again after every edit; its HMR
 * websocket shares the site's port. Vite is a development dependency, so it is imported only here.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import type { DevelopmentServer, serveSite } from "./app/server/web-server.server.ts";

type Site = { serveSite: typeof serveSite };

if (process.env.NODE_ENV === "development") {
  const vite = await import("vite");
  const httpServer = createServer();
  const viteServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } });
  const ssr = viteServer.environments.ssr;
  if (!vite.isRunnableDevEnvironment(ssr)) throw new Error("Vite's server environment cannot run modules in this process.");
  const loadSite = () => ssr.runner.import("/app/server/web-server.server.ts") as Promise<Site & Awaited<ReturnType<DevelopmentServer["currentSite"]>>>;
  // Opening the database (on a first start PGlite creates and migrates it) goes on while Vite compiles the app;
  // serveSite waits for this same opening, and reports it if it fails.
  void ssr.runner
    .import("/app/server/db/client.server.ts")
    .then((client: { openDatabase: () => Promise<unknown> }) => client.openDatabase())
    .catch(() => undefined);
  const site = await loadSite();
  await site.serveSite({ httpServer, middlewares: viteServer.middlewares, currentSite: loadSite, close: () => viteServer.close() });
} else {
  const serverEntry = path.resolve("build/server/index.js");
  if (!existsSync(serverEntry)) {
    console.error("No build found: run `npm run build` first (npm start does it for you).");
    process.exit(1);
  }
  const site = (await import(serverEntry)) as Site;
  await site.serveSite();
}
