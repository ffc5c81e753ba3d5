/**
 * What a server wrote in its log (one JSON line per event): the e2e server's, which playwright.config.ts keeps
 * beside its database, or another copy's (startShopServer). A test marks where the log ends before it acts and
 * reads the events written after that mark, so lines from tests running beside it before then are left out.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Where a server started on `dataDir` keeps its log. */
export const serverLogIn = (dataDir: string) => path.join(dataDir, "server.log");

/** The e2e server's log (E2E_DATA_DIR is set by playwright.config.ts for every run). */
const e2eServerLog = () => serverLogIn(process.env.E2E_DATA_DIR!);

/** Where the log ends now. */
export const logMark = (file = e2eServerLog()) => statSync(file).size;

/** The `event` lines written after `mark` (the whole log without one), with the fields the caller expects. */
export function loggedEvents<Fields = Record<string, unknown>>(event: string, { file = e2eServerLog(), mark = 0 } = {}): ({ event: string } & Fields)[] {
  return readFileSync(file)
    .subarray(mark)
    .toString("utf8")
    .split("\n")
    .filter((line) => line.includes(`"event":${JSON.stringify(event)}`))
    .map((line) => JSON.parse(line) as { event: string } & Fields);
}
