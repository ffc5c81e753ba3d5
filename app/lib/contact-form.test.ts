import { describe, expect, it } from "vitest";
import { contactFieldAt, contactTopics, emptyContactValues, replyPromise, splitName, topicLabel } from "./contact-form";
import { validateContact } from "./contact-form-schema";

const valid = { name: "Jane Doe", email: "jane@example.com", phone: "", topic: "service_question", message: "Can I book a toner on Thursday?", consent: false };

describe("contact form rules (name 2 to 100, e-mail at most 255, message 10 to 1000 characters)", () => {
  it("accepts a complete message and trims it", () => {
    const result = validateContact({ ...valid, name: "  Jane Doe  ", message: "  Can I book a toner on Thursday?  " });
    expect(result).toEqual({ ok: true, data: { name: "Jane Doe", email: "jane@example.com", topic: "service_question", message: "Can I book a toner on Thursday?", consent: false } });
  });

  it.each([
    ["name", "J", "Name must be at least 2 characters"],
    ["name", "  J  ", "Name must be at least 2 characters"],
    ["name", "x".repeat(101), "Name must be less than 100 characters"],
    ["email", "", "Please enter a valid email address"],
    ["email", "jane@", "Please enter a valid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Email must be less than 255 characters"],
    ["message", "too short", "Message must be at least 10 characters"],
    ["message", "x".repeat(1001), "Message must be less than 1000 characters"],
  ] as const)("%s %j -> %s", (field, value, message) => {
    const result = validateContact({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[field]).toBe(message);
      expect(result.toast).toBe("validation");
    }
  });

  it("accepts the boundaries: 2 and 100 characters of name, 10 and 1000 of message", () => {
    expect(validateContact({ ...valid, name: "Jo" }).ok).toBe(true);
    expect(validateContact({ ...valid, name: "x".repeat(100) }).ok).toBe(true);
    expect(validateContact({ ...valid, message: "x".repeat(10) }).ok).toBe(true);
    expect(validateContact({ ...valid, message: "x".repeat(1000) }).ok).toBe(true);
  });

  it("asks for a topic with its own notice when that is the only problem", () => {
    const result = validateContact({ ...valid, topic: "" });
    expect(result).toEqual({ ok: false, errors: { topic: "Please select what you need help with" }, toast: "topic" });
  });

  it("reports a validation error when other fields are wrong as well", () => {
    const result = validateContact({ ...emptyContactValues });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.toast).toBe("validation");
      expect(Object.keys(result.errors).sort()).toEqual(["email", "message", "name", "topic"]);
    }
  });

  it("has the four topics with their labels", () => {
    expect(contactTopics.map((t) => `${t.value}:${t.label}`)).toEqual([
      "product_question:Product Question",
      "service_question:Service Question",
      "order_help:Order Help",
      "other:Other",
    ]);
    expect(topicLabel("order_help")).toBe("Order Help");
  });

  it("splits a name into the first word and the rest", () => {
    expect(splitName("  Jane   Mary Doe ")).toEqual({ firstName: "Jane", lastName: "Mary Doe" });
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });

  it("promises a reply within 24 hours, order help within 2", () => {
    expect(replyPromise("service_question")).toContain("24 hours");
    expect(replyPromise("order_help")).toContain("2 hours");
  });
});

describe("contactFieldAt", () => {
  it("reads the server's path of a message back to the form's field", () => {
    expect(contactFieldAt("contact.email")).toBe("email");
    expect(contactFieldAt("free_text.message")).toBe("message");
    expect(contactFieldAt("free_text.topic")).toBe("topic");
  });

  it("has no field for a path the form does not send", () => {
    expect(contactFieldAt("contact")).toBeUndefined();
    expect(contactFieldAt("context.form_name")).toBeUndefined();
  });
});
