import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { storagePolicy } from "~/config/salon";
import { checkDataDir, DatabaseUnavailableError, rootMessage } from "./data-dir.server";

const work = mkdtempSync(path.join(tmpdir(), "wt-data-dir-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The account that owns nothing: permissions apply to it, whoever runs the tests. */
const nobody = 65534;

/**
 * What checkDataDir says about `dir` in a process of an ordinary user. Root may write anywhere, so when the tests
 * run as root (as `npm test` does in a container) the check runs as `nobody`, who may enter the work directory
 * but owns nothing in it.
 */
function asOrdinaryUser(dir: string): { problem: string | null; message: string } | null {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(work, 0o755);
  const script = [
    `import { checkDataDir } from ${JSON.stringify(new URL("./data-dir.server.ts", import.meta.url).href)};`,
    `try { checkDataDir(${JSON.stringify(dir)}); console.log("null"); }`,
    "catch (error) { console.log(JSON.stringify({ problem: error.problem ?? null, message: error.message })); }",
  ].join("\n");
  const child = spawnSync(process.execPath, ["--input-type=module", "--eval", script], {
    encoding: "utf8",
    ...(asRoot ? { uid: nobody, gid: nobody } : {}),
  });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout) as ReturnType<typeof asOrdinaryUser>;
}

function refusal(dir: string, options?: Parameters<typeof checkDataDir>[1]): DatabaseUnavailableError {
  try {
    checkDataDir(dir, options);
  } catch (error) {
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    return error as DatabaseUnavailableError;
  }
  throw new Error(`checkDataDir accepted ${dir}`);
}

describe("checkDataDir", () => {
  it("creates a missing directory, nested, and leaves no probe file behind", () => {
    const dir = path.join(work, "a", "b", "data");
    checkDataDir(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a path that runs through a regular file, naming the directory and the fix", () => {
    const file = path.join(work, "plain-file");
    writeFileSync(file, "x");
    const dir = path.join(file, "data");
    const error = refusal(dir);
    expect(error.problem).toBe("not_a_directory");
    expect(error.message).toBe(
      `Cannot use the data directory ${dir} (DATA_DIR): it is not a directory (part of the path is a file); creating ${dir} failed with ENOTDIR. Set DATA_DIR to a directory (it is created when missing).`,
    );
  });

  it("refuses a DATA_DIR that is itself a file", () => {
    const file = path.join(work, "data-file");
    writeFileSync(file, "x");
    expect(refusal(file).problem).toBe("not_a_directory");
  });

  it("refuses a disk with less free space than the database needs, saying how much there is", () => {
    const dir = path.join(work, "small");
    const error = refusal(dir, { minFreeBytes: Number.MAX_SAFE_INTEGER });
    expect(error.problem).toBe("full");
    expect(error.message).toMatch(new RegExp(`^Cannot use the data directory ${dir} \\(DATA_DIR\\): the disk is full .*; [\\d.]+ MB free, at least [\\d.]+ MB needed\\. Free some space`));
  });

  it("asks for room for one write-ahead log segment by default", () => {
    expect(storagePolicy.minFreeBytes).toBe(16 * 1024 * 1024);
  });

  it("refuses a directory the server may not write to", () => {
    const dir = path.join(work, "locked");
    checkDataDir(dir);
    chmodSync(dir, 0o555);
    try {
      const error = asOrdinaryUser(dir);
      expect(error?.problem).toBe("no_access");
      expect(error?.message).toContain("writing a test file failed with EACCES");
    } finally {
      chmodSync(dir, 0o755);
    }
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("rootMessage", () => {
  it("gives the innermost error's first line, without the query's parameters", () => {
    const driver = new Error("could not extend file: No space left on device\nDETAIL: more");
    const wrapped = new Error('Failed query: insert into "leads"\nparams: jane@example.com', { cause: driver });
    expect(rootMessage(wrapped)).toBe("could not extend file: No space left on device");
  });

  it("keeps the outer message when the cause has none, and copes with non-errors", () => {
    expect(rootMessage(new Error("PGlite failed to initialize properly", { cause: {} }))).toBe("PGlite failed to initialize properly");
    expect(rootMessage("plain text")).toBe("plain text");
  });
});
