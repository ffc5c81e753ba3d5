import { z } from "zod";
import { firstMessagePerField } from "./field-errors.ts";
import { contactLimits, contactMessages, contactTopics, type ContactErrors, type ContactForm, type ContactTopic, type ContactValues } from "./contact-form.ts";

const text = () => z.string({ error: contactMessages.generic });

/** The one schema for the contact form: the browser checks with it, and the server checks again. */
export const contactFormSchema = z.object({
  name: text().trim().min(contactLimits.nameMin, contactMessages.nameMin).max(contactLimits.nameMax, contactMessages.nameMax),
  email: text().trim().max(contactLimits.emailMax, contactMessages.emailMax).pipe(z.email({ error: contactMessages.email })),
  phone: text().trim().max(40, contactMessages.generic).optional(),
  topic: z.enum(contactTopics.map((t) => t.value) as [ContactTopic, ...ContactTopic[]], { error: contactMessages.topic }),
  message: text().trim().min(contactLimits.messageMin, contactMessages.messageMin).max(contactLimits.messageMax, contactMessages.messageMax),
  consent: z.boolean({ error: contactMessages.generic }),
});

export function validateContact(values: ContactValues): { ok: true; data: ContactForm } | { ok: false; errors: ContactErrors; toast: "validation" | "topic" } {
  const result = contactFormSchema.safeParse({ ...values, phone: values.phone.trim() || undefined, topic: values.topic || undefined });
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = firstMessagePerField(result.error.issues, contactFormSchema.keyof().options);
  // Only a missing topic gets its own notice; anything else is a validation error.
  const onlyTopic = Object.keys(errors).every((field) => field === "topic");
  return { ok: false, errors, toast: onlyTopic ? "topic" : "validation" };
}

