import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { useHydrated } from "~/lib/browser/use-hydrated";
import { quizIncompleteMessage, scoreQuiz, type QuizAnswers, type QuizSubmission, type QuizView } from "~/lib/hair-type-quiz";

type Outcome = QuizView["outcomes"][number];

/**
 * The 7-question hair-type quiz inside its article. Without JavaScript it is
 * one form posted to the article, scored on the server; with JavaScript it
 * asks one question at a time and shows the result in place.
 */
export function HairTypeQuiz({ quiz, action, submission }: { quiz: QuizView; action: string; submission?: QuizSubmission }) {
  const hydrated = useHydrated();
  const total = quiz.questions.length;
  const [answers, setAnswers] = useState<QuizAnswers>(submission?.answers ?? {});
  const [step, setStep] = useState(0);
  const [result, setResult] = useState<Outcome | undefined>(() => quiz.outcomes.find((o) => o.id === submission?.outcomeId));
  const stepHeading = useRef<HTMLLegendElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (result ? resultHeading.current : stepHeading.current)?.focus();
  }, [step, result]);

  const choose = (questionId: string, index: number) => setAnswers((current) => ({ ...current, [questionId]: index }));

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    moved.current = true;
    const question = quiz.questions[step];
    if (!question || answers[question.id] === undefined) return;
    if (step < total - 1) setStep(step + 1);
    else setResult(scoreQuiz(quiz, answers));
  }

  function restart() {
    moved.current = true;
    setAnswers({});
    setStep(0);
    setResult(undefined);
  }

  const answered = quiz.questions.filter((q) => answers[q.id] !== undefined).length;
  const current = quiz.questions[step];

  return (
    <section
      id="hair-type-quiz"
      aria-labelledby="hair-type-quiz-title"
      className="my-10 scroll-mt-28 overflow-hidden rounded-card bg-white shadow-lift ring-1 ring-ink/8"
      data-quiz
    >
      <header className="bg-mist/70 px-5 py-5 sm:px-7">
        <p className="flex items-center gap-2 text-small font-semibold tracking-[0.18em] text-eucalyptus uppercase">
          <Icon name="sparkle" className="size-4" /> Interactive quiz
        </p>
        <h3 id="hair-type-quiz-title" className="mt-1.5 font-display text-lead font-semibold">
          What's your hair type?
        </h3>
        {hydrated && !result && (
          <div className="mt-3">
            <p className="text-small text-muted" aria-live="polite">
              Question {step + 1} of {total}
            </p>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-white" aria-hidden="true">
              <div
                className="h-full rounded-full bg-eucalyptus transition-[width] duration-300"
                style={{ width: `${(answered / total) * 100}%` }}
              />
            </div>
          </div>
        )}
      </header>

      {result ? (
        <QuizResult outcome={result} headingRef={resultHeading} onRestart={hydrated ? restart : undefined} action={action} />
      ) : (
        <form method="post" action={`${action}#hair-type-quiz`} onSubmit={submit} className="px-5 py-6 sm:px-7" noValidate={hydrated}>
          <input type="hidden" name="intent" value="hair-type-quiz" />
          {submission?.error && (
            <p role="alert" className="mb-5 rounded-xl bg-blush/60 px-4 py-3 text-small font-medium text-danger">
              {submission.error}
            </p>
          )}
          {(hydrated && current ? [current] : quiz.questions).map((question) => {
            const number = quiz.questions.indexOf(question) + 1;
            return (
              <fieldset key={question.id} className="mb-7 last-of-type:mb-0" data-question={question.id}>
                <legend
                  ref={hydrated ? stepHeading : undefined}
                  tabIndex={hydrated ? -1 : undefined}
                  className="mb-3 font-semibold text-ink"
                >
                  <span className="mr-2 text-clay">{number}.</span>
                  {question.question}
                </legend>
                <div className="grid gap-2">
                  {question.options.map((option, index) => {
                    const id = `${question.id}-${index}`;
                    return (
                      <label
                        key={id}
                        htmlFor={id}
                        className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink/10 bg-cream/60 px-4 py-3 text-body transition-colors hover:border-eucalyptus/40 hover:bg-mist/40 has-[:checked]:border-eucalyptus has-[:checked]:bg-mist/70 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-wattle"
                      >
                        <input
                          id={id}
                          type="radio"
                          name={question.id}
                          value={index}
                          required
                          checked={hydrated ? answers[question.id] === index : undefined}
                          defaultChecked={hydrated ? undefined : submission?.answers[question.id] === index}
                          onChange={() => choose(question.id, index)}
                          className="mt-1 size-4 shrink-0 accent-eucalyptus focus-visible:outline-none"
                        />
                        <span>{option.label}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {hydrated && step > 0 && (
              <Button
                variant="secondary"
                onClick={() => {
                  moved.current = true;
                  setStep(step - 1);
                }}
              >
                <Icon name="arrowLeft" className="size-4" /> Back
              </Button>
            )}
            <Button type="submit" disabled={hydrated && !!current && answers[current.id] === undefined}>
              {!hydrated || step === total - 1 ? "See my hair type" : "Next question"}
              <Icon name="arrowRight" className="size-4" />
            </Button>
            {!hydrated && <p className="text-small text-muted">{quizIncompleteMessage(total).replace("Please answer", "Answer")}</p>}
          </div>
        </form>
      )}
    </section>
  );
}

function QuizResult({
  outcome,
  headingRef,
  onRestart,
  action,
}: {
  outcome: Outcome;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onRestart?: () => void;
  action: string;
}) {
  return (
    <div className="px-5 py-6 sm:px-7" data-quiz-result={outcome.id}>
      <p className="text-small font-semibold text-clay">Your hair type</p>
      <h4
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 font-display text-h2 leading-tight font-semibold text-eucalyptus outline-none"
      >
        {outcome.title}
      </h4>
      <p className="mt-3 leading-relaxed text-ink/85">{outcome.summary}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-[1.3fr_1fr]">
        <div>
          <h5 className="font-sans text-small font-semibold tracking-wide uppercase">Your starter routine</h5>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-body leading-relaxed marker:font-semibold marker:text-clay">
            {outcome.routine.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="self-start rounded-2xl bg-sand/60 p-4">
          <h5 className="font-sans text-small font-semibold tracking-wide uppercase">What I'd reach for</h5>
          <ul className="mt-3 space-y-2">
            {outcome.products.map((product) => (
              <li key={product.href}>
                <Link
                  to={product.href}
                  prefetch="intent"
                  className="inline-flex items-center gap-1.5 font-medium text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus"
                >
                  {product.title}
                </Link>
              </li>
            ))}
          </ul>
          <h5 className="mt-5 font-sans text-small font-semibold tracking-wide uppercase">The service I'd suggest</h5>
          <Link
            to={outcome.service.href}
            prefetch="intent"
            className="mt-2 inline-flex items-center gap-1.5 font-medium text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus"
          >
            {outcome.service.title}
          </Link>
        </div>
      </div>
      <div className="mt-6">
        {onRestart ? (
          <Button variant="secondary" onClick={onRestart}>
            Take the quiz again
          </Button>
        ) : (
          <Link to={`${action}#hair-type-quiz`} className="font-semibold text-eucalyptus underline underline-offset-4">
            Take the quiz again
          </Link>
        )}
      </div>
    </div>
  );
}
