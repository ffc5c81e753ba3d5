import { eventPayloadSchema } from "~/lib/events";
import { database } from "./db/client.server";
import { events } from "./db/schema.server";

export type RecordResult = { ok: true } | { ok: false; status: 400; error: string };

/** Validate and store one tracking event. Stored before the browser is answered. */
export async function recordEvent(body: unknown): Promise<RecordResult> {
  const parsed = eventPayloadSchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, status: 400, error: parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ") };
  }
  const { name, clientId, sessionId, path, props } = parsed.data;
  await database().insert(events).values({ name, clientId, sessionId, path, props });
  return { ok: true };
}
