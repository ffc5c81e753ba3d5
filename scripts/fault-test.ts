/**
 * The fault test (issue 7).
 *
 * 1. Crash: leads (the browser helper's JSON post and the contact form posted without JavaScript) and
 *    orders (bag and Buy Now forms, then the checkout form, as a browser without JavaScript posts them)
 *    arrive in a burst; the server is killed with SIGKILL in the middle and started again on the same
 *    DATA_DIR, `kills` times. Then: every submission that got its acknowledgement (a 2xx for a lead, the
 *    303 to /order-confirmation for an order) must be in the database, and the outbox must hand every
 *    stored lead to the local receiver under exactly one Idempotency-Key. Orders are not forwarded
 *    anywhere (no order webhook exists; the embedded checkout only records them), so for orders the
 *    check is storage only.
 * 2. Storage: a read-only data directory (with and without a database in it), a full disk, a DATA_DIR
 *    that runs through a file: the server must stop within a bounded time with one clear sentence naming
 *    the directory, no stack trace. A disk that fills while serving: lead and order posts get a 503
 *    with Retry-After and a message, /healthz a 503, and both recover once space is freed.
 *    As root, chmod does not stop writes, so the read-only and full cases use a user and mount
 *    namespace (`unshare -rm`: a read-only bind mount, a small tmpfs), falling back to chmod (not root)
 *    or a dropped user (root) for read-only, and a file size limit (`ulimit -f`) for full.
 *
 * Usage (after `npm run build`):
 *   node_modules/.bin/node scripts/fault-test.ts [port] [seconds-of-burst-before-each-kill] [kills]
 * A port of 0, or none, is one the system says is free, so two runs on one machine never meet.
 * `npm run test:faults` is the full form (3 kills after 5 s each); `npm test` runs a short one.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { freePort } from "./free-port.ts";

const port = Number(process.argv[2] ?? 0) || (await freePort());
const burstMs = Number(process.argv[3] ?? 5) * 1000;
const kills = Math.max(1, Number(process.argv[4] ?? 3));
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(path.join(tmpdir(), "wt-faults-"));
const dataDir = path.join(work, "data");
/** A new database (migrated, catalogue seeded, nothing else), kept for the storage checks: creating one is slow. */
const template = path.join(work, "template");
const password = "fault-test-password";
const run = `ft${Date.now().toString(36)}`;
const startBoundMs = 60_000;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  return ok;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------
// The local receiver: an idempotent webhook, as a real one should be. It accepts each Idempotency-Key
// once and counts repeats of a key (a row delivered just before a crash and again after the restart).

