import { bigserial, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Questions visitors asked the assistant, so the owner sees what people want to
 * know and which questions found no answer. E-mail addresses and phone numbers
 * are removed before a question is stored.
 */
export const assistantQuestions = pgTable(
  "assistant_questions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    question: text("question").notNull(),
    answered: boolean("answered").notNull(),
    /** The content the answer came from (a service, an FAQ, a policy section). */
    topic: text("topic"),
    /** Where it was asked: the page of the chat panel, or "/ask". */
    sourcePage: text("source_page"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("assistant_questions_created_idx").on(table.createdAt)],
);
