import { useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icons";
import { faqFeedbackThanks } from "~/lib/faq-feedback";

const choice =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full border border-eucalyptus/25 bg-white px-4 text-small font-semibold text-eucalyptus transition-colors hover:border-eucalyptus hover:bg-mist/60";

/**
 * "Was this helpful?" under an FAQ answer. Yes/no, then 'Thanks for your feedback!'
 * whether or not the answer reached us. Without JavaScript it is a plain form post.
 */
export function FaqFeedback({ faqId, question }: { faqId: string; question: string }) {
  const { pathname } = useLocation();
  const [answered, setAnswered] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    setAnswered(true);
    const helpful = submitter?.value === "yes";
    // The sending code (visitor ids, the payload) loads with the first answer, not with every page that has FAQs.
    import("~/lib/browser/faq-feedback")
      .then((feedback) => feedback.sendFaqFeedback(faqId, question, helpful))
      .catch((error: unknown) => console.warn("FAQ feedback not sent", error));
  }

  // The form stays on the page once answered, holding the thanks: one element is both the form and the live region.
  return (
    <form
      method="post"
      action="/faq-feedback"
      onSubmit={onSubmit}
      className="mt-4 flex flex-wrap items-center gap-2 text-small"
      aria-live="polite"
      data-faq-feedback={faqId}
    >
      {answered ? (
        <p className="inline-flex items-center gap-2 font-medium text-success">
          <Icon name="check" className="size-4" />
          {faqFeedbackThanks}
        </p>
      ) : (
        <>
          <input type="hidden" name="faq_id" value={faqId} />
          <input type="hidden" name="faq_question" value={question} />
          {/* Record the canonical "/path", never "/path/". */}
          <input type="hidden" name="source_page" value={pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname} />
          <span className="mr-1 text-muted" id={`faq-feedback-${faqId}`}>
            Was this helpful?
          </span>
          <button type="submit" name="helpful" value="yes" className={`${choice} glyph glyph-thumb-up`} aria-describedby={`faq-feedback-${faqId}`}>
            Yes
          </button>
          <button type="submit" name="helpful" value="no" className={`${choice} glyph glyph-thumb-down`} aria-describedby={`faq-feedback-${faqId}`}>
            No
          </button>
        </>
      )}
    </form>
  );
}
