/**
 * Properties of the validators that stand between a visitor's input and the
 * database: whatever arrives, they answer (never throw), a refusal always says
 * why, and what they accept stays inside the limits they promise.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactFormSchema, validateContact } from "./contact-form-schema";
import { contactLimits } from "./contact-form";
import { dedupeKey } from "./dedupe-key";
import { eventPayloadSchema } from "./events";
import { faqFeedbackSchema } from "./faq-feedback-schema";
import { feedbackSchema } from "./feedback-schema";
import { leadPayloadSchema } from "./lead-payload-schema";
import { bagFormSchema } from "./shop/bag-form";
import { checkoutFormSchema } from "./shop/checkout-form";
import { confirmationLinkOf, confirmationTokenPattern } from "./shop/order-summary";

const payloads = [
  "<script>window.__xss=1</script>",
  '"><img src=x onerror="window.__xss=1">',
  "'; DROP TABLE leads; --",
  "=SUM(1+1)",
  "\u0000",
  "\ud800",
  "💇‍♀️",
];
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(...payloads),
  fc.tuple(fc.string(), fc.constantFrom(...payloads), fc.string()).map((parts) => parts.join("")),
  fc.integer({ min: 0, max: 6000 }).map((n) => "x".repeat(n)),
);
/** Anything at all, leaning on objects whose fields are hostile strings. */
const anyInput = fc.oneof(fc.anything({ maxDepth: 3 }), fc.dictionary(fc.string(), fc.oneof(hostileText, fc.anything({ maxDepth: 2 }))));

const schemas = {
  contactFormSchema,
  leadPayloadSchema,
  feedbackSchema,
  faqFeedbackSchema,
  eventPayloadSchema,
  checkoutFormSchema,
  bagFormSchema,
};

describe("the input schemas", () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name} answers any input, and says why when it refuses`, () => {
      fc.assert(
        fc.property(anyInput, (input) => {
          const result = schema.safeParse(input);
          if (!result.success) {
            expect(result.error.issues.length).toBeGreaterThan(0);
            for (const issue of result.error.issues) expect(issue.message.trim().length).toBeGreaterThan(0);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe("the contact form check", () => {
  it("never throws, keeps accepted text within its limits and leaves markup alone", () => {
    fc.assert(
      fc.property(
        hostileText,
        hostileText,
        hostileText,
        hostileText,
        fc.constantFrom("", "other", "order_help", "nope"),
        fc.boolean(),
        (name, email, phone, message, topic, consent) => {
          const result = validateContact({ name, email, phone, topic, message, consent });
          if (!result.ok) {
            expect(Object.values(result.errors).every((text) => typeof text === "string" && text.length > 0)).toBe(true);
            return;
          }
          expect(result.data.name.length).toBeGreaterThanOrEqual(contactLimits.nameMin);
          expect(result.data.name.length).toBeLessThanOrEqual(contactLimits.nameMax);
          expect(result.data.message.length).toBeLessThanOrEqual(contactLimits.messageMax);
          expect(result.data.message).toBe(message.trim());
        },
      ),
      { numRuns: 300 },
    );
  });

  it("accepts a script-laden message as plain text, unchanged (escaping is the page's job)", () => {
    const message = '<script>window.__xss=1</script> and "><img src=x onerror="window.__xss=1">';
    const result = validateContact({ name: "Eve Mallory", email: "eve@example.com", phone: "", topic: "other", message, consent: false });
    expect(result).toMatchObject({ ok: true, data: { message } });
  });
});

describe("the dedupe key", () => {
  it("never throws, and is either null or free of whitespace in its contact part, with the date and a fingerprint last", () => {
    fc.assert(
      fc.property(
        fc.option(hostileText),
        fc.option(hostileText),
        fc.option(hostileText),
        fc.option(hostileText),
        fc.option(hostileText),
        fc.oneof(hostileText, fc.date({ noInvalidDate: false })),
        fc.dictionary(hostileText, fc.option(hostileText)),
        (clientId, formName, eventName, email, phone, timestamp, content) => {
          const key = dedupeKey({ clientId, formName, eventName, email, phone, timestamp, content });
          if (key === null) return;
          const parts = key.split("|");
          expect(parts.at(-1)).toMatch(/^[0-9a-f]{16}$/);
          expect(parts.at(-2)).toMatch(/^\d{4}-\d{2}-\d{2}$|^[+-]\d{6}-\d{2}-\d{2}$/);
          expect(parts.at(-3)).not.toMatch(/\s/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the order confirmation query", () => {
  it("reads any query string without throwing, and names an order only by a number and a well-formed token", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("order_id", "orderId", "subtotal", "total", "currency", "items", "token", "other"), hostileText),
        (fields) => {
          const link = confirmationLinkOf(new URLSearchParams(fields));
          if (link === null) return;
          expect(Number.isSafeInteger(link.number) && link.number > 0).toBe(true);
          expect(link.token).toMatch(confirmationTokenPattern);
        },
      ),
      { numRuns: 300 },
    );
  });
});
