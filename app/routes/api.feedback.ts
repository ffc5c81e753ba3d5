import { storeFeedback } from "~/server/feedback.server";
import { guardStorage } from "~/server/db/storage.server";
import { jsonError, readJson } from "~/server/request.server";
import type { Route } from "./+types/api.feedback";

/** POST private feedback (name, email, feedback, rating, sentiment, timestamp): 201 once stored; the sentiment is recomputed here. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed", { Allow: "POST" });
  const body = await readJson(request);
  if (!body.ok) return jsonError(400, body.error);
  const stored = await guardStorage(() => storeFeedback(body.body));
  if (!stored.ok) return stored.response;
  const result = stored.value;
  if (!result.ok) return jsonError(result.status, result.error);
  return Response.json({ ok: true, id: result.id, sentiment: result.sentiment }, { status: 201 });
}

export function loader() {
  return jsonError(405, "Method not allowed", { Allow: "POST" });
}
