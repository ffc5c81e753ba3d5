/**
 * Storage failures at run time: a write that fails because the disk is full or
 * the directory turned read-only is answered with a 503 and a message the
 * visitor can act on (the browser's lead helper retries on its own), and
 * /healthz reports the database unavailable until a probe finds it writable again.
 */
import { sql } from "drizzle-orm";
import { storagePolicy } from "../../config/salon.ts";
import { describeStorageProblem, storageProblemOf, storageUnavailableMessage, type StorageProblem } from "../../lib/storage-errors.ts";
import { log } from "../log.server.ts";
import { database, databaseInfo } from "./client.server.ts";
import { checkDataDir, rootMessage } from "./data-dir.server.ts";

type Failure = { problem: StorageProblem; since: number; checkedAt: number };

let failure: Failure | null = null;

/** Record `error` when it is a storage failure (logged once per outage); returns its problem, or null for any other error. */
export function noteStorageFailure(error: unknown): StorageProblem | null {
  const problem = storageProblemOf(error);
  if (!problem) return null;
  const now = Date.now();
  if (!failure) log("storage.unavailable", { problem, where: databaseInfo()?.dataDir ?? databaseInfo()?.kind ?? null, error: rootMessage(error) }, "error");
  failure = { problem, since: failure?.since ?? now, checkedAt: now };
  return problem;
}

/** Can the database take a write again? The data directory gets the start-up check, the database a query. */
async function probe() {
  const dataDir = databaseInfo()?.dataDir;
  if (dataDir) checkDataDir(dataDir);
  await database().execute(sql`select 1`);
}

export type StorageHealth = { ok: true } | { ok: false; problem: StorageProblem; error: string; sinceSeconds: number };

/** For /healthz: healthy unless a storage failure was seen and a re-check (at most every recheckMs) still fails. */
export async function storageHealth(): Promise<StorageHealth> {
  const current = failure;
  if (!current) return { ok: true };
  if (Date.now() - current.checkedAt >= storagePolicy.recheckMs) {
    current.checkedAt = Date.now();
    try {
      await probe();
      failure = null;
      log("storage.recovered", { problem: current.problem, seconds: Math.round((Date.now() - current.since) / 1000) });
      return { ok: true };
    } catch (error) {
      current.problem = storageProblemOf(error) ?? current.problem;
    }
  }
  return { ok: false, problem: current.problem, error: `The database cannot store anything: ${describeStorageProblem(current.problem)}.`, sinceSeconds: Math.round((Date.now() - current.since) / 1000) };
}

/** Forget a recorded failure (tests). */
export function resetStorageHealth() {
  failure = null;
}

/** The JSON answer to a write that failed for lack of storage, or null when `error` is something else (rethrow it). */
export function storageFailureResponse(error: unknown): Response | null {
  if (!noteStorageFailure(error)) return null;
  return Response.json(
    { error: storageUnavailableMessage },
    { status: 503, headers: { "Retry-After": String(storagePolicy.retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}

/** Run a write for a JSON endpoint: a storage failure becomes the 503 answer to return, anything else is rethrown. */
export async function guardStorage<T>(write: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    const response = storageFailureResponse(error);
    if (!response) throw error;
    return { ok: false, response };
  }
}
