/**
 * A separate process that opens the database the way the server does, for tests of
 * what happens between processes. `hold <data directory>` keeps it open until SIGTERM,
 * answering backup requests as the server does. `race` reads database URLs on stdin, one per trial: for each it opens the
 * database and runs a start-up task that must happen once however many instances start
 * together, then answers `done` (kept running, so trials measure the race, not start-up).
 * Refusals end it like the server: the message alone on stderr, exit code 1.
 */
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { answerBackupRequests } from "../db/backup-requests.server.ts";
import { openConnection } from "../db/client.server.ts";
import { rowsOf } from "../db/queryable.server.ts";

const [mode, target = ""] = process.argv.slice(2);

async function race(databaseUrl: string) {
  const connection = await openConnection({ databaseUrl, purpose: "server" });
  try {
    await connection.exclusive(async () => {
      const done = rowsOf(await connection.db.execute("select 1 from settings where key = 'startup-race'"));
      // Long enough that an instance without the lock would look before the first one writes.
      await sleep(50);
      if (done.length === 0) await connection.db.execute(`insert into settings (key, value) values ('startup-race', '${process.pid}')`);
    });
  } finally {
    await connection.close();
  }
}

try {
  if (mode === "race") {
    for await (const url of createInterface({ input: process.stdin })) {
      const outcome = await race(url).then(
        () => "done",
        (error: Error) => `failed: ${error.message.split("\n")[0]}`,
      );
      console.log(outcome);
    }
  } else {
    const connection = await openConnection({ databaseUrl: "", dataDir: target, purpose: "server" });
    process.on("SIGTERM", () => void connection.close().then(() => process.exit(0)));
    answerBackupRequests(target, () => connection.db);
    console.log("opened");
  }
} catch (error) {
  if ((error as Error).name !== "DatabaseUnavailableError") throw error;
  console.error((error as Error).message);
  process.exit(1);
}
