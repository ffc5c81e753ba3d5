import { describe, expect, it } from "vitest";
import { buildLeadPayload, isHoneypotFilled, type LeadEnvironment } from "./lead-payload";
import { fieldErrors, leadPayloadSchema } from "./lead-payload-schema";

const env: LeadEnvironment = {
  clientId: "client-abc-123",
  sourcePage: "https://wattleandthread.example/contact",
  referrer: "https://www.google.com/",
  now: new Date("2026-11-22T04:05:06.000Z"),
  lastSeenPage: "/contact",
  secondsOnPage: 42,
  session: { utm_source: "instagram", utm_medium: "social", gclid: "g-1" },
  firstTouch: { first_utm_source: "google", first_referrer: "https://www.google.com/", first_landing_page: "/", first_seen_timestamp: "2026-11-01T00:00:00.000Z" },
};

describe("honeypot", () => {
  it("treats any non-blank company value as a bot", () => {
    expect(isHoneypotFilled("Acme Pty Ltd")).toBe(true);
    expect(isHoneypotFilled("  x ")).toBe(true);
    expect(isHoneypotFilled("")).toBe(false);
    expect(isHoneypotFilled("   ")).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
  });
});

describe("lead payload", () => {
  it("groups a contact message into contact, context, consent, session, first_touch and free_text", () => {
    const payload = buildLeadPayload(
      {
        formName: "contact_form",
        contact: { name: "Jane Mary Doe", firstName: "Jane", lastName: "Mary Doe", email: " Jane@Example.com ", phone: "" },
        consentMarketing: false,
        freeText: { message: "Do you stock Juuce purple shampoo?", topic: "product_question", topicLabel: "Product Question" },
      },
      env,
    );
    expect(payload).toEqual({
      contact: { name: "Jane Mary Doe", first_name: "Jane", last_name: "Mary Doe", email: "Jane@Example.com" },
      context: {
        form_name: "contact_form",
        event_name: "contact_form_submit",
        source_page: "https://wattleandthread.example/contact",
        referrer: "https://www.google.com/",
        timestamp: "2026-11-22T04:05:06.000Z",
        client_id: "client-abc-123",
        dedupe_key: expect.stringMatching(/^client-abc-123\|contact_form\|jane@example\.com\|2026-11-22\|[0-9a-f]{16}$/),
        last_seen_page: "/contact",
        seconds_on_page: 42,
      },
      consent: { marketing: false, gdpr_region_detected: "AU", timestamp_consent: null, double_opt_in: true },
      session: { utm_source: "instagram", utm_medium: "social", gclid: "g-1" },
      first_touch: env.firstTouch,
      free_text: { message: "Do you stock Juuce purple shampoo?", topic: "product_question", topic_label: "Product Question" },
    });
    expect(leadPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("carries the lead magnet and the consent time for an exit-intent offer", () => {
    const payload = buildLeadPayload(
      {
        formName: "exit_intent",
        contact: { email: "sam@example.com", phone: "0412 345 678" },
        consentMarketing: true,
        leadMagnet: { title: "7-Day Frizz-Free Plan", slug: "exit_intent_frizz7" },
      },
      { ...env, firstTouch: null },
    );
    expect(payload.context.event_name).toBe("exit_intent_offer");
    expect(payload.lead_magnet).toEqual({ title: "7-Day Frizz-Free Plan", slug: "exit_intent_frizz7" });
    expect(payload.consent).toEqual({ marketing: true, gdpr_region_detected: "AU", timestamp_consent: "2026-11-22T04:05:06.000Z", double_opt_in: true });
    expect(payload.first_touch).toEqual({});
    expect("free_text" in payload).toBe(false);
  });

  it("fills commerce with the default currency AUD", () => {
    const payload = buildLeadPayload(
      { formName: "exit_intent", contact: { email: "a@b.co", phone: "0400000000" }, consentMarketing: false, commerce: { productHandle: "silk-pillowcase", price: 42 } },
      env,
    );
    expect(payload.commerce).toEqual({ product_handle: "silk-pillowcase", price: 42, currency: "AUD" });
  });
});

describe("server check of a lead", () => {
  const base = (overrides: Record<string, unknown>) => ({
    contact: { email: "jane@example.com", phone: "0412 345 678" },
    context: { form_name: "exit_intent", timestamp: "2026-11-22T04:05:06.000Z", client_id: "c-123" },
    consent: { marketing: false },
    ...overrides,
  });

  it("needs both e-mail and phone for the exit-intent offer", () => {
    const result = leadPayloadSchema.safeParse(base({ contact: { email: "jane@example.com" } }));
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ contact: "Please enter both email and phone number" });
  });

  it("needs consent and a valid e-mail for the lead magnet", () => {
    const result = leadPayloadSchema.safeParse(
      base({ contact: { email: "not-an-email" }, context: { form_name: "blog_lead_magnet", timestamp: "2026-11-22T04:05:06.000Z" }, lead_magnet: { title: "Guide", slug: "guide" } }),
    );
    expect(fieldErrors(result.error!)).toEqual({
      "contact.email": "Please enter a valid email address",
      "consent.marketing": "Please agree to receive updates to continue.",
    });
  });

  it("applies every contact-form rule with its own message", () => {
    const result = leadPayloadSchema.safeParse(
      base({
        contact: { name: "J", email: "jane@example.com" },
        context: { form_name: "contact_form", timestamp: "2026-11-22T04:05:06.000Z" },
        free_text: { message: "short" },
      }),
    );
    expect(fieldErrors(result.error!)).toEqual({
      "contact.name": "Name must be at least 2 characters",
      "free_text.topic": "Please select what you need help with",
      "free_text.message": "Message must be at least 10 characters",
    });
  });

  it("refuses an unknown form and a missing timestamp", () => {
    expect(leadPayloadSchema.safeParse(base({ context: { form_name: "anything", timestamp: "2026-11-22T04:05:06.000Z" } })).success).toBe(false);
    expect(leadPayloadSchema.safeParse(base({ context: { form_name: "exit_intent" } })).success).toBe(false);
  });
});
