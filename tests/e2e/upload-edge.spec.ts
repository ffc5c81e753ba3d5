/**
 * An owner-only write is refused before its body is read: sockets that post a phone-sized upload to the photo
 * pages without a session get a 401 and a closed connection, and the server's own counts show it read next to
 * nothing of them and holds nothing for them. A server of its own, so no other spec's bodies mix into its counts.
 */
import { connect } from "node:net";
import { signInFirst } from "../../app/server/request-edge.server.ts";
import { expect, test } from "./support/fixtures";
import { ownerCookie, startShopServer } from "./support/shop";

const MiB = 1024 * 1024;
const declared = 16 * MiB;

type Counts = {
  bodies: { reading: number; heldBytes: number; readBytes: number };
  refusedUnread: { count: number; closed: number; mostSocketBytes: number };
};

/**
 * Posts `path` declaring a 16 MiB body and sends all of it but one byte, as fast as the server takes it, then
 * waits with the connection open, as the attack did. Resolves with the answer once the server closes.
 */
function unsignedUpload(port: number, path: string): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const received: Buffer[] = [];
    let sent = 0;
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      const raw = Buffer.concat(received).toString("latin1");
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1] ?? 0), body, sent });
    });
    socket.write(
      [`POST ${path} HTTP/1.1`, `Host: localhost:${port}`, "Content-Type: multipart/form-data; boundary=x", `Content-Length: ${declared}`, "", ""].join("\r\n"),
    );
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!socket.destroyed && sent < declared - 1) {
        const piece = chunk.subarray(0, Math.min(chunk.length, declared - 1 - sent));
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

test.describe("owner-only uploads without a session", () => {
  test.describe.configure({ mode: "serial" });
  let server: Awaited<ReturnType<typeof startShopServer>>;
  let cookie = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startShopServer({});
    const owner = await ownerCookie(server.url);
    cookie = `${owner.name}=${owner.value}`;
  });
  test.afterAll(async () => server?.stop());

  const counts = async (): Promise<Counts> => {
    const response = await fetch(`${server.url}/admin/server-counts`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as Counts;
  };
  const port = () => Number(new URL(server.url).port);
  /** The counts once the server has closed every socket it refused (it closes its side after a short linger). */
  const countsOnceClosed = async (refused: number): Promise<Counts> => {
    let latest = await counts();
    await expect.poll(async () => (latest = await counts()).refusedUnread.closed).toBe(refused);
    expect(latest.refusedUnread.count).toBe(refused);
    return latest;
  };

  test("a 16 MiB upload is answered 401 and its connection closed before its body is read", async () => {
    const before = await counts();
    for (const path of ["/admin/photos", "/admin/products/heat-defense-spray/photos", "/admin/photos.data"]) {
      const answer = await unsignedUpload(port(), path);
      expect(answer.status, path).toBe(401);
      expect(JSON.parse(answer.body), path).toEqual({ error: signInFirst });
    }
    const after = await countsOnceClosed(before.refusedUnread.count + 3);
    // Not one byte went through the body reader; the socket gave up no more than its first buffers.
    expect(after.bodies.readBytes).toBe(before.bodies.readBytes);
    expect(after.refusedUnread.mostSocketBytes).toBeLessThan(declared / 16);
  });

  test("120 such sockets at once leave nothing read or held", async () => {
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => unsignedUpload(port(), i % 2 ? "/admin/photos" : "/admin/products/x/photos")));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401));
    const after = await countsOnceClosed(before.refusedUnread.count + 120);
    expect(after.bodies.readBytes).toBe(before.bodies.readBytes);
    expect(after.bodies.heldBytes).toBe(0);
    expect(after.bodies.reading).toBe(0);
    expect(after.refusedUnread.mostSocketBytes).toBeLessThan(declared / 16);
  });

  test("the signed-in owner's writes are still read", async () => {
    const before = await counts();
    const response = await fetch(`${server.url}/admin/photos`, {
      method: "POST",
      headers: { cookie, origin: server.url },
      body: new URLSearchParams({ intent: "nothing" }),
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(401);
    const after = await counts();
    expect(after.bodies.readBytes).toBeGreaterThan(before.bodies.readBytes);
  });
});
