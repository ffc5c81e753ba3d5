import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { log } from "./log.server.ts";
import { onePerProcess } from "./one-per-process.server.ts";

/**
 * A graceful stop, in the order a load balancer and the visitors need it:
 * 1. At once: `/healthz` answers 503 `{"status":"draining"}` and every answer carries `Connection: close`, so
 *    the proxy stops sending new visitors here and kept-alive connections are not reused for another request.
 * 2. For `drainMs`, requests are still served (the proxy has not noticed yet, and a request it already sent must
 *    not be refused).
 * 3. Then the server stops accepting connections, closes the idle ones, and waits for the requests in flight, at
 *    most `finishMs`; whatever is still open then is cut.
 * 4. `afterRequests` (the outbox worker stops between deliveries, the database closes) and the process exits.
 */
export type StopTimes = { drainMs: number; finishMs: number };

export function createDrain() {
  let draining = false;
  let inFlight = 0;
  let settled: (() => void) | null = null;

  return {
    isDraining: () => draining,
    inFlight: () => inFlight,

    /** Counts requests in flight, and asks clients to close the connection once draining has begun. */
    middleware(_req: IncomingMessage, res: ServerResponse, next: () => void) {
      inFlight++;
      let done = false;
      const finished = () => {
        if (done) return;
        done = true;
        inFlight--;
        if (inFlight === 0) settled?.();
      };
      res.on("finish", finished);
      res.on("close", finished);
      if (draining) res.setHeader("Connection", "close");
      next();
    },

    /** Runs the stop; resolves when the requests in flight have finished (or the wait is over). */
    async stop(server: Server, times: StopTimes, signal: string): Promise<void> {
      if (draining) return;
      draining = true;
      log("server.draining", { signal, inFlight, drainMs: times.drainMs });
      if (times.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, times.drainMs).unref());
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const allFinished = inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve));
      let timer: NodeJS.Timeout | undefined;
      const waited = await Promise.race([
        allFinished.then(() => "finished" as const),
        new Promise<"cut">((resolve) => (timer = setTimeout(() => resolve("cut"), times.finishMs))),
      ]);
      clearTimeout(timer);
      if (waited === "cut") {
        log("server.requests_cut", { inFlight }, "warn");
        server.closeAllConnections();
      }
      await closed;
    },
  };
}

/** The process's drain: the web server's requests and `/healthz` read it, SIGTERM starts it. */
export const drain = onePerProcess("drain", createDrain);
