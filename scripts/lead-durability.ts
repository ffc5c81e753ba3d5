/**
 * Kill the server while leads are being submitted, start it again, and count:
 * every lead that was acknowledged (2xx) must be in the database, and the webhook
 * must receive each stored lead. Usage (after `npm run build`):
 *   node_modules/.bin/node scripts/lead-durability.ts [port] [seconds-before-kill]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.argv[2] ?? 3420);
const killAfterMs = Number(process.argv[3] ?? 3) * 1000;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "wt-durability-"));
const password = "durability-check";
const run = `dur${Date.now().toString(36)}`;

// The webhook stand-in: records each delivery (and its idempotency key).
const deliveries: { email: string; key: string }[] = [];
const hook = createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    try {
      deliveries.push({ email: String((JSON.parse(body) as { email?: string }).email), key: String(req.headers["idempotency-key"]) });
    } catch {
      // ignore
    }
    res.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`;

function start(): ChildProcess {
  return spawn("node_modules/.bin/node", ["server.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: password, LEAD_WEBHOOK_URL: hookUrl, OUTBOX_RETRY_BASE_MS: "500", RATE_LIMIT_PER_MINUTE: "1000000" },
    stdio: "ignore",
  });
}

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

function lead(n: number) {
  return JSON.stringify({
    contact: { email: `${run}.${n}@example.com`, phone: "0412 345 678" },
    context: { form_name: "exit_intent", event_name: "exit_intent_offer", timestamp: new Date().toISOString(), client_id: `${run}-${n}` },
    consent: { marketing: false },
    lead_magnet: { title: "7-Day Frizz-Free Plan", slug: "exit_intent_frizz7" },
  });
}

let server = start();
await waitUp();
console.log(`server up on ${port}; submitting leads for ${killAfterMs / 1000} s, then SIGKILL`);

const acknowledged = new Set<string>();
let sent = 0;
let failed = 0;
let stop = false;
const workers = Array.from({ length: 8 }, async (_, w) => {
  for (let i = 0; !stop; i++) {
    const n = w * 1_000_000 + i;
    sent += 1;
    try {
      const response = await fetch(`${base}/api/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: lead(n) });
      if (response.ok) acknowledged.add(`${run}.${n}@example.com`);
      else failed += 1;
    } catch {
      failed += 1;
    }
  }
});
await new Promise((r) => setTimeout(r, killAfterMs));
server.kill("SIGKILL");
stop = true;
await Promise.all(workers);
console.log(`killed: ${sent} sent, ${acknowledged.size} acknowledged, ${failed} failed or cut off`);

server = start();
await waitUp();
const login = await fetch(`${base}/admin/login`, { method: "POST", body: new URLSearchParams({ password, next: "/admin" }), redirect: "manual" });
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
const csv = await (await fetch(`${base}/admin/export/leads?q=${run}`, { headers: { cookie } })).text();
const stored = new Set([...csv.matchAll(new RegExp(`${run}\\.\\d+@example\\.com`, "g"))].map((m) => m[0]));
const lost = [...acknowledged].filter((email) => !stored.has(email));
console.log(`after restart: ${stored.size} stored, ${lost.length} acknowledged but missing`);

// Let the outbox finish forwarding everything that was stored.
for (let i = 0; i < 120 && new Set(deliveries.filter((d) => d.email.startsWith(run)).map((d) => d.email)).size < stored.size; i++) {
  await new Promise((r) => setTimeout(r, 500));
}
await new Promise((r) => setTimeout(r, 3000));
const mine = deliveries.filter((d) => d.email.startsWith(run));
const uniqueEmails = new Set(mine.map((d) => d.email));
console.log(`webhook: ${uniqueEmails.size} of ${stored.size} stored leads delivered; ${mine.length - uniqueEmails.size} repeat deliveries (same Idempotency-Key)`);

server.kill("SIGTERM");
hook.close();
await new Promise((r) => setTimeout(r, 1500));
rmSync(dataDir, { recursive: true, force: true });
if (lost.length > 0 || uniqueEmails.size < stored.size) {
  console.error("FAILED");
  process.exit(1);
}
console.log("OK: no acknowledged lead was lost");
