import { z } from "zod";
import { confirmationMessages } from "~/lib/newsletter";
import { confirmSubscription } from "~/server/newsletter.server";
import { jsonError, readJson } from "~/server/request.server";
import type { Route } from "./+types/api.newsletter-confirm";

const schema = z.object({ email: z.string().trim().min(1).max(320), token: z.string().trim().min(1).max(200) });

/** POST { email, token }: { confirmed: true } when the double opt-in link is right; 410 with `expired` when it is too old. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed", { Allow: "POST" });
  const body = await readJson(request);
  if (!body.ok) return jsonError(400, body.error);
  const parsed = schema.safeParse(body.body);
  if (!parsed.success) return jsonError(400, "A confirmation needs an email and a token");
  const outcome = await confirmSubscription(parsed.data.email, parsed.data.token);
  if (outcome === "expired") return Response.json({ confirmed: false, expired: true, error: confirmationMessages.expired }, { status: 410 });
  if (outcome === "invalid") return Response.json({ confirmed: false, error: confirmationMessages.invalidLink }, { status: 400 });
  return Response.json({ confirmed: true });
}

export function loader() {
  return jsonError(405, "Method not allowed", { Allow: "POST" });
}
