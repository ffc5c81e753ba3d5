import { z } from "zod/mini";

/** Every event the site records: commerce, leads, clicks on book, call and chat, local page views. One list, shared by browser and server. */
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

const propValue = z.union([z.string().check(z.maxLength(2000)), z.number(), z.boolean(), z.null()]);

export const eventPayloadSchema = z.object({
  name: z.enum(eventNames),
  clientId: z.string().check(z.minLength(8), z.maxLength(64)),
  sessionId: z.optional(z.string().check(z.maxLength(64))),
  path: z.string().check(z.maxLength(2000)),
  props: z._default(
    z
      .record(
        z.string().check(z.maxLength(64)),
        z.union([propValue, z.array(z.unknown()).check(z.maxLength(100)), z.record(z.string(), z.unknown())]),
      )
      .check(z.refine((p) => Object.keys(p).length <= 40, "Too many properties")),
    {},
  ),
});

export type EventPayload = z.infer<typeof eventPayloadSchema>;
