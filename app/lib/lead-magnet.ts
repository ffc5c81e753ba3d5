/** Texts of the blog's lead-magnet form, verbatim from the old site. */
export const leadMagnetMessages = {
  consentRequired: { title: "Consent Required", description: "Please agree to receive updates to continue." },
  failure: { title: "Submission Error", description: "We couldn't process your subscription. Please try again or call us." },
  success: { title: "Success!", description: "You're subscribed! Check your inbox for your exclusive hair care guide." },
} as const;

export const leadMagnetFormName = "blog_lead_magnet";
export const leadMagnetEvent = "lead_magnet_subscription";
