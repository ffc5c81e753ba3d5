import { z } from "zod/mini";
import { plainName } from "./person-name.ts";
import { reviewFunnel } from "../config/salon.ts";

const ratingMessage = "Please choose a rating from 1 to 5";

/** Private feedback from /reviews/feedback (name, email, feedback, rating 1 to 5, timestamp): checked on the server; sentiment is recomputed there. */
export const feedbackSchema = z.object({
  name: z
    .string({ error: "Please enter your name" })
    .check(z.overwrite(plainName), z.minLength(1, "Please enter your name"), z.maxLength(100, "Name must be less than 100 characters")),
  email: z.pipe(
    z.string({ error: "Please enter a valid email address" }).check(z.trim(), z.maxLength(255, "Email must be less than 255 characters")),
    z.email({ error: "Please enter a valid email address" }),
  ),
  feedback: z
    .string({ error: "Please tell us about your visit" })
    .check(z.trim(), z.minLength(1, "Please tell us about your visit"), z.maxLength(5000, "Feedback must be less than 5000 characters")),
  rating: z._default(
    z.coerce.number({ error: ratingMessage }).check(z.int(ratingMessage), z.gte(1, ratingMessage), z.lte(5, ratingMessage)),
    reviewFunnel.defaultFeedbackRating,
  ),
  sentiment: z.optional(z.string().check(z.maxLength(32))),
  timestamp: z.optional(z.string().check(z.maxLength(64))),
  client_id: z.optional(z.string().check(z.maxLength(64))),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