type Delivery = { key: string; email: string; leadId: number };
const accepted = new Map<string, Delivery>();
let repeats = 0;
const hook = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    try {
      const payload = JSON.parse(body) as { email?: string; lead_id?: number };
      const key = String(req.headers["idempotency-key"]);
      if (accepted.has(key)) repeats += 1;
      else accepted.set(key, { key, email: String(payload.email), leadId: Number(payload.lead_id) });
    } catch {
      // not ours
    }
    res.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`;

// ---------------------------------------------------------------------------
// Starting and stopping the server.

type Server = { child: ChildProcess; output: () => string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> };
const running = new Set<ChildProcess>();

function serverEnv(dir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    // The address the test posts from is the site's: form posts are accepted only from SITE_URL's origin.
    SITE_URL: base,
    DATA_DIR: dir,
    // The embedded database and storefront, whatever the calling shell has configured.
    DATABASE_URL: "",
    SHOPIFY_STORE_DOMAIN: "",
    SHOPIFY_STOREFRONT_TOKEN: "",
    ADMIN_PASSWORD: password,
    LEAD_WEBHOOK_URL: hookUrl,
    NEWSLETTER_WEBHOOK_URL: "",
    FEEDBACK_WEBHOOK_URL: "",
    EVENTS_WEBHOOK_URL: "",
    SMTP_URL: "",
    OUTBOX_RETRY_BASE_MS: "500",
    RATE_LIMIT_PER_MINUTE: "1000000",
  };
}

/** Start `node server.ts`, optionally through a wrapper (unshare, setpriv, a shell with ulimit). */
function startServer(dir: string, wrapper: string[] = [], extraEnv: NodeJS.ProcessEnv = {}): Server {
  const started = Date.now();
  const command = [...wrapper, "node_modules/.bin/node", "server.ts"];
  const child = spawn(command[0]!, command.slice(1), { env: { ...serverEnv(dir), ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((resolve) =>
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal, ms: Date.now() - started });
    }),
  );
  return { child, output: () => output, exited };
}

async function healthz(): Promise<number | null> {
  try {
    const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

/** Resolves "up" once /healthz answers 200, or "exited" when the process ends first; rejects after startBoundMs. */
async function upOrExited(server: Server): Promise<"up" | "exited"> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + startBoundMs;
  while (Date.now() < deadline) {
    if (exited) return "exited";
    if ((await healthz()) === 200) return "up";
    await sleep(200);
  }
  return "exited";
}

const startTimes: number[] = [];

async function startUp(dir: string, wrapper: string[] = []): Promise<Server> {
  const started = Date.now();
  const server = startServer(dir, wrapper);
  if ((await upOrExited(server)) !== "up") {
    server.child.kill("SIGKILL");
    throw new Error(`server did not start:\n${server.output().slice(-3000)}`);
  }
  startTimes.push(Date.now() - started);
  return server;
}

async function stop(server: Server) {
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
  await server.exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------
// What a visitor sends.

const formHeaders = (cookie?: string) => ({
  "content-type": "application/x-www-form-urlencoded",
  origin: base,
  ...(cookie ? { cookie } : {}),
});

function cookieFrom(response: Response, name: string): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    if (pair?.startsWith(`${name}=`) && pair.length > name.length + 1) return pair;
  }
  return null;
}

async function drain(response: Response) {
  await response.body?.cancel().catch(() => undefined);
}

/** The browser helper's JSON post (with JavaScript). */
async function postLeadJson(email: string, n: number): Promise<number> {
  const response = await fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      contact: { email, phone: "0412 345 678" },
      context: { form_name: "exit_intent", event_name: "exit_intent_offer", timestamp: new Date().toISOString(), client_id: `${run}-${n}` },
      consent: { marketing: false },
      lead_magnet: { title: "7-Day Frizz-Free Plan", slug: "exit_intent_frizz7" },
    }),
  });
  await drain(response);
  return response.status;
}

/** The contact form posted without JavaScript. */
async function postContactForm(email: string, n: number): Promise<number> {
  const response = await fetch(`${base}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { ...formHeaders(), referer: `${base}/contact` },
    body: new URLSearchParams({
      name: "Fault Test",
      email,
      phone: "0412 345 678",
      topic: "product_question",
      message: "Do you have the curl cream in stock for pick-up this week?",
      client_id: `${run}-${n}`,
      source_page: "/contact",
      company: "",
    }),
  });
  await drain(response);
  return response.status;
}

type Product = { handle: string; variantId: string };

/** The Add to Bag forms of the collection pages, as a browser without JavaScript sees them. */
async function productsOnSale(): Promise<Product[]> {
  const index = await (await fetch(`${base}/collections`)).text();
  const slugs = [...new Set([...index.matchAll(/href="\/collections\/([a-z0-9-]+)"/g)].map((m) => m[1]!))].slice(0, 4);
  const found = new Map<string, Product>();
  for (const slug of slugs) {
    const html = await (await fetch(`${base}/collections/${slug}`)).text();
    for (const form of html.matchAll(/<form[^>]*action="\/bag"[^>]*>([\s\S]*?)<\/form>/g)) {
      const body = form[1]!;
      const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(body)?.[1];
      const addButton = [...body.matchAll(/<button[^>]*>/g)].map((m) => m[0]).find((tag) => /value="add"/.test(tag) && /name="intent"/.test(tag));
      const handle = field("handle");
      const variantId = field("variantId");
      // The disabled attribute, not the disabled: variants in the class list.
      if (handle && variantId && addButton && !/\sdisabled(=""|\s|>|\/)/.test(addButton)) found.set(variantId, { handle, variantId });
    }
  }
  return [...found.values()];
}

