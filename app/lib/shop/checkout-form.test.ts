import { describe, expect, it } from "vitest";
import { checkoutFieldErrors, checkoutFormSchema, orderNumberLabel, orderNumberOf } from "./checkout-form";

describe("checkout details", () => {
  it("takes an optional discount code of at most 40 characters (whether it can be used is the server's to say)", () => {
    const details = { name: "Jane Citizen", email: "jane@example.com", phone: "0412 345 678" };
    expect(checkoutFormSchema.parse({ ...details, discountCode: " welcome10 " }).discountCode).toBe("welcome10");
    const long = checkoutFormSchema.safeParse({ ...details, discountCode: "X".repeat(41) });
    if (!long.success) expect(checkoutFieldErrors(long.error).discountCode).toBe("Discount codes are at most 40 characters.");
    expect(long.success).toBe(false);
  });

  it("accepts a name, an e-mail and an Australian phone number", () => {
    expect(checkoutFormSchema.parse({ name: "  Jane Citizen ", email: "jane@example.com ", phone: "0412 345 678" })).toEqual({
      name: "Jane Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      fulfilment: "local_pickup",
      discountCode: "",
    });
    expect(checkoutFormSchema.safeParse({ name: "Jo", email: "jo@example.com", phone: "+61 2 9543 2234" }).success).toBe(true);
  });

  it("gives one clear message per field", () => {
    const result = checkoutFormSchema.safeParse({ name: "J", email: "not-an-email", phone: "12ab" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(checkoutFieldErrors(result.error)).toEqual({
      name: "Please enter your name (at least 2 characters)",
      email: "Please enter a valid email address",
      phone: "Please enter a phone number we can reach you on, e.g. 04XX XXX XXX",
    });
  });

  it("refuses phone numbers that are too short", () => {
    expect(checkoutFormSchema.safeParse({ name: "Jane", email: "jane@example.com", phone: "1234" }).success).toBe(false);
  });

  it("labels order numbers", () => {
    expect(orderNumberLabel(1042)).toBe("WT-1042");
  });

  it("reads back only the order numbers it writes", () => {
    expect(orderNumberOf(orderNumberLabel(1042))).toBe(1042);
    expect(orderNumberOf(orderNumberLabel(999_999_999))).toBe(999_999_999);
    // Past nine digits a number could overflow the database's integer: such a label names no order.
    for (const label of ["WT-1234567890", "WT-0", "WT-01042", "wt-1042", "1042", "WT-", "WT-1042 ", "WT-1e3", "WT-١٠٤٢", "#1001", ""]) {
      expect(orderNumberOf(label), label).toBeNull();
    }
  });
});
