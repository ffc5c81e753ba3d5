import { describe, expect, it } from "vitest";
import { hairTypeQuiz } from "~/content/hair-type-quiz";
import { answersFromForm, scoreQuiz } from "./hair-type-quiz";

const quiz = {
  questions: [
    {
      id: "q1",
      question: "One?",
      options: [
        { label: "a", outcome: "x" },
        { label: "b", outcome: "y" },
        { label: "c", outcome: "z" },
      ],
    },
    {
      id: "q2",
      question: "Two?",
      options: [
        { label: "a", outcome: "y" },
        { label: "b", outcome: "z" },
        { label: "c", outcome: "x" },
      ],
    },
    {
      id: "q3",
      question: "Three?",
      options: [
        { label: "a", outcome: "z" },
        { label: "b", outcome: "y" },
      ],
    },
  ],
  outcomes: ["x", "y", "z"].map((id) => ({ id, title: id, summary: "", routine: [], productHandles: [], servicePath: "/services" })),
};

describe("scoreQuiz", () => {
  it("returns the outcome chosen most often", () => {
    expect(scoreQuiz(quiz, { q1: 1, q2: 0, q3: 0 })?.id).toBe("y");
    expect(scoreQuiz(quiz, { q1: 2, q2: 1, q3: 1 })?.id).toBe("z");
  });

  it("breaks a tie in favour of the outcome listed first", () => {
    expect(scoreQuiz(quiz, { q1: 2, q2: 2, q3: 1 })?.id).toBe("x"); // z, x, y: one each, x listed first
    expect(scoreQuiz(quiz, { q1: 1, q2: 2, q3: 0 })?.id).toBe("x"); // y, x, z: one each
  });

  it("has no result until every question has a valid answer", () => {
    expect(scoreQuiz(quiz, { q1: 0, q2: 0 })).toBeUndefined();
    expect(scoreQuiz(quiz, { q1: 0, q2: 0, q3: 5 })).toBeUndefined();
  });

  it("reads answers from a form, ignoring junk", () => {
    const form = new URLSearchParams({ q1: "2", q2: "x", q3: "9", other: "1" });
    expect(answersFromForm(quiz, form)).toEqual({ q1: 2 });
  });
});

describe("the hair-type quiz content", () => {
  it("has 7 questions and 7 outcomes, and every option points at a real outcome", () => {
    expect(hairTypeQuiz.questions).toHaveLength(7);
    expect(hairTypeQuiz.outcomes).toHaveLength(7);
    const ids = new Set(hairTypeQuiz.outcomes.map((o) => o.id));
    expect(ids.size).toBe(7);
    for (const question of hairTypeQuiz.questions) {
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      for (const option of question.options) expect(ids.has(option.outcome), `${question.id}: ${option.outcome}`).toBe(true);
    }
  });

  it("can reach every outcome", () => {
    for (const outcome of hairTypeQuiz.outcomes) {
      const answers: Record<string, number> = {};
      for (const question of hairTypeQuiz.questions) {
        const preferred = question.options.findIndex((option) => option.outcome === outcome.id);
        answers[question.id] = preferred >= 0 ? preferred : 0;
      }
      expect(scoreQuiz(hairTypeQuiz, answers)?.id).toBe(outcome.id);
    }
  });
});