/** A cart as a browser without JavaScript makes one: two Add to Bag posts then Checkout, or one Buy Now. Returns the checkout path. */
async function cartToCheckout(products: Product[], n: number): Promise<string | null> {
  const pick = (i: number) => products[(n + i) % products.length]!;
  if (n % 2 === 0) {
    const response = await fetch(`${base}/bag`, {
      method: "POST",
      redirect: "manual",
      headers: formHeaders(),
      body: new URLSearchParams({ intent: "buy", source: "product", handle: pick(0).handle, variantId: pick(0).variantId }),
    });
    await drain(response);
    return response.status === 303 ? response.headers.get("location") : null;
  }
  let cookie: string | null = null;
  for (const product of [pick(0), pick(3)]) {
    const response: Response = await fetch(`${base}/bag`, {
      method: "POST",
      redirect: "manual",
      headers: formHeaders(cookie ?? undefined),
      body: new URLSearchParams({ intent: "add", source: "collection", handle: product.handle, variantId: product.variantId }),
    });
    await drain(response);
    cookie = cookieFrom(response, "wt_cart") ?? cookie;
    if (response.status !== 303 || !cookie) return null;
  }
  const response = await fetch(`${base}/bag`, { method: "POST", redirect: "manual", headers: formHeaders(cookie ?? undefined), body: new URLSearchParams({ intent: "checkout" }) });
  await drain(response);
  return response.status === 303 ? response.headers.get("location") : null;
}

/** The checkout page, then its form. Returns the response to the order post. */
async function placeOrder(checkoutPath: string, email: string): Promise<Response> {
  const page = await fetch(new URL(checkoutPath, base));
  await drain(page);
  const response = await fetch(new URL(checkoutPath, base), {
    method: "POST",
    redirect: "manual",
    headers: { ...formHeaders(), referer: new URL(checkoutPath, base).toString() },
    body: new URLSearchParams({ name: "Fault Test", email, phone: "0412 345 678", fulfilment: "local_pickup" }),
  });
  return response;
}

// ---------------------------------------------------------------------------
// 1. The crash test.

const leadsSent = new Set<string>();
const leadsAcked = new Set<string>();
const ordersSent = new Set<string>();
const ordersAcked = new Map<string, number>(); // e-mail -> order number from the confirmation URL
let cartsStarted = 0;

async function burst(products: Product[], round: number, server: Server) {
  let stopping = false;
  const leadWorker = async (w: number) => {
    for (let i = 0; !stopping; i++) {
      const n = round * 10_000_000 + w * 100_000 + i;
      const email = `${run}.l${n}@example.com`;
      leadsSent.add(email);
      try {
        const status = i % 3 === 2 ? await postContactForm(email, n) : await postLeadJson(email, n);
        if (status >= 200 && status < 300) leadsAcked.add(email);
      } catch {
        // cut off by the kill; let timers run before the next attempt
        await sleep(5);
      }
    }
  };
  const orderWorker = async (w: number) => {
    for (let i = 0; !stopping; i++) {
      const n = round * 10_000_000 + w * 100_000 + i;
      const email = `${run}.o${n}@example.com`;
      try {
        cartsStarted += 1;
        const checkout = await cartToCheckout(products, n);
        if (!checkout || stopping) continue;
        ordersSent.add(email);
        const response = await placeOrder(checkout, email);
        await drain(response);
        const location = response.headers.get("location") ?? "";
        const number = /[?&]order_id=WT-(\d+)/.exec(location)?.[1];
        if (response.status === 303 && location.startsWith("/order-confirmation") && number) ordersAcked.set(email, Number(number));
      } catch {
        // cut off by the kill; let timers run before the next attempt
        await sleep(5);
      }
    }
  };
  const workers = [...Array.from({ length: 5 }, (_, w) => leadWorker(w)), ...Array.from({ length: 3 }, (_, w) => orderWorker(w))];
  // Kill after burstMs, once this round has some of each acknowledged (a busy machine is slow to confirm
  // an order), while requests are in flight.
  const roundStarted = Date.now();
  const before = { leads: leadsAcked.size, orders: ordersAcked.size };
  const enough = () => leadsAcked.size - before.leads >= 5 && ordersAcked.size - before.orders >= 2;
  while (Date.now() - roundStarted < burstMs || (!enough() && Date.now() - roundStarted < 60_000)) await sleep(50);
  server.child.kill("SIGKILL");
  await server.exited;
  stopping = true;
  await Promise.all(workers);
}

