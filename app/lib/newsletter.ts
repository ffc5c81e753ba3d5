import { newsletterPolicy } from "~/config/salon";

/** Texts of the footer newsletter form and the confirmation page, verbatim from the old site. */
export const newsletterMessages = {
  emptyEmail: { title: "Email required", description: "Please enter your email address" },
  failure: { title: "Error", description: "Something went wrong. Please try again or contact us directly." },
  success: { title: "Success!", description: "You've been added to our mailing list. Check your inbox for a welcome message." },
  subscribing: "Subscribing...",
} as const;

export const confirmationMessages = {
  invalidLink: "Invalid confirmation link. Please check your email and try again, or contact our support team.",
  failed: "Something went wrong confirming your subscription. Please try again or contact our support team.",
  expired: `This confirmation link has expired: links work for ${newsletterPolicy.confirmLinkDays} days. Ask for a new one and we'll e-mail it to you.`,
} as const;

/** What a confirmation link turned out to be. */
export type ConfirmationOutcome = "confirmed" | "expired" | "invalid";

export const newsletterSource = "website_footer";
