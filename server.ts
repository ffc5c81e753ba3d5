/**
 * Starts the site from its build. The Express app (app/server/web-server.server.ts) is compiled by Vite with the
 * pages into build/server/index.js, so every module exists once in the process; nothing here imports app/ at run time.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { serveSite } from "./app/server/web-server.server.ts";

const serverEntry = path.resolve("build/server/index.js");
if (!existsSync(serverEntry)) {
  console.error("No build found: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}
const site = (await import(serverEntry)) as { serveSite: typeof serveSite };
await site.serveSite();
