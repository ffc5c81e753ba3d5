import { z } from "zod/mini";
import { plainName } from "./person-name.ts";
import { contactLeadPaths, type ContactField } from "./contact-form.ts";
import { contactFormSchema } from "./contact-form-schema.ts";
import { leadForms, leadMessages, type LeadFormName } from "./lead-payload.ts";

// ---------------------------------------------------------------------------
// Server-side checking of what a browser sent.

/** The longest page address (source page, referrer, last page seen) a lead keeps. */
export const maxPageUrlLength = 2000;

const short = (max = 200) => z.string().check(z.trim(), z.maxLength(max));
const optionalShort = (max = 200, text = short(max)) =>
  z.pipe(
    z.nullable(z.optional(text)),
    z.transform((v: string | null | undefined) => (v ? v : undefined)),
  );
const optionalName = () => optionalShort(200, z.string().check(z.overwrite(plainName), z.maxLength(200)));

const attribution = z
  .record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(2000)))
  .check(z.refine((r) => Object.keys(r).length <= 30, "Too many fields"));

export const leadPayloadSchema = z
  .object({
    contact: z.object({
      name: optionalName(),
      first_name: optionalName(),
      last_name: optionalName(),
      email: optionalShort(320),
      phone: optionalShort(40),
    }),
    context: z.object({
      form_name: z.enum(Object.keys(leadForms) as [LeadFormName, ...LeadFormName[]]),
      event_name: optionalShort(64),
      source_page: optionalShort(maxPageUrlLength),
      referrer: optionalShort(maxPageUrlLength),
      timestamp: z.iso.datetime({ offset: true }),
      client_id: optionalShort(64),
      dedupe_key: optionalShort(800),
      last_seen_page: optionalShort(maxPageUrlLength),
      seconds_on_page: z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(10_000_000)))),
    }),
    consent: z.object({
      marketing: z.boolean(),
      gdpr_region_detected: optionalShort(8),
      timestamp_consent: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
      double_opt_in: z.optional(z.boolean()),
    }),
    session: z._default(attribution, {}),
    first_touch: z._default(attribution, {}),
    commerce: z.optional(
      z.object({
        product_id: optionalShort(),
        product_title: optionalShort(),
        product_handle: optionalShort(),
        price: z.optional(z.number().check(z.gte(0), z.lte(1_000_000))),
        currency: optionalShort(3),
        variant: optionalShort(),
        quantity: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10_000))),
        cart_total: z.optional(z.number().check(z.gte(0), z.lte(10_000_000))),
        order_id: optionalShort(),
        items: z.optional(z.array(z.unknown()).check(z.maxLength(100))),
      }),
    ),
    free_text: z.optional(
      z.object({
        message: optionalShort(5000),
        topic: optionalShort(64),
        topic_label: optionalShort(),
        preferred_time: optionalShort(64),
        preferred_time_label: optionalShort(),
      }),
    ),
    lead_magnet: z.optional(z.object({ title: short(200).check(z.minLength(1)), slug: short(100).check(z.minLength(1)) })),
    company: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(
    z.superRefine((lead, ctx) => {
      const form = lead.context.form_name;
      const { email, phone } = lead.contact;
      const emailValid = !email || z.email().safeParse(email).success;
      if (!emailValid) ctx.addIssue({ code: "custom", path: ["contact", "email"], message: leadMessages.email });

      if (form === "contact_form") {
        const checked = contactFormSchema.safeParse({
          name: lead.contact.name ?? "",
          email: email ?? "",
          phone,
          topic: lead.free_text?.topic,
          message: lead.free_text?.message ?? "",
          consent: lead.consent.marketing,
        });
        if (!checked.success) {
          for (const issue of checked.error.issues) {
            const field = issue.path[0] as ContactField;
            if (field === "email" && !emailValid) continue;
            ctx.addIssue({ code: "custom", path: [...contactLeadPaths[field]], message: issue.message });
          }
        }
      } else if (form === "exit_intent") {
        if (!email || !phone) ctx.addIssue({ code: "custom", path: ["contact"], message: leadMessages.exitIntentMissing });
      } else if (form === "blog_lead_magnet") {
        if (!email) ctx.addIssue({ code: "custom", path: ["contact", "email"], message: leadMessages.email });
        if (!lead.consent.marketing)
          ctx.addIssue({ code: "custom", path: ["consent", "marketing"], message: leadMessages.consentRequired });
      } else if (form === "assistant_callback") {
        // We can only call back a name and a number with enough digits to dial (an Australian number has 10).
        if (!lead.contact.name) ctx.addIssue({ code: "custom", path: ["contact", "name"], message: leadMessages.callbackName });
        if ((phone ?? "").replace(/\D/g, "").length < 8)
          ctx.addIssue({ code: "custom", path: ["contact", "phone"], message: leadMessages.callbackPhone });
      }
      if (!email && !phone) ctx.addIssue({ code: "custom", path: ["contact"], message: leadMessages.contactRequired });
    }),
  );

export type CheckedLead = z.infer<typeof leadPayloadSchema>;

/** First message per field path ("contact.email" -> "Please enter a valid email address"). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    errors[key] ??= issue.message;
  }
  return errors;
}
