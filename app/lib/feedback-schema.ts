import { z } from "zod";
import { reviewFunnel } from "../config/salon.ts";

const ratingMessage = "Please choose a rating from 1 to 5";

/** Private feedback from /reviews/feedback (spec 001 §3): checked on the server; sentiment is recomputed there. */
export const feedbackSchema = z.object({
  name: z.string({ error: "Please enter your name" }).trim().min(1, "Please enter your name").max(100, "Name must be less than 100 characters"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  feedback: z.string({ error: "Please tell us about your visit" }).trim().min(1, "Please tell us about your visit").max(5000, "Feedback must be less than 5000 characters"),
  rating: z.coerce.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage).default(reviewFunnel.defaultFeedbackRating),
  sentiment: z.string().max(32).optional(),
  timestamp: z.string().max(64).optional(),
  client_id: z.string().max(64).optional(),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;

