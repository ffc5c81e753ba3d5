export type QuizAnswers = Record<string, number>;

type Scorable<O extends { id: string }> = { questions: { id: string; options: { outcome: string }[] }[]; outcomes: O[] };

/**
 * The outcome chosen most often across the answers; a tie goes to the outcome
 * listed first. Undefined until every question has a valid answer.
 */
export function scoreQuiz<O extends { id: string }>(quiz: Scorable<O>, answers: QuizAnswers): O | undefined {
  const tally = new Map<string, number>();
  for (const question of quiz.questions) {
    const index = answers[question.id];
    if (index === undefined) return undefined;
    const option = question.options[index];
    if (!option) return undefined;
    tally.set(option.outcome, (tally.get(option.outcome) ?? 0) + 1);
  }
  let best: O | undefined;
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
export function answersFromForm(
  quiz: { questions: { id: string; options: unknown[] }[] },
  form: { get(name: string): unknown },
): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const question of quiz.questions) {
    const raw = form.get(question.id);
    if (typeof raw !== "string" || !/^\d+$/.test(raw)) continue;
    const index = Number(raw);
    if (index < question.options.length) answers[question.id] = index;
  }
  return answers;
}

/** The quiz as the article page gets it from the loader: texts only, with products and services already resolved to links. */
export type QuizView = {
  questions: { id: string; question: string; options: { label: string; outcome: string }[] }[];
  outcomes: {
    id: string;
    title: string;
    summary: string;
    routine: string[];
    products: { title: string; href: string }[];
    service: { title: string; href: string };
  }[];
};

export type QuizSubmission = { outcomeId?: string; error?: string; answers: QuizAnswers };

export const quizIncompleteMessage = (count: number) => `Please answer all ${count} questions to see your hair type.`;
