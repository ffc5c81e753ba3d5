import { storeFaqFeedback } from "~/server/feedback.server";
import { guardStorage } from "~/server/db/storage.server";
import { jsonError, readJson } from "~/server/request.server";
import type { Route } from "./+types/api.faq-feedback";

/** POST the FAQ feedback payload (spec 001 §3) as JSON: 201 once stored. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed", { Allow: "POST" });
  const body = await readJson(request);
  if (!body.ok) return jsonError(400, body.error);
  const stored = await guardStorage(() => storeFaqFeedback(body.body));
  if (!stored.ok) return stored.response;
  const result = stored.value;
  if (!result.ok) return jsonError(result.status, result.error);
  return Response.json({ ok: true, id: result.id }, { status: 201 });
}

export function loader() {
  return jsonError(405, "Method not allowed", { Allow: "POST" });
}
