import { deferred } from "~/components/ui/deferred";

/**
 * The footer's newsletter form on every page: server-rendered in full (its plain form
 * posts to /newsletter), its code loads only as the reader scrolls towards the footer.
 */
export const DeferredNewsletter = deferred(() => import("./newsletter-signup").then((module) => module.NewsletterSignup));
