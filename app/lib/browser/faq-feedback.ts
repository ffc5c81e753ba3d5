import { buildFaqFeedback } from "~/lib/faq-feedback";
import { clientId, sessionData } from "./attribution";
import { track } from "./tracking";

/** Send one FAQ answer (the faq_feedback event and the stored payload). Fire-and-forget: the visitor is thanked whatever happens. */
export function sendFaqFeedback(faqId: string, question: string, helpful: boolean) {
  try {
    track("faq_feedback", { faq_id: faqId, faq_question: question, helpful });
    const payload = buildFaqFeedback({ faqId, question, helpful, sourcePage: window.location.pathname, clientId: clientId(), now: new Date(), session: sessionData() });
    void fetch("/api/faq-feedback", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload), keepalive: true })
      .then((response) => {
        if (!response.ok) console.warn("FAQ feedback not stored", response.status);
      })
      .catch((error: unknown) => console.warn("FAQ feedback not sent", error));
  } catch (error) {
    console.warn("FAQ feedback failed", error);
  }
}
