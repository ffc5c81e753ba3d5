import { z } from "zod/mini";
import { plainName } from "./person-name.ts";
import { firstMessagePerField } from "./field-errors.ts";
import {
  contactLimits,
  contactMessages,
  contactTopics,
  type ContactErrors,
  type ContactForm,
  type ContactTopic,
  type ContactValues,
} from "./contact-form.ts";

const text = () => z.string({ error: contactMessages.generic });

/** The one schema for the contact form: the browser checks with it, and the server checks again. */
export const contactFormSchema = z.object({
  name: text().check(
    z.overwrite(plainName),
    z.minLength(contactLimits.nameMin, contactMessages.nameMin),
    z.maxLength(contactLimits.nameMax, contactMessages.nameMax),
  ),
  email: z.pipe(
    text().check(z.trim(), z.maxLength(contactLimits.emailMax, contactMessages.emailMax)),
    z.email({ error: contactMessages.email }),
  ),
  phone: z.optional(text().check(z.trim(), z.maxLength(40, contactMessages.generic))),
  topic: z.enum(contactTopics.map((t) => t.value) as [ContactTopic, ...ContactTopic[]], { error: contactMessages.topic }),
  message: text().check(
    z.trim(),
    z.minLength(contactLimits.messageMin, contactMessages.messageMin),
    z.maxLength(contactLimits.messageMax, contactMessages.messageMax),
  ),
  consent: z.boolean({ error: contactMessages.generic }),
});

export function validateContact(
  values: ContactValues,
): { ok: true; data: ContactForm } | { ok: false; errors: ContactErrors; toast: "validation" | "topic" } {
  const result = contactFormSchema.safeParse({ ...values, phone: values.phone.trim() || undefined, topic: values.topic || undefined });
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = firstMessagePerField(result.error.issues, z.keyof(contactFormSchema).options);
  // Only a missing topic gets its own notice; anything else is a validation error.
  const onlyTopic = Object.keys(errors).every((field) => field === "topic");
  return { ok: false, errors, toast: onlyTopic ? "topic" : "validation" };
}
