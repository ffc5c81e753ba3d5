/**
 * Ports for the servers a test run starts, chosen by the system so that two runs on one machine never ask for
 * the same one. A port is free when it is handed out; the run's own server binds it a moment later.
 */
import { createServer, type AddressInfo, type Server } from "node:net";

/** A server listening on `port` (0: any free one), or null when that port is taken. */
function listen(port: number): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => (port && error.code === "EADDRINUSE" ? resolve(null) : reject(error)));
    // Every interface: a port taken on any of them is not free for a server that listens on all.
    server.listen(port, () => resolve(server));
  });
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nothing listens on. */
export async function freePort(): Promise<number> {
  const server = (await listen(0))!;
  const { port } = server.address() as AddressInfo;
  await close(server);
  return port;
}

/** A free port whose next port is free too (the e2e server and, one above it, the webhook stand-in). */
export async function freePortPair(): Promise<number> {
  for (;;) {
    const first = (await listen(0))!;
    const { port } = first.address() as AddressInfo;
    const second = port < 65535 ? await listen(port + 1) : null;
    await close(first);
    if (!second) continue;
    await close(second);
    return port;
  }
}
