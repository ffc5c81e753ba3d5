/**
 * A stop (SIGTERM, as systemd, Docker and a rolling deploy send it) loses no request: /healthz says "draining" at
 * once, requests keep being answered while the proxy notices, then the ones in flight finish before the process
 * ends. Clients here behave as a proxy does: keep-alive connections, and no new request once /healthz says draining.
 */
import { Agent, request } from "node:http";
import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { startShopServer } from "./support/shop";

type Outcome = { status: number } | { error: string };

function get(url: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      res.on("error", (error) => resolve({ error: error.message }));
    });
    req.on("error", (error) => resolve({ error: error.message }));
    req.end();
  });
}

test("SIGTERM under load: /healthz says draining, every request sent is answered, and the process ends cleanly", async () => {
  test.setTimeout(180_000);
  const server = await startShopServer({ DRAIN_SECONDS: "2" });
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const outcomes: Outcome[] = [];
  const health: string[] = [];
  let draining = false;

  // Eight keep-alive clients asking for pages, until the proxy would have taken this server out.
  const clients = Array.from({ length: 8 }, async (_, i) => {
    const paths = ["/", "/services", "/contact", "/collections/christmas-gift-packs"];
    for (let n = 0; !draining; n++) outcomes.push(await get(`${server.url}${paths[(i + n) % paths.length]}`, agent));
  });
  // The proxy's health check.
  const checker = (async () => {
    while (!draining) {
      const answer = await fetch(`${server.url}/healthz`).then(
        async (response) => `${response.status} ${await response.text()}`,
        (error: Error) => `error ${error.message}`,
      );
      health.push(answer);
      if (answer.startsWith("503")) draining = true;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  await expect.poll(() => outcomes.length, { timeout: 60_000 }).toBeGreaterThan(40);
  const stopped = server.stop();
  await Promise.all([checker, ...clients]);
  await stopped;
  agent.destroy();

  expect(health.at(-1)).toBe('503 {"status":"draining"}');
  const failed = outcomes.filter((outcome) => "error" in outcome || outcome.status !== 200);
  expect(failed, "requests not answered with 200").toEqual([]);
  const events = readFileSync(server.log, "utf8")
    .split("\n")
    .flatMap((line) => {
      try {
        return [(JSON.parse(line) as { event: string }).event];
      } catch {
        return [];
      }
    });
  expect(events).toContain("server.draining");
  expect(events).toContain("server.stopped");
  expect(events).not.toContain("server.requests_cut");
  expect(events).not.toContain("server.forced_exit");
});
