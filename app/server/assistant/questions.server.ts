import { redactContact } from "~/lib/assistant/language";
import { database } from "../db/client.server.ts";
import { assistantQuestions } from "../db/schema.server.ts";
import { log } from "../log.server.ts";
import type { AssistantAnswer } from "./engine.server.ts";

/** Where a question came from: a path on this site only, never a full address or a query string. */
export function sourcePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  return value.split(/[?#]/)[0]!.slice(0, 300);
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
