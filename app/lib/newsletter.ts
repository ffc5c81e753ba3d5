/** Texts of the footer newsletter form and the confirmation page (spec 000 §4, §8), verbatim. */
export const newsletterMessages = {
  emptyEmail: { title: "Email required", description: "Please enter your email address" },
  failure: { title: "Error", description: "Something went wrong. Please try again or contact us directly." },
  success: { title: "Success!", description: "You've been added to our mailing list. Check your inbox for a welcome message." },
  subscribing: "Subscribing...",
} as const;

export const confirmationMessages = {
  invalidLink: "Invalid confirmation link. Please check your email and try again, or contact our support team.",
  failed: "Something went wrong confirming your subscription. Please try again or contact our support team.",
} as const;

export const newsletterSource = "website_footer";
