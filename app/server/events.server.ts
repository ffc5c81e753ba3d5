import { eventPayloadSchema } from "~/lib/events";
import { database } from "./db/client.server";
import { events } from "./db/schema.server";
import { destinationFor, enqueue, wakeOutbox } from "./outbox.server";

export type RecordResult = { ok: true } | { ok: false; status: 400; error: string };

/** Validate and store one tracking event. Stored before the browser is answered. */
export async function recordEvent(body: unknown): Promise<RecordResult> {
  const parsed = eventPayloadSchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, status: 400, error: parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ") };
  }
  const { name, clientId, sessionId, path, props } = parsed.data;
  if (!destinationFor("event")) {
    await database().insert(events).values({ name, clientId, sessionId, path, props });
    return { ok: true };
  }
  // EVENTS_WEBHOOK_URL set: the event and its forwarding are committed together.
  await database().transaction(async (tx) => {
    const [row] = await tx.insert(events).values({ name, clientId, sessionId, path, props }).returning({ id: events.id, createdAt: events.createdAt });
    if (row) await enqueue(tx, "event", row.id, { event: name, ...props, path, client_id: clientId, session_id: sessionId ?? null, received_at: row.createdAt.toISOString() });
  });
  wakeOutbox();
  return { ok: true };
}