type Stored = { leads: Map<string, number[]>; orders: Map<string, number[]>; outbox: { id: number; refId: number; status: string }[] };

async function readDatabase(dir: string): Promise<Stored> {
  const db = new PGlite(dir);
  try {
    const leads = new Map<string, number[]>();
    for (const row of (await db.query<{ id: number; email: string }>(`select id::int as id, email from leads where email like $1`, [`${run}.%`])).rows) {
      leads.set(row.email, [...(leads.get(row.email) ?? []), row.id]);
    }
    const orders = new Map<string, number[]>();
    for (const row of (await db.query<{ number: number; email: string }>(`select number, email from shop_orders where email like $1`, [`${run}.%`])).rows) {
      orders.set(row.email, [...(orders.get(row.email) ?? []), row.number]);
    }
    const outbox = (await db.query<{ id: number; refId: number; status: string }>(`select id::int as id, ref_id::int as "refId", status from outbox where topic = 'lead'`)).rows;
    return { leads, orders, outbox };
  } finally {
    await db.close();
  }
}

const crash = { leads: { submitted: 0, acknowledged: 0, stored: 0, lost: 0, storedTwice: 0, delivered: 0, duplicates: 0, repeats: 0, undelivered: 0 }, orders: { carts: 0, submitted: 0, acknowledged: 0, stored: 0, lost: 0, storedTwice: 0 } };

