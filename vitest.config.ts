import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for builds, not unit tests.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/postgres.ts"],
    // The data tests spend much of their time waiting on PostgreSQL and the file system: one more file at a time than
    // the machine has cores keeps it busy (Vitest's own default, one fewer than the cores, runs them one by one on two).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
