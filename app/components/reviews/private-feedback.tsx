import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useLocation } from "react-router";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { leads, reviewFunnel, salon } from "~/config/salon";
import { clientId } from "~/lib/browser/attribution";
import { celebrate } from "~/lib/browser/confetti";
import { vibrate } from "~/lib/browser/haptics";
import { playCelebration, playClick } from "~/lib/browser/sound";
import { readItem, removeItem, writeJson } from "~/lib/browser/storage";
import { useDialogFocusTrap } from "~/lib/browser/use-dialog-focus-trap";
import { useHydrated } from "~/lib/browser/use-hydrated";
import { useTypedBeforeHydration } from "~/lib/browser/use-typed-before-hydration";
import { filledFields, ratingFromLocation } from "~/lib/feedback";
import { withRetries } from "~/lib/retry";
import { feedbackDraftKey, parseDraft, ratingLabel, type FeedbackDraft } from "~/lib/review-funnel";
import { analyseSentiment, sentimentMinChars } from "~/lib/sentiment";
import { leavesThroughTop } from "~/lib/exit-intent";

const empty: FeedbackDraft = { name: "", email: "", feedback: "" };
const field =
  "mt-1.5 block w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-body shadow-sm hover:border-ink/30 focus:border-eucalyptus focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle";

function PublicReviewLink({ className = "" }: { className?: string }) {
  return (
    <a href={salon.reviewUrl} target="_blank" rel="noopener noreferrer" className={className}>
      Leave a Google review<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was taller than this card: bring the visitor (and screen readers) to the thanks.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, []);
  return (
    <div className="mx-auto max-w-xl rounded-[2rem] bg-white px-6 py-12 text-center shadow-soft ring-1 ring-success/15 sm:px-12" role="status">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-success/10 text-success">
        <Icon name="check" className="size-8" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="mt-5 text-h1 font-semibold outline-none">
        Thank you for your feedback!
      </h1>
      <p className="mt-4 text-muted">
        {salon.founder.firstName} reads every message personally and will be in touch if there's anything we can put right. Thank you for
        helping us do better.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" size="lg">
          Back to Home
        </ButtonLink>
        <PublicReviewLink className={buttonClasses("secondary", "lg")} />
      </div>
      <p className="mt-6 text-small text-muted">Happy to share your experience publicly too? Every review helps other locals find us.</p>
    </div>
  );
}

/**
 * The private feedback form of the review funnel: name, e-mail and feedback, all required.
 * Draft kept in local storage until sent; progress 'n/3 fields'; sentiment once the
 * text is longer than 10 characters; 'Before you go...' when the pointer leaves
 * through the top with unsent content; the browser's leave-page prompt as well.
 * Without JavaScript it posts to this route's action. `rating` is the server's reading of ?rating= (the default
 * when there is none).
 */
export function PrivateFeedback({ error, rating = reviewFunnel.defaultFeedbackRating }: { error?: string; rating?: number }) {
  const location = useLocation();
  return <FeedbackForm error={error} initialRating={rating} ratingInBrowser={ratingFromLocation(location, rating)} />;
}

/** The saved draft's text as stored: read in the browser only (the server's HTML has none). */
const savedDraftText = () => readItem("local", feedbackDraftKey);
const noSubscription = () => () => undefined;
const useSavedDraftText = () => useSyncExternalStore(noSubscription, savedDraftText, () => null);

