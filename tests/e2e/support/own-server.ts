import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type TestInfo } from "@playwright/test";
import { ownerPassword } from "./owner";

/**
 * A server of the spec's own, beside the one playwright.config.ts starts: its own port, its own empty data directory,
 * the owner's e2e password, no webhooks. `command` is what starts it (`npm run dev`, or the build: `node server.ts`).
 */
export async function startOwnServer(options: { command: string[]; port: number; env: Record<string, string>; startMs?: number }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "wt-e2e-own-"));
  let output = "";
  const [program, ...args] = options.command;
  const child: ChildProcess = spawn(program!, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      SITE_URL: "",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_PASSWORD: ownerPassword,
      LEAD_WEBHOOK_URL: "",
      NEWSLETTER_WEBHOOK_URL: "",
      FEEDBACK_WEBHOOK_URL: "",
      ...options.env,
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`${options.command.join(" ")} exited:\n${output}`);
        return fetch(`http://127.0.0.1:${options.port}/healthz`).then((response) => response.status, () => 0);
      },
      { timeout: options.startMs ?? 80_000, message: `${options.command.join(" ")} answers /healthz` },
    )
    .toBe(200);

  return {
    output: () => output,
    /** Attaches what the server printed to a test that failed. */
    async attachOnFailure(testInfo: TestInfo) {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach(`${options.command.join(" ")} output`, { body: output, contentType: "text/plain" });
    },
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        process.kill(-child.pid, "SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
