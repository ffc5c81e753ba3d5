import { leads } from "../config/salon.ts";

/** Topic options of the contact form, value and label. */
export const contactTopics = [
  { value: "product_question", label: "Product Question" },
  { value: "service_question", label: "Service Question" },
  { value: "order_help", label: "Order Help" },
  { value: "other", label: "Other" },
] as const;

export type ContactTopic = (typeof contactTopics)[number]["value"];

export const contactLimits = { nameMin: 2, nameMax: 100, emailMax: 255, messageMin: 10, messageMax: 1000 } as const;

/** Every visible text of the contact form (field errors, toasts, panels), verbatim from the old site. */
export const contactMessages = {
  nameMin: "Name must be at least 2 characters",
  nameMax: "Name must be less than 100 characters",
  email: "Please enter a valid email address",
  emailMax: "Email must be less than 255 characters",
  messageMin: "Message must be at least 10 characters",
  messageMax: "Message must be less than 1000 characters",
  topic: "Please select what you need help with",
  generic: "Invalid input",
  validationToast: { title: "Validation Error", description: "Please check the form and fix any errors." },
  topicToast: { title: "Topic Required", description: "Please select what you need help with." },
  failureToast: { title: "Submission Error", description: "We couldn't send your message. Please try again or call us." },
  failedPanel: { title: "Submission Failed", description: "We couldn't send your message. This might be a temporary network issue." },
  sending: "Sending...",
  sendAnother: "Send Another Message",
  tryAgain: "Try Again",
} as const;

/** The form's fields, as the shared schema (contact-form-schema.ts) returns them. */
export type ContactForm = { name: string; email: string; phone?: string; topic: ContactTopic; message: string; consent: boolean };
export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Where each field of the form travels in the lead the browser sends (event contact_form_submit); the server's messages come back by these paths. */
export const contactLeadPaths: Record<ContactField, readonly [string, string]> = {
  name: ["contact", "name"],
  email: ["contact", "email"],
  phone: ["contact", "phone"],
  topic: ["free_text", "topic"],
  message: ["free_text", "message"],
  consent: ["consent", "marketing"],
};

/** The form's field for a message the server sent by path ("free_text.message" -> "message"). */
export function contactFieldAt(path: string): ContactField | undefined {
  return (Object.keys(contactLeadPaths) as ContactField[]).find((field) => contactLeadPaths[field].join(".") === path);
}

/** Raw form values (strings and a checkbox) as the form holds them. */
export type ContactValues = { name: string; email: string; phone: string; topic: string; message: string; consent: boolean };

export const emptyContactValues: ContactValues = { name: "", email: "", phone: "", topic: "", message: "", consent: false };

export function topicLabel(topic: string | undefined): string | undefined {
  return contactTopics.find((t) => t.value === topic)?.label;
}

/** "Jane Mary Doe" -> first "Jane", last "Mary Doe": the first word, then the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/** What the sent panel promises: a reply within 24 hours, order help within 2. */
export function replyPromise(topic: string | undefined): string {
  return topic === "order_help"
    ? `We'll get back to you about your order within ${leads.orderHelpReplyHours} hours.`
    : `We'll get back to you within ${leads.contactReplyHours} hours.`;
}
