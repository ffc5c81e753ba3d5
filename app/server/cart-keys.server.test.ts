import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badCartKeyMessage, newCartKey, readCartKey } from "~/lib/shop/cart-key";
import { cartOfKey, claimCartKey } from "./cart-keys.server";
import { closeDatabase, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { testDatabases } from "./db/test-databases";

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

describe.each(testDatabases())("cart keys on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("gives every claim racing under one key the first cart offered, and keeps keys apart", async () => {
    const key = newCartKey();
    const winners = await Promise.all(["cart-1", "cart-2", "cart-3", "cart-4"].map((cartId) => claimCartKey(key, cartId)));
    expect(new Set(winners).size).toBe(1);
    expect(await cartOfKey(key)).toBe(winners[0]);
    expect(await claimCartKey(newCartKey(), "cart-5")).toBe("cart-5");
  });

  it("forgets keys older than a day when a new one is claimed", async () => {
    const old = newCartKey();
    await claimCartKey(old, "old-cart", new Date(Date.now() - 25 * 3_600_000));
    await claimCartKey(newCartKey(), "new-cart");
    expect(await cartOfKey(old)).toBeNull();
  });
});
