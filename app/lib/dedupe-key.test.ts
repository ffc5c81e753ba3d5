import { describe, expect, it } from "vitest";
import { dedupeKey } from "./dedupe-key";

const at = "2026-11-22T03:15:00.000Z";

/** The key without its content fingerprint (the tests of the rule for content are below). */
const lead = (input: Parameters<typeof dedupeKey>[0]) => dedupeKey(input)?.replace(/\|[0-9a-f]{16}$/, "");

describe("dedupe key", () => {
  it("joins client id, form name, the squashed lowercase e-mail and the date", () => {
    expect(lead({ clientId: "c-1", formName: "contact_form", email: " Jane.Doe @Example.COM ", timestamp: at })).toBe(
      "c-1|contact_form|jane.doe@example.com|2026-11-22",
    );
  });

  it("uses the phone without whitespace when there is no e-mail", () => {
    expect(lead({ clientId: "c-1", formName: "exit_intent", phone: "0412 345 678", timestamp: at })).toBe("c-1|exit_intent|0412345678|2026-11-22");
  });

  it("prefers the e-mail over the phone", () => {
    expect(lead({ clientId: "c", formName: "f", email: "a@b.co", phone: "0400 000 000", timestamp: at })).toBe("c|f|a@b.co|2026-11-22");
  });

  it("falls back to the event name when there is no form name", () => {
    expect(lead({ clientId: "c", eventName: "exit_intent_offer", email: "a@b.co", timestamp: at })).toBe("c|exit_intent_offer|a@b.co|2026-11-22");
  });

  it("is the same for two submissions on the same day and differs the next day", () => {
    const first = dedupeKey({ clientId: "c", formName: "f", email: "a@b.co", timestamp: "2026-11-22T00:00:01Z" });
    expect(dedupeKey({ clientId: "c", formName: "f", email: "A@B.CO", timestamp: "2026-11-22T23:59:59Z" })).toBe(first);
    expect(dedupeKey({ clientId: "c", formName: "f", email: "a@b.co", timestamp: "2026-11-23T00:00:00Z" })).not.toBe(first);
  });

  it("is not made without a contact or without a form name or event", () => {
    expect(dedupeKey({ clientId: "c", formName: "f", email: "  ", phone: "", timestamp: at })).toBeNull();
    expect(dedupeKey({ clientId: "c", formName: " ", eventName: null, email: "a@b.co", timestamp: at })).toBeNull();
    expect(dedupeKey({ clientId: "c", formName: "f", email: "a@b.co", timestamp: "not a date" })).toBeNull();
  });

  describe("only merges retries of the same submission", () => {
    const message = (text: string) => ({ clientId: "", formName: "contact_form", email: "jane@example.com", timestamp: at, content: { message: text, topic: "service_question" } });

    it("gives two different messages from one address on one day two keys, even without a client id", () => {
      expect(dedupeKey(message("Can I book a gloss on Thursday?"))).not.toBe(dedupeKey(message("Sorry, I meant Friday.")));
    });

    it("gives the same message sent again the same key", () => {
      expect(dedupeKey(message("Can I book a gloss on Thursday?"))).toBe(dedupeKey({ ...message("Can I book a gloss on Thursday?"), timestamp: "2026-11-22T09:00:00Z" }));
    });

    it("ignores whitespace at the ends of a field and runs of whitespace inside it, nothing else", () => {
      const key = dedupeKey(message("Can I book a gloss on Thursday?"));
      expect(dedupeKey(message("  Can I book   a gloss\non Thursday? "))).toBe(key);
      expect(dedupeKey(message("Can I book a gloss on Thursday!"))).not.toBe(key);
    });

    it("tells apart a change in any field, and an empty field from a missing one", () => {
      const base = { clientId: "c", formName: "exit_intent", email: "a@b.co", timestamp: at };
      const key = dedupeKey({ ...base, content: { phone: "0412 345 678", consent: true } });
      expect(dedupeKey({ ...base, content: { phone: "0412 345 679", consent: true } })).not.toBe(key);
      expect(dedupeKey({ ...base, content: { phone: "0412 345 678", consent: false } })).not.toBe(key);
      expect(dedupeKey({ ...base, content: { phone: "0412 345 678", consent: true, name: "" } })).toBe(key);
      // Field names are part of what is compared: the same text under another field is other content.
      expect(dedupeKey({ ...base, content: { name: "0412 345 678", consent: true } })).not.toBe(key);
    });

    it("ends with a short fingerprint of the content, whatever its length", () => {
      expect(dedupeKey(message("x".repeat(5000)))).toMatch(/^\|contact_form\|jane@example\.com\|2026-11-22\|[0-9a-f]{16}$/);
    });
  });
});
