import { shop } from "~/config/salon";
import type { MatchingInput } from "~/lib/hash-for-matching";
import { track } from "./tracking";

type MatchingListener = (input: MatchingInput) => void;
const matchingListeners = new Set<MatchingListener>();
let latestMatching: MatchingInput | null = null;

/** The analytics integrations subscribe here for advanced-matching data; they hash it before use. */
export function onMatchingData(listener: MatchingListener) {
  matchingListeners.add(listener);
  if (latestMatching) listener(latestMatching);
  return () => matchingListeners.delete(listener);
}

/**
 * A lead was captured: record generate_lead (with its value where the form has one, `leads` in config/salon.ts)
 * and, only with marketing consent, hand the contact details to advanced matching.
 * The details never go into our own event log.
 */
export function trackLead({ formName, value, contact, marketingConsent }: { formName: string; value?: number; contact: MatchingInput; marketingConsent: boolean }) {
  track("generate_lead", { form_name: formName, ...(value === undefined ? {} : { value, currency: shop.currency }) });
  if (!marketingConsent) return;
  latestMatching = contact;
  for (const listener of matchingListeners) {
    try {
      listener(contact);
    } catch (error) {
      console.warn("Matching listener failed", error);
    }
  }
}
