import { z } from "zod";

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v || null);

/** Server-side check of an FAQ feedback answer (JSON from the widget or the no-JavaScript form post). */
export const faqFeedbackSchema = z.object({
  event_name: z.literal("faq_feedback").optional(),
  faq_id: z.string().trim().min(1, "faq_id is required").max(120),
  faq_question: z.string().trim().min(1, "faq_question is required").max(500),
  helpful: z.union([z.boolean(), z.enum(["yes", "no", "true", "false"]).transform((v) => v === "yes" || v === "true")]),
  source_page: optional(2000),
  client_id: optional(64),
  timestamp: optional(64),
  utm_source: optional(200),
  utm_medium: optional(200),
  utm_campaign: optional(200),
});

export type CheckedFaqFeedback = z.infer<typeof faqFeedbackSchema>;
