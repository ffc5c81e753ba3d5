import { z } from "zod";
import type { SessionData } from "./attribution.ts";

/** The FAQ feedback payload (spec 001 §3), built in the browser and checked on the server. */
export function buildFaqFeedback(input: {
  faqId: string;
  question: string;
  helpful: boolean;
  sourcePage: string;
  clientId: string;
  now: Date;
  session: SessionData;
}) {
  return {
    event_name: "faq_feedback" as const,
    faq_id: input.faqId,
    faq_question: input.question,
    helpful: input.helpful,
    source_page: input.sourcePage,
    client_id: input.clientId,
    timestamp: input.now.toISOString(),
    utm_source: input.session.utm_source ?? null,
    utm_medium: input.session.utm_medium ?? null,
    utm_campaign: input.session.utm_campaign ?? null,
  };
}

export type FaqFeedbackPayload = ReturnType<typeof buildFaqFeedback>;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v || null);

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

export const faqFeedbackThanks = "Thanks for your feedback!";
