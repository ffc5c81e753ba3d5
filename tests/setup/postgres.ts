/**
 * Vitest global setup: when Debian's PostgreSQL binaries are installed, start a
 * throwaway server on a temporary directory and port so the data tests also run
 * against real PostgreSQL. Without them the data tests say they skipped it.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (existsSync(path.join(bin, "initdb"))) return bin;
  }
  return null;
}

export default async function setup(project: TestProject) {
  const bin = postgresBin();
  if (!bin) {
    console.log("PostgreSQL binaries not installed: data tests run on PGlite only (PostgreSQL skipped).");
    project.provide("postgresUrl", null);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "wt-pg-"));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : cmd, asRoot ? ["-u", "postgres", "--", cmd, ...args] : args, { stdio: "pipe" });
  const data = path.join(dir, "data");
  run(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  run(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
  console.log(`PostgreSQL ${path.basename(path.dirname(bin))} started on port ${port} for the data tests.`);
  project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
