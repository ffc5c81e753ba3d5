import { lt } from "drizzle-orm";
import { assistantPolicy } from "~/config/salon";
import { redactContact } from "~/lib/assistant/language";
import { database, type Database } from "../db/client.server.ts";
import { assistantQuestions } from "../db/schema.server.ts";
import { log } from "../log.server.ts";
import { createRateLimiter } from "../rate-limit.server.ts";
import type { AssistantAnswer } from "./engine.server.ts";

/** Where a question came from: a path on this site only, never a full address or a query string. */
export function sourcePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  return value.split(/[?#]/)[0]!.slice(0, 300);
}

const askLimiter = createRateLimiter({ name: "assistant", limit: assistantPolicy.answersPerWindow, windowMs: assistantPolicy.windowMs });

/**
 * Each answer stores a row although it is asked with a GET, so one client cannot ask
 * without bound: past its bucket it is told to wait (or call) and nothing is stored.
 */
export async function mayAsk(
  clientIp: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number; message: string }> {
  const verdict = await askLimiter.hit(clientIp);
  if (verdict.allowed) return verdict;
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
  log("assistant.limited", { retryAfterSeconds: verdict.retryAfterSeconds }, "warn");
  return { ...verdict, message: `That's a lot of questions in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"}, or call us.` };
}

/**
 * Keep a question for the owner, contact details removed. Recording must never
 * hold up or break the answer, so it runs beside it and a failure is only logged.
 */
export function recordQuestion(answer: AssistantAnswer, sourcePage: string | null): void {
  if (answer.status === "invalid") return;
  database()
    .insert(assistantQuestions)
    .values({
      question: redactContact(answer.question),
      answered: answer.status === "answered",
      topic: answer.status === "answered" ? answer.topic : null,
      sourcePage,
    })
    .catch((error: unknown) => log("assistant.question_not_recorded", { error: (error as Error).message }, "warn"));
}

/** Questions older than the keeping period go (the owner reads recent ones to decide which FAQ to add). */
export async function forgetOldQuestions(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - assistantPolicy.keepQuestionsDays * 86_400_000);
  const removed = await db.delete(assistantQuestions).where(lt(assistantQuestions.createdAt, cutoff)).returning({ id: assistantQuestions.id });
  return removed.length;
}
