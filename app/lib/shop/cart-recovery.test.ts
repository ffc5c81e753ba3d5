import { describe, expect, it, vi } from "vitest";
import { addLineWithRecovery, checkoutUrlUnavailable, mentionsCart } from "./cart-recovery";

const cart = (id: string, checkoutUrl: string | null = `https://shop.test/checkout/${id}`) => ({ id, checkoutUrl });

describe("cart rules", () => {
  it("creates a cart when none is stored", async () => {
    const create = vi.fn(async () => cart("new"));
    const add = vi.fn(async () => cart("old"));
    const step = await addLineWithRecovery({ storedCartId: null, add, create });
    expect(step).toEqual({ cart: cart("new"), created: true, recovered: false });
    expect(add).not.toHaveBeenCalled();
  });

  it("adds to the stored cart", async () => {
    const create = vi.fn(async () => cart("new"));
    const add = vi.fn(async (id: string) => cart(id));
    const step = await addLineWithRecovery({ storedCartId: "stored", add, create });
    expect(step.cart.id).toBe("stored");
    expect(add).toHaveBeenCalledWith("stored");
    expect(create).not.toHaveBeenCalled();
  });

  it("clears a cart the error mentions and creates a new one, once", async () => {
    const cleared = vi.fn();
    const create = vi.fn(async () => cart("fresh"));
    const add = vi.fn(async () => {
      throw new Error("The specified cart does not exist.");
    });
    const step = await addLineWithRecovery({ storedCartId: "gone", add, create, onCleared: cleared });
    expect(step).toMatchObject({ cart: { id: "fresh" }, created: true, recovered: true });
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("does not retry again when the new cart fails too", async () => {
    const create = vi.fn(async () => {
      throw new Error("Cart could not be created");
    });
    const add = vi.fn(async () => {
      throw new Error("Cart is locked");
    });
    await expect(addLineWithRecovery({ storedCartId: "x", add, create })).rejects.toThrow("Cart could not be created");
    expect(create).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledTimes(1);
  });

  it("passes on errors that do not mention the cart", async () => {
    const create = vi.fn(async () => cart("fresh"));
    const add = vi.fn(async () => {
      throw new Error("The product 'Black' is already sold out.");
    });
    await expect(addLineWithRecovery({ storedCartId: "x", add, create })).rejects.toThrow("already sold out");
    expect(create).not.toHaveBeenCalled();
  });

  it("treats a cart without a checkout URL as a failure", async () => {
    await expect(
      addLineWithRecovery({ storedCartId: null, add: async () => cart("a"), create: async () => cart("b", null) }),
    ).rejects.toThrow(checkoutUrlUnavailable);
  });

  it("recognises messages that mention the cart as a word", () => {
    expect(mentionsCart(new Error("Cart not found"))).toBe(true);
    expect(mentionsCart(new Error("invalid cart id"))).toBe(true);
    expect(mentionsCart(new Error("Cartridge missing"))).toBe(false);
    expect(mentionsCart("Variant ID is required")).toBe(false);
  });
});
