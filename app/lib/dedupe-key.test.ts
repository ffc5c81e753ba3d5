import { describe, expect, it } from "vitest";
import { dedupeKey } from "./dedupe-key";

const at = "2026-11-22T03:15:00.000Z";

describe("dedupe key", () => {
  it("joins client id, form name, the squashed lowercase e-mail and the date", () => {
    expect(dedupeKey({ clientId: "c-1", formName: "contact_form", email: " Jane.Doe @Example.COM ", timestamp: at })).toBe(
      "c-1|contact_form|jane.doe@example.com|2026-11-22",
    );
  });

  it("uses the phone without whitespace when there is no e-mail", () => {
    expect(dedupeKey({ clientId: "c-1", formName: "exit_intent", phone: "0412 345 678", timestamp: at })).toBe("c-1|exit_intent|0412345678|2026-11-22");
  });

  it("prefers the e-mail over the phone", () => {
    expect(dedupeKey({ clientId: "c", formName: "f", email: "a@b.co", phone: "0400 000 000", timestamp: at })).toBe("c|f|a@b.co|2026-11-22");
  });

  it("falls back to the event name when there is no form name", () => {
    expect(dedupeKey({ clientId: "c", eventName: "exit_intent_offer", email: "a@b.co", timestamp: at })).toBe("c|exit_intent_offer|a@b.co|2026-11-22");
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
});
