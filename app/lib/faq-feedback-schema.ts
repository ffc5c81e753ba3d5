import { z } from "zod/mini";

const optional = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max)))),
    z.transform((v: string | null | undefined) => v || null),
  );

/** Server-side check of an FAQ feedback answer (JSON from the widget or the no-JavaScript form post). */
export const faqFeedbackSchema = z.object({
  event_name: z.optional(z.literal("faq_feedback")),
  faq_id: z.string().check(z.trim(), z.minLength(1, "faq_id is required"), z.maxLength(120)),
  faq_question: z.string().check(z.trim(), z.minLength(1, "faq_question is required"), z.maxLength(500)),
  helpful: z.union([
    z.boolean(),
    z.pipe(
      z.enum(["yes", "no", "true", "false"]),
      z.transform((v) => v === "yes" || v === "true"),
    ),
  ]),
  source_page: optional(2000),
  client_id: optional(64),
  timestamp: optional(64),
  utm_source: optional(200),
  utm_medium: optional(200),
  utm_campaign: optional(200),
});

export type CheckedFaqFeedback = z.infer<typeof faqFeedbackSchema>;