function FeedbackForm({ error, initialRating, ratingInBrowser }: { error?: string; initialRating: number; ratingInBrowser: number }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // The server's HTML has the address's rating and no draft. In the browser the form shows the rating it was reached
  // with (navigation state first) and the saved draft, until the visitor changes them.
  const draftText = useSavedDraftText();
  const savedDraft = useMemo(() => parseDraft(draftText) ?? empty, [draftText]);
  useEffect(() => {
    if (draftText === null || parseDraft(draftText)) return;
    console.warn("Ignoring an unreadable feedback draft");
    removeItem("local", feedbackDraftKey);
  }, [draftText]);
  const [edited, setEdited] = useState<FeedbackDraft | null>(null);
  const [chosenRating, setRating] = useState<number | null>(null);
  const values = edited ?? savedDraft;
  const rating = chosenRating ?? (hydrated ? ratingInBrowser : initialRating);
  const [status, setStatus] = useState<"editing" | "submitting" | "sent">("editing");
  const filledOnce = useRef(new Set<string>());

  // What the visitor typed or chose before the page's scripts ran goes over the saved draft, and is saved with it.
  useTypedBeforeHydration(() => form.current, { ...empty, rating: String(initialRating) }, ({ rating: chosen, ...typed }) => {
    if (chosen) setRating(Number(chosen));
    const next = { ...(parseDraft(savedDraftText()) ?? empty), ...typed };
    setEdited(next);
    writeJson("local", feedbackDraftKey, next);
  });
  const exitDialog = useRef<HTMLDialogElement>(null);
  const exitShown = useRef(false);
  useDialogFocusTrap(exitDialog);

  const hasContent = filledFields({ ...values }) > 0;
  const unsent = status !== "sent";

  useEffect(() => {
    if (!hasContent || !unsent) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onLeave = (event: MouseEvent) => {
      if (exitShown.current || !leavesThroughTop(event)) return;
      exitShown.current = true;
      exitDialog.current?.showModal();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.documentElement.addEventListener("mouseleave", onLeave);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.documentElement.removeEventListener("mouseleave", onLeave);
    };
  }, [hasContent, unsent]);

  function update(key: keyof FeedbackDraft, value: string) {
    const next = { ...values, [key]: value };
    setEdited(next);
    writeJson("local", feedbackDraftKey, next);
    // A little feedback the first time a field is filled (not for one the draft filled).
    if (value.trim() && !values[key].trim() && !filledOnce.current.has(key)) {
      filledOnce.current.add(key);
      vibrate("light");
      playClick();
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    setStatus("submitting");
    const sentiment = analyseSentiment(values.feedback);
    const body = JSON.stringify({
      name: values.name.trim(),
      email: values.email.trim(),
      feedback: values.feedback.trim(),
      rating,
      sentiment: sentiment.label,
      timestamp: new Date().toISOString(),
      client_id: clientId(),
    });
    try {
      await withRetries(async () => {
        const response = await fetch("/api/feedback", { method: "POST", headers: { "content-type": "application/json" }, body });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      }, leads.retryWaitsMs);
      removeItem("local", feedbackDraftKey);
      setStatus("sent");
      playCelebration();
      vibrate("success");
      void celebrate(reviewFunnel.thankYouConfettiMs);
    } catch (failure) {
      console.error("Feedback not sent", failure);
      vibrate("error");
      setStatus("editing");
    }
  }

  if (status === "sent") return <ThankYou />;

  const filled = filledFields({ ...values });
  const sentiment = values.feedback.trim().length > sentimentMinChars ? analyseSentiment(values.feedback) : null;

  return (
    <>
      <div className="mx-auto max-w-2xl rounded-[2rem] bg-white px-6 py-10 shadow-soft ring-1 ring-ink/5 sm:px-10">
        <p className="eyebrow text-center">Private feedback</p>
        <h1 className="mt-3 text-center text-h1 font-semibold">Help us improve</h1>
        <p className="mx-auto mt-4 max-w-lg text-center text-muted">
          Thanks for rating your visit. Tell {salon.founder.firstName} what would have made it better: your message goes straight to her,
          privately.
        </p>

        <form ref={form} method="post" onSubmit={onSubmit} className="mt-8 space-y-5">
          <fieldset>
            <legend className="text-small font-semibold">Your rating</legend>
            <div className="mt-2 grid grid-cols-5 gap-2 sm:flex sm:flex-wrap">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className={`inline-flex min-h-10 cursor-pointer items-center justify-center gap-1 rounded-full border px-3 text-small transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-wattle ${
                    n === rating ? "border-wattle bg-wattle-light/60 font-semibold text-ink" : "border-ink/15 text-muted hover:border-ink/30"
                  }`}
                >
                  <input type="radio" name="rating" value={n} checked={n === rating} onChange={() => setRating(n)} className="sr-only" />
                  <Icon name="star" className={`size-4 ${n <= rating ? "text-wattle" : "text-ink/20"}`} />
                  {n} <span className="hidden sm:inline">{ratingLabel(n)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <div>
            <div className="flex items-center justify-between text-small font-semibold text-muted">
              <span id={`${id}-progress`}>Progress</span>
              <span data-testid="feedback-progress">
                {filled}/{reviewFunnel.progressFields} fields
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`${id}-progress`}
              aria-valuemin={0}
              aria-valuemax={reviewFunnel.progressFields}
              aria-valuenow={filled}
              aria-valuetext={`${filled}/${reviewFunnel.progressFields} fields`}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-mist"
            >
              <div className="h-full rounded-full bg-eucalyptus transition-[width] duration-300" style={{ width: `${(filled / reviewFunnel.progressFields) * 100}%` }} />
            </div>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-name`} className="text-small font-semibold">
                Name
              </label>
              <input id={`${id}-name`} name="name" required autoComplete="name" value={values.name} onChange={(e) => update("name", e.target.value)} className={field} />
            </div>
            <div>
              <label htmlFor={`${id}-email`} className="text-small font-semibold">
                Email
              </label>
              <input id={`${id}-email`} name="email" type="email" required autoComplete="email" value={values.email} onChange={(e) => update("email", e.target.value)} className={field} />
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-feedback`} className="text-small font-semibold">
              What could we have done better?
            </label>
            <textarea
              id={`${id}-feedback`}
              name="feedback"
              rows={6}
              required
              value={values.feedback}
              onChange={(e) => update("feedback", e.target.value)}
              className={`${field} resize-none`}
            />
            <p className="mt-2 h-6 text-small text-muted" data-testid="sentiment">
              {sentiment && (
                <>
                  <span aria-hidden="true">{sentiment.emoji}</span> <span className="capitalize">{sentiment.label}</span>
                </>
              )}
            </p>
          </div>

          {error && (
            <p role="alert" className="rounded-xl border border-danger/25 bg-danger/5 p-3 text-small text-danger">
              {error}
            </p>
          )}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <ButtonLink to="/" variant="secondary" size="lg">
              Return Home
            </ButtonLink>
            <button type="submit" disabled={status === "submitting"} className={buttonClasses("primary", "lg")}>
              <Icon name="mail" className="size-4.5" />
              {status === "submitting" ? "Sending..." : "Send Feedback"}
            </button>
          </div>
        </form>

        <p className="mt-8 border-t border-ink/8 pt-6 text-center text-small text-muted">
          Would you rather say it publicly? You're welcome to{" "}
          <PublicReviewLink className="font-semibold text-eucalyptus underline underline-offset-4 hover:text-eucalyptus-dark" />, whatever your rating.
        </p>
      </div>

      <dialog
        ref={exitDialog}
        aria-labelledby={`${id}-exit-title`}
        aria-describedby={`${id}-exit-text`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-[1.5rem] bg-cream p-0 text-ink shadow-lift backdrop:bg-ink/55 open:animate-fade-in"
      >
        <div className="p-7 text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-full bg-wattle-light text-clay">
            <Icon name="chat" className="size-6" />
          </span>
          <h2 id={`${id}-exit-title`} className="mt-4 text-h2 font-semibold">
            Before you go...
          </h2>
          <p id={`${id}-exit-text`} className="mt-3 text-muted">
            Your feedback is valuable to us, and finishing it only takes a moment. We've kept what you've written so far.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button variant="secondary" onClick={() => exitDialog.current?.close()}>
              Leave anyway
            </Button>
            <Button onClick={() => exitDialog.current?.close()}>Continue feedback</Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
