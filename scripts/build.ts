/**
 * npm run build: compiles into build.next/ while the current build/ keeps serving, carries over the previous
 * build's hashed files, then swaps the two folders (scripts/build-swap.ts says why).
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { carryOverPreviousFiles, swapBuild } from "./build-swap.ts";
import { precompressAssets } from "./precompress.ts";

const current = path.resolve("build");
const next = path.resolve("build.next");
rmSync(next, { recursive: true, force: true });
const bin = path.resolve("node_modules/.bin/react-router");
const result = spawnSync(bin, ["build"], { stdio: "inherit", env: { ...process.env, BUILD_DIRECTORY: next } });
if (result.status !== 0) {
  rmSync(next, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}
precompressAssets(path.join(next, "client/assets"));
const carried = carryOverPreviousFiles(current, next);
swapBuild(current, next);
if (carried > 0) console.log(`Kept ${carried} hashed files of the previous build for pages and servers still using it`);
