import type { SessionData } from "./attribution.ts";

/**
 * The FAQ feedback payload (event_name, faq_id, faq_question, helpful, source_page, client_id, timestamp and
 * the UTM source, medium and campaign), built in the browser and checked on the server
 * (the schema is in faq-feedback-schema.ts, so the browser never loads the validation library).
 */
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

export const faqFeedbackThanks = "Thanks for your feedback!";
