import { createServer, type Server } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, freePortPair } from "./free-port";

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, () => resolve(server));
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe("free ports", () => {
  it("hands out a port a server can then listen on", async () => {
    await close(await listen(await freePort()));
  });

  it("hands out a pair: the port and the one after it are both free", async () => {
    const port = await freePortPair();
    const servers = [await listen(port), await listen(port + 1)];
    await Promise.all(servers.map(close));
  });

  it("never hands out a port that is taken", async () => {
    const taken = await listen(0);
    const { port } = taken.address() as { port: number };
    try {
      for (let i = 0; i < 20; i++) expect(await freePort()).not.toBe(port);
    } finally {
      await close(taken);
    }
  });
});
