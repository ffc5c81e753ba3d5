import { inject } from "vitest";

/**
 * The databases every data test runs against: PGlite in memory always, and the
 * real PostgreSQL server started by tests/setup/postgres.ts when it is installed.
 */
export function testDatabases(): { name: string; options: { dataDir?: string; databaseUrl?: string } }[] {
  const postgresUrl = inject("postgresUrl");
  return [
    { name: "PGlite", options: { dataDir: "memory://" } },
    ...(postgresUrl ? [{ name: "PostgreSQL", options: { databaseUrl: postgresUrl } }] : []),
  ];
}
