import { describe, expect, it } from "vitest";
import { shop } from "../../config/salon";
import { cartLimitMessages, cartLimitProblem, parseCartLink } from "./cart-limits";

describe("the cart's quantity rule", () => {
  it("allows up to the line quantity and the number of lines", () => {
    expect(cartLimitProblem([{ variantId: 1, quantity: shop.lineQuantity }])).toBeNull();
    const full = Array.from({ length: shop.cartLines }, (_, i) => ({ variantId: i + 1, quantity: 1 }));
    expect(cartLimitProblem(full)).toBeNull();
  });

  it("merges lines of the same variant before checking the quantity", () => {
    const problem = cartLimitProblem([
      { variantId: "a", quantity: 99 },
      { variantId: "b", quantity: 1 },
      { variantId: "a", quantity: 99 },
    ]);
    expect(problem).toEqual({ kind: "quantity", variantId: "a", message: cartLimitMessages.quantity });
  });

  it("refuses more different items than a bag holds", () => {
    const lines = Array.from({ length: shop.cartLines + 1 }, (_, i) => ({ variantId: i + 1, quantity: 1 }));
    expect(cartLimitProblem(lines)).toEqual({ kind: "lines", message: cartLimitMessages.lines });
  });

  it("says the limits in words a shopper reads", () => {
    expect(cartLimitMessages.quantity).toContain(String(shop.lineQuantity));
    expect(cartLimitMessages.lines).toContain(String(shop.cartLines));
  });
});

describe("cart links (/cart/{variant}:{quantity},…)", () => {
  it("reads variant and quantity pairs, skipping zero quantities", () => {
    expect(parseCartLink("49:2,50:1,51:0")).toEqual({
      ok: true,
      lines: [
        { variantId: 49, quantity: 2 },
        { variantId: 50, quantity: 1 },
      ],
    });
  });

  it("refuses a link that is not a cart link", () => {
    expect(parseCartLink("abc")).toMatchObject({ ok: false });
    expect(parseCartLink("49:1,nope")).toMatchObject({ ok: false });
    expect(parseCartLink("49:0")).toMatchObject({ ok: false });
  });

  it("refuses the 2,000-line link that made a 198,000-unit cart, without reading every part", () => {
    const link = Array.from({ length: 2000 }, () => "49:99").join(",");
    expect(parseCartLink(link)).toEqual({ ok: false, message: cartLimitMessages.lines });
    expect(parseCartLink("49:99,49:99")).toEqual({ ok: false, message: cartLimitMessages.quantity });
  });
});
