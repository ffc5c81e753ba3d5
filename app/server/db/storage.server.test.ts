import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { storagePolicy } from "~/config/salon";
import { storageUnavailableMessage } from "~/lib/storage-errors";
import type * as Client from "./client.server";
import type * as Storage from "./storage.server";

const diskFull = () =>
  new Error('Failed query: insert into "leads"', { cause: Object.assign(new Error('could not extend file "base/5/1": No space left on device'), { code: "53100" }) });

describe("storage failures at run time", () => {
  let client: typeof Client;
  let storage: typeof Storage;

  beforeAll(async () => {
    vi.resetModules();
    client = await import("./client.server");
    storage = await import("./storage.server");
    await client.openDatabase({ dataDir: "memory://" });
  });

  afterEach(() => {
    vi.useRealTimers();
    storage.resetStorageHealth();
  });

  afterAll(async () => {
    await client?.closeDatabase();
  });

  it("answers a write that failed for lack of space with a 503, Retry-After and the visitor's message", async () => {
    const response = storage.storageFailureResponse(diskFull());
    expect(response?.status).toBe(503);
    expect(response?.headers.get("Retry-After")).toBe(String(storagePolicy.retryAfterSeconds));
    expect(response?.headers.get("Cache-Control")).toBe("no-store");
    expect(await response?.json()).toEqual({ error: storageUnavailableMessage });
  });

  it("leaves other errors to the caller and to /healthz as they were", async () => {
    expect(storage.storageFailureResponse(new Error("Cannot read properties of undefined"))).toBeNull();
    expect(storage.noteStorageFailure(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBeNull();
    expect(await storage.storageHealth()).toEqual({ ok: true });
  });

  it("guards a JSON endpoint's write: the value when it works, the 503 for a storage failure, other errors rethrown", async () => {
    expect(await storage.guardStorage(async () => 42)).toEqual({ ok: true, value: 42 });
    const failed = await storage.guardStorage(async () => {
      throw diskFull();
    });
    expect(failed.ok).toBe(false);
    expect(failed.ok ? null : failed.response.status).toBe(503);
    const bug = new Error("Cannot read properties of undefined");
    await expect(
      storage.guardStorage(async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });

  it("reports the database unavailable until a re-check finds it writable again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(storage.noteStorageFailure(diskFull())).toBe("full");
    const health = await storage.storageHealth();
    expect(health).toMatchObject({ ok: false, problem: "full", error: "The database cannot store anything: the disk is full (no space left for the database)." });
    // Before the re-check interval nothing is probed: still unavailable.
    vi.advanceTimersByTime(storagePolicy.recheckMs - 1);
    expect((await storage.storageHealth()).ok).toBe(false);
    // After it, the probe succeeds (the database in memory takes a query) and the failure is forgotten.
    vi.advanceTimersByTime(1);
    expect(await storage.storageHealth()).toEqual({ ok: true });
  });
});

describe("opening the database", () => {
  const work = mkdtempSync(path.join(tmpdir(), "wt-open-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("refuses an unusable DATA_DIR with one clear sentence instead of opening", async () => {
    vi.resetModules();
    const client = await import("./client.server");
    const file = path.join(work, "file");
    writeFileSync(file, "x");
    const dir = path.join(file, "data");
    const opening = client.openDatabase({ dataDir: dir });
    await expect(opening).rejects.toMatchObject({ name: "DatabaseUnavailableError", problem: "not_a_directory" });
    await expect(opening).rejects.toThrow(`Cannot use the data directory ${dir} (DATA_DIR): it is not a directory`);
    expect(client.databaseInfo()).toBeUndefined();
  });

  it("explains a storage failure of the start-up work like one at open, and passes others through", async () => {
    vi.resetModules();
    const client = await import("./client.server");
    const other = new Error("seed failed");
    expect(client.explainStorageFailure(other)).toBe(other);
    expect(client.explainStorageFailure(diskFull())).toMatchObject({ name: "DatabaseUnavailableError", problem: "full" });
  });
});