async function crashTest() {
  let server = await startUp(dataDir);
  await stop(server);
  cpSync(dataDir, template, { recursive: true });
  server = await startUp(dataDir);
  const products = await productsOnSale();
  if (products.length < 4) throw new Error(`expected products to buy on the collection pages, found ${products.length}`);
  console.log(`server up on ${port}; ${kills} × (burst of leads and orders for ${burstMs / 1000} s, then SIGKILL); ${products.length} products on sale`);
  for (let round = 0; round < kills; round++) {
    await burst(products, round, server);
    console.log(`  kill ${round + 1}: so far ${leadsSent.size} leads sent, ${leadsAcked.size} acknowledged; ${ordersSent.size} orders placed, ${ordersAcked.size} confirmed`);
    server = await startUp(dataDir);
  }

  // Let the outbox catch up: every acknowledged lead delivered, then quiet for 2 s.
  const deadline = Date.now() + 90_000;
  let last = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const delivered = new Set([...accepted.values()].map((d) => d.email));
    const missing = [...leadsAcked].filter((email) => !delivered.has(email)).length;
    if (accepted.size + repeats !== last) {
      last = accepted.size + repeats;
      quietSince = Date.now();
    }
    if (missing === 0 && Date.now() - quietSince >= 2000) break;
    await sleep(250);
  }
  await stop(server);

  const stored = await readDatabase(dataDir);
  const storedLeadIds = new Map<number, string>();
  for (const [email, ids] of stored.leads) for (const id of ids) storedLeadIds.set(id, email);
  const keysByEmail = new Map<string, Set<string>>();
  for (const delivery of accepted.values()) {
    if (!delivery.email.startsWith(`${run}.`)) continue;
    keysByEmail.set(delivery.email, (keysByEmail.get(delivery.email) ?? new Set()).add(delivery.key));
  }
  const lostLeads = [...leadsAcked].filter((email) => !stored.leads.has(email));
  const lostOrders = [...ordersAcked].filter(([email, number]) => !stored.orders.get(email)?.includes(number));
  const undelivered = [...stored.leads.keys()].filter((email) => !keysByEmail.has(email));
  const duplicated = [...keysByEmail.values()].filter((keys) => keys.size > 1).length;
  const phantom = [...keysByEmail.keys()].filter((email) => !stored.leads.has(email));
  const outboxForRun = stored.outbox.filter((row) => storedLeadIds.has(row.refId));
  const outboxNotDelivered = outboxForRun.filter((row) => row.status !== "delivered");
  const outboxRowsPerLead = new Map<number, number>();
  for (const row of outboxForRun) outboxRowsPerLead.set(row.refId, (outboxRowsPerLead.get(row.refId) ?? 0) + 1);

  Object.assign(crash.leads, {
    submitted: leadsSent.size,
    acknowledged: leadsAcked.size,
    stored: stored.leads.size,
    lost: lostLeads.length,
    storedTwice: [...stored.leads.values()].filter((ids) => ids.length > 1).length,
    delivered: keysByEmail.size,
    duplicates: duplicated,
    repeats,
    undelivered: undelivered.length,
  });
  Object.assign(crash.orders, {
    carts: cartsStarted,
    submitted: ordersSent.size,
    acknowledged: ordersAcked.size,
    stored: stored.orders.size,
    lost: lostOrders.length,
    storedTwice: [...stored.orders.values()].filter((numbers) => numbers.length > 1).length,
  });

  check(leadsAcked.size > 0 && ordersAcked.size > 0, "the burst must have leads and orders acknowledged before the kill");
  check(lostLeads.length === 0, `${lostLeads.length} acknowledged leads are missing from the database, e.g. ${lostLeads.slice(0, 3).join(", ")}`);
  check(lostOrders.length === 0, `${lostOrders.length} confirmed orders are missing from the database, e.g. ${lostOrders.slice(0, 3).map(([e, n]) => `WT-${n} ${e}`).join(", ")}`);
  check(crash.leads.storedTwice === 0, `${crash.leads.storedTwice} leads were stored twice`);
  check(crash.orders.storedTwice === 0, `${crash.orders.storedTwice} orders were stored twice`);
  check(undelivered.length === 0, `${undelivered.length} stored leads never reached the receiver, e.g. ${undelivered.slice(0, 3).join(", ")}`);
  check(duplicated === 0, `${duplicated} leads reached the receiver under two different Idempotency-Keys`);
  check(phantom.length === 0, `${phantom.length} leads reached the receiver but are not in the database`);
  check(outboxNotDelivered.length === 0, `${outboxNotDelivered.length} outbox rows of stored leads are not marked delivered`);
  check([...outboxRowsPerLead.values()].every((count) => count === 1) && outboxRowsPerLead.size === storedLeadIds.size, "every stored lead has exactly one outbox row");
}

// ---------------------------------------------------------------------------
// 2. Storage faults.

type FaultResult = { name: string; method: string; outcome: string; ok: boolean };
const faultResults: FaultResult[] = [];

