import { describe, expect, it } from "vitest";
import { isSameContact, parsePrivacyIdentifier, privacyMessages } from "./privacy-identifier";

describe("privacy request identifier", () => {
  it("reads an e-mail address, normalised", () => {
    expect(parsePrivacyIdentifier("  Jane@Example.COM ")).toEqual({ ok: true, identifier: { kind: "email", value: "jane@example.com" } });
  });

  it("reads a phone number in any of the ways people write one", () => {
    for (const typed of ["0412 345 678", "+61 412 345 678", "(04) 1234-5678", "61412345678"]) {
      expect(parsePrivacyIdentifier(typed), typed).toEqual({ ok: true, identifier: { kind: "phone", value: "61412345678" } });
    }
  });

  it("refuses what is neither, with a message saying what to enter", () => {
    expect(parsePrivacyIdentifier("")).toEqual({ ok: false, message: privacyMessages.empty });
    expect(parsePrivacyIdentifier(undefined)).toEqual({ ok: false, message: privacyMessages.empty });
    for (const typed of ["jane", "jane@", "1234", "call 0412 345 678", `${"a".repeat(250)}@example.com`, "1".repeat(16)]) {
      expect(parsePrivacyIdentifier(typed), typed).toEqual({ ok: false, message: privacyMessages.invalid });
    }
  });

  it("compares a stored contact field after normalising it", () => {
    const phone = { kind: "phone", value: "61412345678" } as const;
    expect(isSameContact(phone, "0412-345-678")).toBe(true);
    expect(isSameContact(phone, "0412 345 679")).toBe(false);
    expect(isSameContact(phone, null)).toBe(false);
    expect(isSameContact({ kind: "email", value: "jane@example.com" }, "JANE@example.com")).toBe(true);
  });
});
