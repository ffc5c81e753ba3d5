import { z } from "zod";

/** Every event the site records (spec 000 §7.2, spec 001 §7.5–§7.6). One list, shared by browser and server. */
export const eventNames = [
  "page_view",
  "book_cta_click",
  "add_to_cart",
  "begin_checkout",
  "ai_agent_interaction",
  "chat_clicked",
  "exit_intent_seen",
  "faq_feedback",
  "purchase_client",
  "email_confirmed",
  "suburb_page_view",
  "location_page_view",
  "lead_magnet_subscription",
  "contact_form_submit",
  "named_click",
  "view_item",
  "generate_lead",
] as const;

export type EventName = (typeof eventNames)[number];

const propValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

export const eventPayloadSchema = z.object({
  name: z.enum(eventNames),
  clientId: z.string().min(8).max(64),
  sessionId: z.string().max(64).optional(),
  path: z.string().max(2000),
  props: z
    .record(z.string().max(64), z.union([propValue, z.array(z.unknown()).max(100), z.record(z.string(), z.unknown())]))
    .refine((p) => Object.keys(p).length <= 40, "Too many properties")
    .default({}),
});

export type EventPayload = z.infer<typeof eventPayloadSchema>;
