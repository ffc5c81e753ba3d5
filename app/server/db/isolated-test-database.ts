import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { connect, type Connection } from "./client.server";

/**
 * Data tests in different files run at the same time against the one test
 * PostgreSQL server: give a file its own empty database there, so truncating
 * and numbering in one file never disturbs another. PGlite in memory is already private.
 */
export async function isolatedDatabase(options: { dataDir?: string; databaseUrl?: string }): Promise<{ dataDir?: string; databaseUrl?: string }> {
  if (!options.databaseUrl) return options;
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(options.databaseUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}

/**
 * Two instances of the site on one new PostgreSQL database, migrated once, for the tests of one suite that check what
 * every instance must share: opened before its tests, both closed after them. The suite reads them through the getter.
 */
export function twoInstancesForSuite(options: { databaseUrl?: string }): () => [Connection, Connection] {
  let instances: [Connection, Connection] | undefined;
  beforeAll(async () => {
    const database = await isolatedDatabase(options);
    instances = [connect(database), connect(database)];
    await instances[0].migrate();
  });
  afterAll(async () => {
    await Promise.all(instances?.map((instance) => instance.close()) ?? []);
  });
  return () => instances!;
}
