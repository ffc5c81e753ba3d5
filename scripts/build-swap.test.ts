import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { carryOverPreviousFiles, swapBuild } from "./build-swap.ts";

/** A build folder with these hashed files, each holding its own name. */
function fakeBuild(dir: string, files: { client: string[]; server: string[] }) {
  for (const [folder, names] of [["client/assets", files.client], ["server/assets", files.server]] as const) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    for (const name of names) writeFileSync(path.join(dir, folder, name), `${dir}:${name}`);
  }
}

/** Build, carry over and swap, as npm run build does. */
function rebuild(root: string, files: { client: string[]; server: string[] }) {
  const current = path.join(root, "build");
  const next = path.join(root, "build.next");
  fakeBuild(next, files);
  const carried = carryOverPreviousFiles(current, next);
  swapBuild(current, next);
  return carried;
}

describe("a rebuild keeps the previous build's hashed files", () => {
  it("keeps the build it replaces, drops the one before, and never overwrites what the new build made", () => {
    const root = mkdtempSync(path.join(tmpdir(), "build-swap-"));
    expect(rebuild(root, { client: ["root-A.js", "shared-S.js"], server: ["chunk-A.js"] })).toBe(0);
    expect(rebuild(root, { client: ["root-B.js", "shared-S.js"], server: ["chunk-B.js"] })).toBe(2);
    const build = path.join(root, "build");
    expect(readdirSync(path.join(build, "client/assets")).sort()).toEqual(["root-A.js", "root-B.js", "shared-S.js"]);
    expect(readdirSync(path.join(build, "server/assets")).sort()).toEqual(["chunk-A.js", "chunk-B.js"]);
    // The shared file is the new build's own copy.
    expect(readFileSync(path.join(build, "client/assets/shared-S.js"), "utf8")).toContain("build.next");

    rebuild(root, { client: ["root-C.js", "shared-S.js"], server: ["chunk-C.js"] });
    expect(readdirSync(path.join(build, "client/assets")).sort()).toEqual(["root-B.js", "root-C.js", "shared-S.js"]);
    expect(readdirSync(path.join(build, "server/assets")).sort()).toEqual(["chunk-B.js", "chunk-C.js"]);
    expect(existsSync(path.join(root, "build.next"))).toBe(false);
    expect(existsSync(path.join(root, "build.old"))).toBe(false);
  });

  it("treats everything in a build made before the rule as that build's own", () => {
    const root = mkdtempSync(path.join(tmpdir(), "build-swap-"));
    fakeBuild(path.join(root, "build"), { client: ["old-1.js", "old-2.js"], server: [] });
    expect(rebuild(root, { client: ["new.js"], server: ["chunk.js"] })).toBe(2);
    expect(readdirSync(path.join(root, "build/client/assets")).sort()).toEqual(["new.js", "old-1.js", "old-2.js"]);
  });
});