// FAULT_TEST_NO_NAMESPACES=1 tries the fallbacks a machine without user namespaces gets.
const canUnshare = !process.env.FAULT_TEST_NO_NAMESPACES && spawnSync("unshare", ["-rm", "true"], { stdio: "ignore" }).status === 0;
const isRoot = process.getuid?.() === 0;
const canSetpriv = isRoot && spawnSync("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "true"], { stdio: "ignore" }).status === 0;
const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;
const inNamespace = (setup: string) => ["unshare", "-rm", "sh", "-c", `${setup} && exec "$0" "$@"`];

/** Start on a directory that cannot hold the database: the server must stop on its own, within the bound, saying why. */
async function expectRefusal(name: string, method: string, dir: string, phrase: RegExp | null, wrapper: string[] = [], extraEnv: NodeJS.ProcessEnv = {}) {
  const server = startServer(dir, wrapper, extraEnv);
  const outcome = await upOrExited(server);
  if (outcome === "up") {
    server.child.kill("SIGKILL");
    await server.exited;
    faultResults.push({ name, method, outcome: "the server started and answered /healthz with 200", ok: check(false, `${name}: the server started`) });
    return;
  }
  const exit = await Promise.race([server.exited, sleep(5000).then(() => null)]);
  if (!exit) {
    server.child.kill("SIGKILL");
    faultResults.push({ name, method, outcome: `no answer and no exit within ${startBoundMs / 1000} s`, ok: check(false, `${name}: hung`) });
    return;
  }
  const output = server.output();
  const message = output
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line.includes(dir));
  const ok =
    check(exit.code !== 0 && exit.code !== null, `${name}: exit code ${exit.code}`) &&
    check(exit.ms < startBoundMs, `${name}: took ${exit.ms} ms`) &&
    check(Boolean(message), `${name}: the output does not name ${dir}:\n${output.slice(-1500)}`) &&
    check(!/^\s+at /m.test(output), `${name}: the output has a stack trace:\n${output.slice(-1500)}`) &&
    check(!phrase || phrase.test(message ?? ""), `${name}: the message does not say ${phrase}: ${message}`);
  faultResults.push({ name, method, outcome: `exit ${exit.code} after ${(exit.ms / 1000).toFixed(1)} s: "${message ?? output.trim().slice(-300)}"`, ok });
}

async function readOnlyCases() {
  const existing = path.join(work, "ro-existing");
  cpSync(template, existing, { recursive: true });
  const parent = path.join(work, "ro-parent");
  mkdirSync(parent);
  const fresh = path.join(parent, "data");
  if (canUnshare) {
    const method = "read-only bind mount in a user+mount namespace (unshare -rm)";
    const ro = (dir: string) => inNamespace(`mount --bind ${quote(dir)} ${quote(dir)} && mount -o remount,bind,ro ${quote(dir)}`);
    await expectRefusal("read-only data directory holding a database", method, existing, /read-only/, ro(existing));
    await expectRefusal("new data directory under a read-only directory", method, fresh, /read-only/, ro(parent));
  } else if (!isRoot || canSetpriv) {
    const method = isRoot ? "chmod 0555, server run as nobody (setpriv)" : "chmod 0555";
    const wrapper = isRoot ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [];
    if (isRoot) chmodSync(work, 0o755); // nobody must reach the directories to be refused by their own mode
    chmodSync(existing, 0o555);
    chmodSync(parent, 0o555);
    try {
      await expectRefusal("read-only data directory holding a database", method, existing, /not allowed|read-only/, wrapper);
      await expectRefusal("new data directory under a read-only directory", method, fresh, /not allowed|read-only/, wrapper);
    } finally {
      chmodSync(existing, 0o755);
      chmodSync(parent, 0o755);
    }
  } else {
    faultResults.push({ name: "read-only data directory", method: "none", outcome: "skipped: running as root without user namespaces or setpriv", ok: true });
  }
}

async function fullDiskAtStart() {
  const dir = path.join(work, "full");
  mkdirSync(dir);
  if (canUnshare) {
    await expectRefusal("full disk (8 MB tmpfs) at start", "tmpfs in a user+mount namespace (unshare -rm)", dir, /disk is full/, inNamespace(`mount -t tmpfs -o size=8m tmpfs ${quote(dir)}`));
  } else {
    await expectRefusal("full disk at start", "file size limit (ulimit -f 2048: writes past 2 MB fail with EFBIG)", dir, null, ["bash", "-c", 'ulimit -f 2048 && exec "$0" "$@"']);
  }
}

async function pathThroughFile() {
  const file = path.join(work, "not-a-directory");
  writeFileSync(file, "a file where a directory should be\n");
  await expectRefusal("DATA_DIR runs through a regular file", "DATA_DIR=<file>/data (ENOTDIR, also as root)", path.join(file, "data"), /not a directory/);
}

