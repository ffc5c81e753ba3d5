import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openConnection } from "../app/server/db/client.server";
import { isolatedDatabase } from "../app/server/db/isolated-test-database";
import { events } from "../app/server/db/schema.server";
import { testDatabases } from "../app/server/db/test-databases";

const run = promisify(execFile);
const nodeBin = path.resolve("node_modules/.bin/node");
const work = mkdtempSync(path.join(tmpdir(), "wt-db-scripts-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs one of the npm scripts' files as the operator would, with only these variables changed. */
async function script(name: string, env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(nodeBin, [`scripts/${name}.ts`, ...args], { env: { ...process.env, DATABASE_URL: "", ...env } });
    return { code: 0, out: stdout.split("\n").filter((line) => line && !line.startsWith("{")).join("\n") };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr.trim() };
  }
}

const postgres = testDatabases().find((database) => database.name === "PostgreSQL");

describe("npm run backup, restore and db:move-to-postgres on the embedded database", () => {
  it("backs up while a server holds DATA_DIR, restores into a new one, moves that to PostgreSQL, every row each time", { timeout: 240_000 }, async () => {
    const dataDir = path.join(work, "data");
    const seeded = await openConnection({ databaseUrl: "", dataDir });
    await seeded.db.insert(events).values(Array.from({ length: 640 }, (_, i) => ({ name: "page_view", clientId: `c${i}`, path: `/p/${i}` })));
    await seeded.close();

    const server = spawn(nodeBin, ["app/server/test-support/open-database-child.ts", "hold", dataDir], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      await new Promise<void>((resolve) => server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("opened") && resolve()));
      const file = path.join(work, "backup.jsonl.gz");
      const backup = await script("backup", { DATA_DIR: dataDir }, file);
      expect(backup).toEqual({ code: 0, out: `Backed up 640 rows in ${backup.out.match(/in (\d+) tables/)?.[1]} tables from the embedded database in ${dataDir} to ${file} (written by the running server, process ${server.pid})` });

      const restoredDir = path.join(work, "restored");
      expect(await script("restore", { DATA_DIR: restoredDir }, file)).toMatchObject({ code: 0, out: expect.stringMatching(/^Restored 640 rows in \d+ tables from .* every table's count matches the backup\.$/) });
      if (postgres) {
        const { databaseUrl } = await isolatedDatabase(postgres.options);
        const moved = await script("move-to-postgres", { DATA_DIR: restoredDir, DATABASE_URL: databaseUrl! });
        expect(moved.code).toBe(0);
        expect(moved.out).toMatch(/^ {2}events +640 → 640$/m);
        expect(moved.out).toMatch(/^Moved 640 rows from .* every table's count matches\. The copy is also kept in .*\.jsonl\.gz\.$/m);
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        expect((await client.query("select count(*)::int as n from events")).rows[0].n).toBe(640);
        await client.end();
      }
    } finally {
      server.kill("SIGTERM");
    }
  });
});
