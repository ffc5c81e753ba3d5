/**
 * What went wrong with a delivery, in words the owner can act on: the outbox keeps the error as the
 * network or the receiver said it ("ECONNREFUSED", "535 Authentication failed", "HTTP 404"); this
 * turns it into what happened and what to check, and names what could not go out.
 */
import type { OutboxTopic } from "./outbox.server.ts";

export type PlainReason = { key: string; words: string };

const mailReason = (error: string, status: number | null): PlainReason => {
  if (/SMTP_URL is not configured/i.test(error)) return { key: "mail-not-set-up", words: "the mail server is not set up (SMTP_URL)" };
  // Before the password: the STARTTLS message says no credentials were sent.
  if (/STARTTLS|did not upgrade to TLS/i.test(error)) return { key: "mail-tls", words: "the mail server would not switch to a secure connection: use smtps:// or ask the mail provider" };
  if (/\bEAUTH\b|\b53[45]\b|authenticat|invalid login|username and password|credentials/i.test(error) || status === 535 || status === 534)
    return { key: "mail-password", words: "the mail server refused the password: check the user name and password in SMTP_URL" };
  if ((status !== null && status >= 550 && status <= 553) || /\b55[0-3]\b|no such user|mailbox unavailable|recipient/i.test(error))
    return { key: "mail-recipient", words: "the mail server refused the address it was sent to: check the customer's e-mail address" };
  if (/\b421\b|\b45\d\b|too many|rate limit|try again later/i.test(error) || (status !== null && status >= 400 && status < 500))
    return { key: "mail-busy", words: "the mail server asked us to wait (too many messages): they will be tried again" };
  return { key: "", words: "" };
};

const webhookReason = (status: number | null): PlainReason | null => {
  if (status === null) return null;
  if (status === 401 || status === 403) return { key: "hook-refused", words: "the receiving service refused our key or token: check the webhook address with its token" };
  if (status === 404 || status === 410) return { key: "hook-gone", words: "the webhook address no longer exists: copy it again from the receiving service" };
  if (status === 429) return { key: "hook-busy", words: "the receiving service asked us to slow down: they will be tried again" };
  if (status >= 500) return { key: "hook-fault", words: "the receiving service had a fault on its side: they will be tried again" };
  if (status >= 400) return { key: "hook-rejected", words: "the receiving service turned the data down: check its settings for this form" };
  return null;
};

/** One plain reason for a failed delivery, from the error and the status the outbox kept. */
export function plainReason(topic: OutboxTopic | string, error: string | null, status: number | null): PlainReason {
  const text = error ?? "";
  const server = topic === "mail" ? "the mail server" : "the receiving service";
  if (topic === "mail") {
    const said = mailReason(text, status);
    if (said.key) return said;
  } else {
    const said = webhookReason(status ?? Number(/^HTTP (\d{3})$/.exec(text)?.[1] ?? Number.NaN));
    if (said) return said;
  }
  if (/ECONNREFUSED|connection refused/i.test(text)) return { key: `${topic === "mail" ? "mail" : "hook"}-refused-connection`, words: `${server} refused the connection: check its address and port` };
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/i.test(text)) return { key: `${topic === "mail" ? "mail" : "hook"}-unknown-host`, words: `${server}'s address could not be found: check it for a typing mistake` };
  if (/ETIMEDOUT|timed? ?out|timeout|aborted/i.test(text)) return { key: `${topic === "mail" ? "mail" : "hook"}-timeout`, words: `${server} did not answer in time: they will be tried again` };
  if (/certificate|self[- ]signed|CERT_|unable to verify|ERR_TLS|SSL/i.test(text)) return { key: `${topic === "mail" ? "mail" : "hook"}-certificate`, words: `${server}'s security certificate was not accepted: check the address, or ask the provider to renew the certificate` };
  if (/ECONNRESET|socket hang up|closed/i.test(text)) return { key: `${topic === "mail" ? "mail" : "hook"}-dropped`, words: `${server} dropped the connection: they will be tried again` };
  if (/fetch failed|network/i.test(text)) return { key: "hook-unreachable", words: "the receiving service could not be reached: check the webhook address" };
  if (!text) return { key: "waiting", words: "they have not gone out yet" };
  return { key: `${topic === "mail" ? "mail" : "hook"}-other`, words: `${server} gave an error we don't recognise ("${text.slice(0, 80)}")` };
}

/** What the owner calls the things that could not go out, by outbox topic (and, for mail, its kind). */
export function deliveryNoun(topic: OutboxTopic | string, mailKind: string | null, count: number): string {
  const one = count === 1;
  if (topic === "mail") {
    if (mailKind?.endsWith("_notification") || mailKind === "order_notice") return one ? "notice to the salon" : "notices to the salon";
    if (mailKind?.startsWith("order_")) return one ? "order e-mail" : "order e-mails";
    return one ? "e-mail" : "e-mails";
  }
  const nouns: Record<string, [string, string]> = {
    lead: ["enquiry", "enquiries"],
    newsletter: ["newsletter sign-up", "newsletter sign-ups"],
    feedback: ["feedback note", "feedback notes"],
    faq_feedback: ["FAQ answer", "FAQ answers"],
    event: ["site event", "site events"],
  };
  const [single, plural] = nouns[topic] ?? ["delivery", "deliveries"];
  return one ? single : plural;
}

/** "3 order e-mails could not be sent: the mail server refused the password …" */
export function troubleSentence(topic: OutboxTopic | string, mailKind: string | null, count: number, reason: PlainReason, stale: boolean): string {
  const verb = topic === "mail" ? "sent" : "passed on to the webhook";
  const noun = deliveryNoun(topic, mailKind, count);
  const isAre = count === 1 ? "has" : "have";
  return stale ? `${count} ${noun} ${isAre} waited more than an hour to be ${verb}: ${reason.words}.` : `${count} ${noun} could not be ${verb}: ${reason.words}.`;
}