/** The disk fills while the server runs: leads and orders get a 503 with a message, /healthz too; freeing space brings both back. */
async function fullDiskWhileServing() {
  const name = "disk fills while serving (64 MB tmpfs, then a filler file)";
  if (!canUnshare) {
    faultResults.push({ name, method: "none", outcome: "skipped: needs a user+mount namespace (unshare -rm) for a small disk", ok: true });
    return;
  }
  // A new database on a 64 MB disk: its leads and orders tables have no pages yet, so the first row
  // written after the disk fills needs new space (an older database can fit a few more rows in its pages).
  const dir = path.join(work, "filling");
  mkdirSync(dir);
  const server = await startUp(dir, inNamespace(`mount -t tmpfs -o size=64m tmpfs ${quote(dir)} && cp -a ${quote(template)}/. ${quote(dir)}/`));
  const filler = `/proc/${server.child.pid}/root${dir}/filler`;
  const notes: string[] = [];
  let ok = true;
  try {
    const products = await productsOnSale();
    ok = check((await postLeadJson(`${run}.full-before@example.com`, 1)) === 201, `${name}: a lead before the disk filled was not stored`) && ok;
    // Checkouts opened before the disk fills (Buy Now: one cart each), placed after it filled.
    const checkouts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const checkout = await cartToCheckout(products, i * 2);
      if (checkout) checkouts.push(checkout);
    }
    ok = check(checkouts.length === 3, `${name}: only ${checkouts.length} of 3 checkouts opened before the disk filled`) && ok;

    // Fill the disk from outside the namespace, through the server's own view of the file system.
    const fill = spawnSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=64k"], { stdio: "ignore" });
    check(existsSync(filler), `${name}: could not write the filler (dd exit ${fill.status})`);
    let leadStatus = 0;
    let leadAnswer: Response | null = null;
    for (let i = 0; i < 30 && leadStatus !== 503; i++) {
      leadAnswer = await fetch(`${base}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          contact: { email: `${run}.full${i}@example.com`, phone: "0412 345 678" },
          context: { form_name: "exit_intent", timestamp: new Date().toISOString(), client_id: `${run}-full-${i}` },
          consent: { marketing: false },
          lead_magnet: { title: "7-Day Frizz-Free Plan", slug: "exit_intent_frizz7" },
        }),
      });
      leadStatus = leadAnswer.status;
      if (leadStatus !== 503) await drain(leadAnswer);
    }
    const leadBody = leadStatus === 503 && leadAnswer ? ((await leadAnswer.json()) as { error?: string }) : {};
    ok = check(leadStatus === 503, `${name}: lead post answered ${leadStatus}, expected 503`) && ok;
    ok = check(leadAnswer?.headers.get("retry-after") === "30", `${name}: no Retry-After on the 503`) && ok;
    ok = check(/couldn't save that just now/.test(leadBody.error ?? ""), `${name}: the 503 has no clear message: ${JSON.stringify(leadBody)}`) && ok;
    notes.push(`lead post ${leadStatus} "${leadBody.error ?? ""}"`);

    // Free room inside existing pages can take a few more rows: place orders until one is refused.
    let refused: { checkout: string; status: number; page: string } | null = null;
    let placedWhileFull = 0;
    for (const checkout of checkouts) {
      const order = await placeOrder(checkout, `${run}.full-order@example.com`);
      if (order.status !== 503) {
        await drain(order);
        placedWhileFull += order.status === 303 ? 1 : 0;
        continue;
      }
      refused = { checkout, status: order.status, page: await order.text() };
      break;
    }
    ok = check(Boolean(refused) && /couldn&#x27;t save that just now|couldn't save that just now/.test(refused?.page ?? ""), `${name}: no order post got a 503 with the message`) && ok;
    notes.push(`order post ${refused?.status ?? "never refused"} (after ${placedWhileFull} placed in room left in existing pages)`);

    const health = await fetch(`${base}/healthz`);
    const healthBody = (await health.json()) as { error?: string };
    ok = check(health.status === 503 && /disk is full/.test(healthBody.error ?? ""), `${name}: /healthz answered ${health.status} ${JSON.stringify(healthBody)}`) && ok;
    notes.push(`/healthz ${health.status} "${healthBody.error ?? ""}"`);

    // Free the space: /healthz recovers after its re-check, and the same order goes through.
    rmSync(filler, { force: true });
    const freedAt = Date.now();
    let recovered = false;
    while (Date.now() - freedAt < 20_000 && !recovered) {
      recovered = (await healthz()) === 200;
      if (!recovered) await sleep(250);
    }
    ok = check(recovered, `${name}: /healthz did not recover within 20 s of freeing space`) && ok;
    notes.push(`/healthz 200 again ${((Date.now() - freedAt) / 1000).toFixed(1)} s after freeing space`);
    ok = check((await postLeadJson(`${run}.full-after@example.com`, 2)) === 201, `${name}: a lead after freeing space was not stored`) && ok;
    const retried = refused ? await placeOrder(refused.checkout, `${run}.full-order@example.com`) : null;
    if (retried) await drain(retried);
    ok = check(retried?.status === 303 && (retried.headers.get("location") ?? "").startsWith("/order-confirmation"), `${name}: the order retried after freeing space answered ${retried?.status}`) && ok;
    notes.push(`lead 201 and order ${retried?.status} after`);
  } finally {
    rmSync(filler, { force: true });
    await stop(server);
  }
  faultResults.push({ name, method: "tmpfs in a user+mount namespace (unshare -rm)", outcome: notes.join("; "), ok });
}

// ---------------------------------------------------------------------------

// Interrupted (Ctrl-C): stop the servers this test started and remove its files.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill("SIGKILL");
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
}

const started = Date.now();
try {
  for (const [phase, step] of [
    ["crash", crashTest],
    ["read-only", readOnlyCases],
    ["full at start", fullDiskAtStart],
    ["path through a file", pathThroughFile],
    ["full while serving", fullDiskWhileServing],
  ] as const) {
    const phaseStarted = Date.now();
    await step();
    console.log(`  (${phase}: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s)`);
  }
} catch (error) {
  failures.push(`the test itself failed: ${(error as Error).message}`);
} finally {
  for (const child of running) child.kill("SIGKILL");
  hook.close();
  rmSync(work, { recursive: true, force: true });
}

const l = crash.leads;
const o = crash.orders;
const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(`\nFigures (${kills} SIGKILL${kills > 1 ? "s" : ""}, each after ${burstMs / 1000} s of burst; ${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
console.log(`           submitted  acknowledged  stored  lost  stored twice  delivered  duplicates`);
console.log(`  leads   ${pad(l.submitted, 10)}  ${pad(l.acknowledged, 12)}  ${pad(l.stored, 6)}  ${pad(l.lost, 4)}  ${pad(l.storedTwice, 12)}  ${pad(l.delivered, 9)}  ${pad(l.duplicates, 10)}`);
console.log(`  orders  ${pad(o.submitted, 10)}  ${pad(o.acknowledged, 12)}  ${pad(o.stored, 6)}  ${pad(o.lost, 4)}  ${pad(o.storedTwice, 12)}  ${pad("n/a", 9)}  ${pad("n/a", 10)}`);
console.log(`  leads: submitted = posts sent (2/3 JSON helper, 1/3 contact form without JavaScript); stored includes posts cut off after their commit.`);
console.log(`  delivered = stored leads the receiver accepted; duplicates = leads it got under two Idempotency-Keys; ${l.undelivered} stored but undelivered;`);
console.log(`  ${l.repeats} repeat deliveries of an already accepted key (sent just before a kill, recorded after it), dropped by the receiver.`);
console.log(`  orders: ${o.carts} carts started; submitted = checkout posts; acknowledged = 303 to /order-confirmation. Orders are not forwarded (no order webhook): storage only.`);
console.log(`  server starts until /healthz answered: ${startTimes.map((ms) => (ms / 1000).toFixed(1)).join(", ")} s`);
console.log(`\nStorage faults`);
for (const result of faultResults) console.log(`  ${result.ok ? "ok  " : "FAIL"} ${result.name} [${result.method}]\n       ${result.outcome}`);
if (failures.length) {
  console.error(`\nFAILED:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log(`\nOK: nothing acknowledged was lost, every stored lead was delivered once per key, storage faults are reported clearly.`);
