import { salon } from "~/config/salon";
import { faqFeedbackSchema } from "~/lib/faq-feedback-schema";
import { feedbackSchema } from "~/lib/feedback-schema";
import { analyseSentiment } from "~/lib/sentiment";
import { database } from "./db/client.server.ts";
import { faqFeedback, feedback } from "./db/schema.server.ts";
import { log, maskContact } from "./log.server.ts";
import { createdAnswer } from "./json-address.server.ts";
import { feedbackNotification } from "./mail-templates.server.ts";
import { queueMail } from "./mail.server.ts";
import { enqueue, wakeOutbox } from "./outbox.server.ts";

export type StoreResult = { ok: true; id: number } | { ok: false; status: 400; error: string };

/** One "Was this helpful?" answer: stored, then forwarded to FEEDBACK_WEBHOOK_URL. */
export async function storeFaqFeedback(body: unknown): Promise<StoreResult> {
  const parsed = faqFeedbackSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
  const entry = parsed.data;
  const id = await database().transaction(async (tx) => {
    const [row] = await tx
      .insert(faqFeedback)
      .values({
        faqId: entry.faq_id,
        faqQuestion: entry.faq_question,
        helpful: entry.helpful,
        sourcePage: entry.source_page,
        clientId: entry.client_id,
        clientTimestamp: entry.timestamp,
        utmSource: entry.utm_source,
        utmMedium: entry.utm_medium,
        utmCampaign: entry.utm_campaign,
      })
      .returning({ id: faqFeedback.id });
    if (!row) throw new Error("FAQ feedback not stored");
    await enqueue(tx, "faq_feedback", row.id, { ...entry, event_name: "faq_feedback", feedback_id: row.id });
    return row.id;
  });
  wakeOutbox();
  log("faq_feedback.stored", { id, faq: entry.faq_id, helpful: entry.helpful });
  return { ok: true, id };
}

/** Private feedback from the review funnel: stored with its sentiment, forwarded, and the salon told by e-mail. */
export async function storeFeedback(body: unknown): Promise<StoreResult & { sentiment?: string }> {
  const parsed = feedbackSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "Invalid input" };
  const entry = parsed.data;
  const sentiment = analyseSentiment(entry.feedback);
  const timestamp = entry.timestamp && !Number.isNaN(Date.parse(entry.timestamp)) ? entry.timestamp : new Date().toISOString();
  const id = await database().transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({
        name: entry.name,
        email: entry.email,
        feedback: entry.feedback,
        rating: entry.rating,
        sentiment: sentiment.label,
        sentimentScore: sentiment.label === "unknown" ? null : sentiment.score,
        clientTimestamp: timestamp,
        clientId: entry.client_id,
      })
      .returning({ id: feedback.id });
    if (!row) throw new Error("Feedback not stored");
    await enqueue(tx, "feedback", row.id, {
      feedback_id: row.id,
      name: entry.name,
      email: entry.email,
      feedback: entry.feedback,
      rating: entry.rating,
      sentiment: sentiment.label,
      sentiment_score: sentiment.score,
      timestamp,
    });
    await queueMail(tx, { kind: "feedback_notification", to: salon.email, ...feedbackNotification({ ...entry, sentiment: sentiment.label }) });
    return row.id;
  });
  wakeOutbox();
  log("feedback.stored", { id, rating: entry.rating, sentiment: sentiment.label, email: maskContact(entry.email) });
  return { ok: true, id, sentiment: sentiment.label };
}

/** FAQ feedback posted as JSON (/api/faq-feedback, the payload of lib/faq-feedback.ts): 201 once stored. */
export const faqFeedbackAnswer = (body: unknown) => createdAnswer(() => storeFaqFeedback(body), ({ id }) => ({ id }));

/** Private feedback posted as JSON (/api/feedback: name, email, feedback, rating, timestamp): 201 once stored, with the sentiment worked out here. */
export const feedbackAnswer = (body: unknown) => createdAnswer(() => storeFeedback(body), ({ id, sentiment }) => ({ id, sentiment }));
