import { leads } from "~/config/salon";
import { newsletterSource } from "~/lib/newsletter";
import { FinalError, withRetries } from "~/lib/retry";
import { clientId } from "./attribution";

/** Sign up from the footer: email, source ('website_footer'), timestamp; stored by our server before it answers. */
export async function signUpForNewsletter(email: string, company: string): Promise<boolean> {
  if (company.trim()) return true;
  const body = JSON.stringify({ email, source: newsletterSource, timestamp: new Date().toISOString(), source_page: location.pathname, client_id: clientId() });
  try {
    await withRetries(async () => {
      const response = await fetch("/api/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body });
      if (response.ok) return;
      if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new FinalError(`HTTP ${response.status}`, response.status);
      throw new Error(`HTTP ${response.status}`);
    }, leads.retryWaitsMs);
    return true;
  } catch (error) {
    console.error("Newsletter signup failed", error);
    return false;
  }
}

/** The double opt-in click, sent from the confirmation page. Anything but a confirmation or an expired link is a failure. */
export async function confirmNewsletter(email: string, token: string): Promise<"confirmed" | "expired" | "failed"> {
  try {
    const response = await fetch("/api/newsletter-confirm", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, token }) });
    const answer = (await response.json().catch(() => ({}))) as { confirmed?: boolean; expired?: boolean };
    if (answer.expired) return "expired";
    return response.ok && answer.confirmed ? "confirmed" : "failed";
  } catch (error) {
    console.error("Confirmation failed", error);
    return "failed";
  }
}
