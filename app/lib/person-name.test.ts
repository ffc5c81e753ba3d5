import { describe, expect, it } from "vitest";
import { plainName } from "./person-name";

describe("a person's name as kept", () => {
  it("is one line: breaks, tabs, controls, separators and direction overrides become single spaces", () => {
    expect(plainName("Robin\r\nBcc: victim@example.com")).toBe("Robin Bcc: victim@example.com");
    expect(plainName(" Robin\tLee\u0000\u0085\u2028\u2029 ")).toBe("Robin Lee");
    expect(plainName("Ali\u202eecila")).toBe("Ali ecila");
    expect(plainName("\u0007\u007f")).toBe("");
  });

  it("leaves every name's own letters, accents, apostrophes and joiners alone", () => {
    for (const name of ["Zoë O'Brien-Smith", "Nguyễn Thị Minh", "محمد", "क्षत्रिय", "می\u200cخواهم", "李小龍"]) expect(plainName(name)).toBe(name);
  });
});

describe("every form that takes a name", () => {
  const forged = "Robin\r\nBcc: victim@example.com";
  const kept = "Robin Bcc: victim@example.com";

  it("keeps it on one line: contact, feedback, checkout and every lead", async () => {
    const { contactFormSchema } = await import("./contact-form-schema");
    const { feedbackSchema } = await import("./feedback-schema");
    const { checkoutFormSchema } = await import("./shop/checkout-form");
    const { leadPayloadSchema } = await import("./lead-payload-schema");
    const { z } = await import("zod/mini");
    expect(z.parse(contactFormSchema.shape.name, forged)).toBe(kept);
    expect(z.parse(feedbackSchema.shape.name, forged)).toBe(kept);
    expect(z.parse(checkoutFormSchema.shape.name, forged)).toBe(kept);
    const contact = leadPayloadSchema.shape.contact;
    expect(z.parse(contact, { name: forged, first_name: "Ro\nbin", last_name: "Lee\u2028" })).toEqual({ name: kept, first_name: "Ro bin", last_name: "Lee" });
  });
});
