import { createServer, type IncomingHttpHeaders } from "node:http";
import { e2ePort } from "./shop";

export type Delivery = { path: string; body: Record<string, unknown>; headers: IncomingHttpHeaders };

/**
 * A stand-in for the automation webhooks (n8n, Zapier…), the network edge the
 * outbox talks to. The e2e server is configured to post to port E2E_PORT + 1;
 * while no stand-in listens there the webhooks are "down". Started refusing, it
 * answers every delivery 503 (and notes it in `refused`) until `accept()`.
 */
export async function startWebhookStandIn({ port = e2ePort + 1, refusing = false } = {}) {
  const deliveries: Delivery[] = [];
  const refused: Delivery[] = [];
  const server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      try {
        const delivery = { path: req.url ?? "", body: JSON.parse(data) as Record<string, unknown>, headers: req.headers };
        if (refusing) {
          refused.push(delivery);
          res.writeHead(503, { "content-type": "application/json" }).end('{"error":"down for maintenance"}');
          return;
        }
        deliveries.push(delivery);
        res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    deliveries,
    refused,
    accept: () => void (refusing = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
