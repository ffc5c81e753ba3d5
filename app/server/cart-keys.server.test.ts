import { describe, expect, it } from "vitest";
import { badCartKeyMessage, newCartKey, readCartKey } from "~/lib/shop/cart-key";
import { KeyedCarts } from "./cart-keys.server";

describe("cart key", () => {
  it("is 32 hex characters, different each time", () => {
    const a = newCartKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newCartKey()).not.toBe(a);
    expect(newCartKey((bytes) => bytes.fill(255))).toBe("f".repeat(32));
  });

  it("may be absent; when present it must have the browser's shape", () => {
    expect(readCartKey(null)).toEqual({ ok: true, key: null });
    expect(readCartKey("")).toEqual({ ok: true, key: null });
    expect(readCartKey("0123456789abcdef0123456789abcdef")).toEqual({ ok: true, key: "0123456789abcdef0123456789abcdef" });
    for (const bad of ["short", "x".repeat(65), "0123456789abcdef<script>", "0123456789abcdef 0123"]) expect(readCartKey(bad)).toEqual({ ok: false });
    expect(badCartKeyMessage).toMatch(/refresh the page/);
  });
});

describe("keyed cart creation", () => {
  it("creates one cart for any number of adds made at once under one key", async () => {
    const carts = new KeyedCarts();
    let created = 0;
    const create = async () => ({ id: `cart-${++created}` });
    const claims = [carts.claim("k", create), carts.claim("k", create), carts.claim("k", create)];
    expect(claims.map((c) => c.created)).toEqual([true, false, false]);
    expect(await Promise.all(claims.map((c) => c.cart))).toEqual([{ id: "cart-1" }, { id: "cart-1" }, { id: "cart-1" }]);
    expect(created).toBe(1);
  });

  it("keeps keys apart, forgets a failed creation and a key past its window", async () => {
    const carts = new KeyedCarts(1000);
    expect(carts.claim("a", async () => ({ id: "A" }), undefined, 0).created).toBe(true);
    expect(carts.claim("b", async () => ({ id: "B" }), undefined, 0).created).toBe(true);
    const failed = carts.claim("c", () => Promise.reject(new Error("down")), undefined, 0);
    await expect(failed.cart).rejects.toThrow("down");
    expect(carts.claim("c", async () => ({ id: "C" }), undefined, 1).created).toBe(true);
    expect(carts.claim("a", async () => ({ id: "A2" }), undefined, 999).created).toBe(false);
    expect(carts.claim("a", async () => ({ id: "A2" }), undefined, 1000).created).toBe(true);
  });

  it("replaces a cart found gone once; later adds join the replacement", async () => {
    const carts = new KeyedCarts();
    const gone = carts.claim("k", async () => ({ id: "bought" })).cart;
    const next = carts.claim("k", async () => ({ id: "next" }), gone);
    const again = carts.claim("k", async () => ({ id: "third" }), gone);
    expect([next.created, again.created]).toEqual([true, false]);
    expect(await again.cart).toEqual({ id: "next" });
  });

  it("holds a bounded number of keys", () => {
    const carts = new KeyedCarts(60_000, 2);
    for (const key of ["a", "b", "c"]) carts.claim(key, async () => ({ id: key }), undefined, 0);
    expect(carts.claim("a", async () => ({ id: "again" }), undefined, 0).created).toBe(true);
  });
});
