import type { QuizOutcome, QuizQuestion } from "~/content/hair-type-quiz";

export type QuizAnswers = Record<string, number>;

/**
 * The outcome chosen most often across the answers; a tie goes to the outcome
 * listed first. Undefined until every question has a valid answer.
 */
export function scoreQuiz(quiz: { questions: QuizQuestion[]; outcomes: QuizOutcome[] }, answers: QuizAnswers): QuizOutcome | undefined {
  const tally = new Map<string, number>();
  for (const question of quiz.questions) {
    const index = answers[question.id];
    if (index === undefined) return undefined;
    const option = question.options[index];
    if (!option) return undefined;
    tally.set(option.outcome, (tally.get(option.outcome) ?? 0) + 1);
  }
  let best: QuizOutcome | undefined;
  let bestCount = 0;
  for (const outcome of quiz.outcomes) {
    const count = tally.get(outcome.id) ?? 0;
    if (count > bestCount) {
      best = outcome;
      bestCount = count;
    }
  }
  return best;
}

/** Answers from a submitted form: one field per question id holding the option's index. Unknown or missing values are left out. */
export function answersFromForm(quiz: { questions: QuizQuestion[] }, form: { get(name: string): unknown }): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const question of quiz.questions) {
    const raw = form.get(question.id);
    if (typeof raw !== "string" || !/^\d+$/.test(raw)) continue;
    const index = Number(raw);
    if (index < question.options.length) answers[question.id] = index;
  }
  return answers;
}
