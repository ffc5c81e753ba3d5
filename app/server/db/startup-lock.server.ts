/**
 * Start-up work on a shared PostgreSQL (migrations, seeding) runs one instance at
 * a time: any number of instances may start together, each waits for the lock,
 * then finds the work done. The lock is a session advisory lock held on a
 * connection of its own, so the work itself can use the pool, transactions included;
 * it goes away with that connection if the process dies.
 */
import pg from "pg";

/** An arbitrary constant of ours; the catalogue seed's transaction lock uses a different one, so the two never wait on each other. */
const startupLockKey = 724200;

export async function underStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection fails the query in progress; without a listener it would also end the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [startupLockKey]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [startupLockKey]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
