import { salon } from "../config/salon.ts";

/**
 * The marketing-consent wording of each form, exactly as shown next to it. The
 * server records the text of the form the visitor used (a consent record keeps when,
 * where and what text), so the record never depends on what a browser claims it showed.
 */
export const consentTexts = {
  website_footer: `By subscribing you agree to receive salon news, offers and hair care tips from ${salon.name} by e-mail. We'll ask you to confirm first, and you can unsubscribe anytime.`,
  blog_lead_magnet: `I agree to receive updates, offers and hair care tips from ${salon.name} by e-mail, and I can unsubscribe anytime.`,
  exit_intent: `Also send me salon news and offers by e-mail. I can unsubscribe anytime.`,
  contact_form: `Keep me posted with salon news and offers by e-mail. I can unsubscribe anytime.`,
} as const;

export type ConsentSource = keyof typeof consentTexts;

/** The text kept with a subscriber: the wording plus the policy it pointed to. */
export function consentRecordText(source: ConsentSource): string {
  return `${consentTexts[source]} (Privacy Policy: /privacy)`;
}
