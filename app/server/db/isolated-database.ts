import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Test files run in parallel. PGlite in memory is private to each file already;
 * on the shared PostgreSQL server each file gets its own throwaway database, so
 * one file's truncates never touch another's rows.
 */
export async function isolatedDatabase(options: { dataDir?: string; databaseUrl?: string }): Promise<{ dataDir?: string; databaseUrl?: string }> {
  if (!options.databaseUrl) return options;
  const name = `wt_test_${randomBytes(6).toString("hex")}`;
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
