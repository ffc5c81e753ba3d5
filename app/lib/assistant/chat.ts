import { leads, salon } from "../../config/salon.ts";

/** What the chat panel and /ask share: the questions offered to start with, and the words for not knowing. */
export const starterQuestions = [
  "How much is keratin smoothing?",
  "When are you open?",
  "Is there parking?",
  "How long does smoothing last?",
] as const;

export const assistantTexts = {
  title: "Ask Wattle & Thread",
  intro: "Ask about services, prices, hours, parking, products or booking. Answers come from our own menu and pages.",
  unknown: `I don't know that one, and I'd rather not guess. ${salon.founder.firstName} can help: call the salon, or leave your number and we'll call you back.`,
  callbackTitle: "Call me back",
  callbackIntro: `Leave your name and number and we'll call you back within ${leads.contactReplyHours} hours.`,
  callbackPrivacy: "We use your name and number only to call you back about your question.",
  callbackSent: (name: string) => `Thanks, ${name}. We'll call you back soon.`,
  callbackFailed: `Sorry, we couldn't save that just now. Please try again, or call us on ${salon.phone.display}.`,
} as const;

/** The answer as the page and the panel receive it. */
export type AssistantReply =
  | { status: "answered"; question: string; text: string; links: { href: string; label: string }[]; related: { href: string; label: string }[] }
  | { status: "unknown"; question: string }
  | { status: "invalid"; question: string; message: string };

export type CallbackOutcome =
  | { state: "sent"; name: string }
  | { state: "invalid"; errors: Partial<Record<"name" | "phone" | "question", string>>; values: { name: string; phone: string; question: string } }
  | { state: "failed"; values: { name: string; phone: string; question: string } };
