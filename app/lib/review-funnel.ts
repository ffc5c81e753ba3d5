import { reviewFunnel } from "../config/salon.ts";

/** 1 to 3 stars go to private feedback, 4 and 5 to the public review invitation (both pages offer the public review link). */
export function ratingDestination(rating: number): "/reviews/feedback" | "/reviews/google" {
  return rating >= reviewFunnel.positiveFrom ? "/reviews/google" : "/reviews/feedback";
}

export function ratingLabel(rating: number): string {
  return reviewFunnel.labels[rating - 1] ?? "";
}

/** What a chosen rating sets off besides the tap: celebration for 4–5, sympathy for 1–2. */
export function ratingReaction(rating: number): "celebrate" | "sympathise" | "none" {
  if (rating >= reviewFunnel.positiveFrom) return "celebrate";
  if (rating <= 2) return "sympathise";
  return "none";
}

/** The "Join N happy clients" counter starts 5 below the base, never below 1. */
export function counterStart(base: number = reviewFunnel.happyClientsBase): number {
  return Math.max(1, base - reviewFunnel.counterStartBelow);
}

/** The counter's value `elapsed` ms into its animation (ease-out), reaching `end` at `duration`. */
export function counterValue(start: number, end: number, elapsed: number, duration: number = reviewFunnel.counterMs): number {
  if (elapsed <= 0) return start;
  if (elapsed >= duration) return end;
  const t = elapsed / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(start + (end - start) * eased);
}

export const feedbackDraftKey = "wt_review_feedback_draft";

export type FeedbackDraft = { name: string; email: string; feedback: string };

/** A stored draft, or null when there is none or it cannot be read (then it is ignored). */
export function parseDraft(raw: string | null): FeedbackDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FeedbackDraft>;
    if (!value || typeof value !== "object") return null;
    return { name: String(value.name ?? ""), email: String(value.email ?? ""), feedback: String(value.feedback ?? "") };
  } catch {
    return null;
  }
}
