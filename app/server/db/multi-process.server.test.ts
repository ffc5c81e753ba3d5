import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir, lockFileName } from "./data-dir-lock.server";
import { isolatedDatabase } from "./isolated-test-database";
import { testDatabases } from "./test-databases";

const child = path.resolve("app/server/test-support/open-database-child.ts");
const nodeBin = path.resolve("node_modules/.bin/node");
const work = mkdtempSync(path.join(tmpdir(), "wt-multi-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string };

/** Starts the child; resolves when it exits, or (with `until`) as soon as its output contains that text. */
function start(args: string[], until?: string) {
  const proc = spawn(nodeBin, [child, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  const run: Run = { code: null, stdout: "", stderr: "" };
  let signalReady = () => {};
  const ready = new Promise<void>((resolve) => (signalReady = resolve));
  proc.stdout.on("data", (chunk: Buffer) => {
    run.stdout += chunk;
    if (until && run.stdout.includes(until)) signalReady();
  });
  proc.stderr.on("data", (chunk: Buffer) => (run.stderr += chunk));
  const done = new Promise<Run>((resolve) => proc.on("exit", (code) => resolve({ ...run, code })));
  void done.then(() => signalReady());
  /** The next `count` lines the child prints from now on. */
  const nextLines = (count: number) =>
    new Promise<string[]>((resolve) => {
      const from = run.stdout.length;
      const check = () => {
        const lines = run.stdout.slice(from).split("\n").filter((line) => line && !line.startsWith("{"));
        if (lines.length < count) return;
        proc.stdout.off("data", check);
        resolve(lines);
      };
      proc.stdout.on("data", check);
    });
  const send = (line: string) => proc.stdin.write(`${line}\n`);
  return { done, ready, pid: proc.pid, kill: () => proc.kill("SIGTERM"), send, nextLines };
}

describe("one process per embedded DATA_DIR", () => {
  it("a second process refuses with one sentence naming the first; once the first is killed, its lock is stale and the next one starts", { timeout: 120_000 }, async () => {
    const dir = path.join(work, "data");
    const first = start(["hold", dir], "opened");
    await first.ready;
    const second = await start(["hold", dir]).done;
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(
      `The data directory ${dir} (DATA_DIR) is in use by another server (process ${first.pid} on ${hostname()}): stop it first, or give this one its own DATA_DIR.`,
    );

    process.kill(first.pid!, "SIGKILL");
    await first.done;
    expect(JSON.parse(readFileSync(path.join(dir, lockFileName), "utf8")).pid).toBe(first.pid);
    const third = start(["hold", dir], "opened");
    await third.ready;
    third.kill();
    expect((await third.done).code).toBe(0);
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
  });

  it("a lock naming a pid that now belongs to another program (reused after a restart) is stale too", () => {
    const dir = mkdtempSync(path.join(work, "reused-"));
    writeFileSync(path.join(dir, lockFileName), JSON.stringify({ pid: 1, host: hostname(), started: "0", command: "server" }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, lockFileName), "utf8")).pid).toBe(process.pid);
    release();
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
  });
});

const postgres = testDatabases().find((database) => database.name === "PostgreSQL");

describe.skipIf(!postgres)("instances starting together on one empty PostgreSQL", () => {
  it("migrate and run start-up work once, every time (20 trials, 3 processes)", { timeout: 180_000 }, async () => {
    const instances = [1, 2, 3].map(() => start(["race"]));
    const migrations = JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")).entries.length;
    const failures: string[] = [];
    try {
      for (let trial = 1; trial <= 20; trial++) {
        const { databaseUrl } = await isolatedDatabase(postgres!.options);
        const answers = instances.map((instance) => instance.nextLines(1));
        for (const instance of instances) instance.send(databaseUrl!);
        for (const [answer] of await Promise.all(answers)) if (answer !== "done") failures.push(`trial ${trial}: ${answer}`);
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const applied = await client.query("select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash");
          if (applied.rows.length !== migrations || applied.rows.some((row) => row.times !== 1)) failures.push(`trial ${trial}: migrations ${JSON.stringify(applied.rows)}`);
          const ran = await client.query("select count(*)::int as n from settings where key = 'startup-race'");
          if (ran.rows[0].n !== 1) failures.push(`trial ${trial}: start-up work ran ${ran.rows[0].n} times`);
        } finally {
          await client.end();
        }
      }
    } finally {
      for (const instance of instances) instance.kill();
    }
    expect(failures).toEqual([]);
  });
});
