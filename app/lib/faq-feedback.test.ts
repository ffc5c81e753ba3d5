import { describe, expect, it } from "vitest";
import { buildFaqFeedback } from "./faq-feedback";
import { faqFeedbackSchema } from "./faq-feedback-schema";

describe("FAQ feedback payload", () => {
  it("has exactly the fields of an FAQ answer: event, FAQ, helpful, page, client, time and UTM tags", () => {
    const payload = buildFaqFeedback({
      faqId: "faq-patch-test",
      question: "Do I need a patch test before colouring?",
      helpful: true,
      sourcePage: "/services",
      clientId: "client-1234",
      now: new Date("2026-11-22T01:02:03.000Z"),
      session: { utm_source: "newsletter", utm_campaign: "spring" },
    });
    expect(payload).toEqual({
      event_name: "faq_feedback",
      faq_id: "faq-patch-test",
      faq_question: "Do I need a patch test before colouring?",
      helpful: true,
      source_page: "/services",
      client_id: "client-1234",
      timestamp: "2026-11-22T01:02:03.000Z",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "spring",
    });
    expect(faqFeedbackSchema.parse(payload)).toMatchObject({ faq_id: "faq-patch-test", helpful: true, utm_medium: null });
  });

  it("accepts a form post's yes/no and refuses a missing FAQ id", () => {
    expect(faqFeedbackSchema.parse({ faq_id: "a", faq_question: "Q?", helpful: "no" }).helpful).toBe(false);
    expect(faqFeedbackSchema.parse({ faq_id: "a", faq_question: "Q?", helpful: "yes" }).helpful).toBe(true);
    expect(faqFeedbackSchema.safeParse({ faq_id: "", faq_question: "Q?", helpful: true }).success).toBe(false);
    expect(faqFeedbackSchema.safeParse({ faq_id: "a", faq_question: "Q?", helpful: "maybe" }).success).toBe(false);
  });
});
