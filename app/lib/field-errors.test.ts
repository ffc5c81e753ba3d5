import { describe, expect, it } from "vitest";
import { firstMessagePerField } from "./field-errors";

describe("firstMessagePerField", () => {
  it("keeps the first message of each named field and leaves out other paths", () => {
    const issues = [
      { path: ["email"], message: "Please enter a valid email address" },
      { path: ["email"], message: "Email must be less than 255 characters" },
      { path: ["name"], message: "Name must be at least 2 characters" },
      { path: ["fulfilment"], message: "Please choose how to receive your order" },
      { path: [], message: "Invalid input" },
    ];
    expect(firstMessagePerField(issues, ["name", "email", "phone"] as const)).toEqual({
      email: "Please enter a valid email address",
      name: "Name must be at least 2 characters",
    });
  });

  it("reads a nested issue by its field", () => {
    expect(firstMessagePerField([{ path: ["phone", 0], message: "Too short" }], ["phone"] as const)).toEqual({ phone: "Too short" });
  });
});
