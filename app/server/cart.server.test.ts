import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shop } from "../config/salon";
import { cardVariantUnavailable, variantRequired } from "../lib/shop/bag-form";
import { cartLimitMessages } from "../lib/shop/cart-limits";
import { newCartKey } from "../lib/shop/cart-key";
import { orderConfirmationPath } from "../lib/shop/order-summary";
import { confirmedOrder } from "./order-confirmation.server";
import { createCookie } from "react-router";
import { cartCookieName, handleBagAction, loadBag, storedCartId } from "./cart.server";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { shopOrders } from "./db/schema.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { testDatabases } from "./db/test-databases";
import { createStorefrontClient, embeddedTransport } from "./storefront/client.server";
import { checkoutView, placeOrder } from "./storefront/embedded/checkout.server";
import { seedDiscountCodes } from "./discount-codes.server";
import { seedCatalogue } from "./storefront/embedded/seed.server";

const origin = "http://shop.test";
const client = createStorefrontClient({ transport: embeddedTransport(origin), mode: "embedded", platformOrigin: null });

function post(fields: Record<string, string>, cookie?: string) {
  const request = new Request(`${origin}/bag`, { method: "POST", headers: cookie ? { cookie } : {} });
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return handleBagAction(client, request, form);
}

/** The cookie a browser would send back after these Set-Cookie values. */
/** The badge's count in a Cookie header, read as the server's cookie definition reads it. */
const bagCountIn = (cookie: string) => createCookie("wt_bag_count").parse(cookie);

function cookieFrom(setCookies: string[]) {
  return setCookies
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

async function variantOf(handle: string, available = true) {
  const { product } = await client.product(handle);
  const variant = product?.variants.nodes.find((v) => v.availableForSale === available);
  if (!variant) throw new Error(`no variant for ${handle}`);
  return variant.id;
}

describe.each(testDatabases())("bag and checkout on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await database().execute(sql`truncate table shop_orders, shop_cart_lines, shop_carts restart identity cascade`);
    await database().execute(sql`truncate table shop_state`);
    await seedCatalogue(database());
    await seedDiscountCodes(database());
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("reads a malformed or hand-made cart cookie as no bag, never an error", async () => {
    for (const cookie of [`${cartCookieName}=%E0%A4%A`, `${cartCookieName}=%`, `${cartCookieName}="`, `${cartCookieName}=gid%3A%2F%2Fshopify%2FCart%2Fnope`]) {
      expect(await loadBag(client, new Request(`${origin}/bag`, { headers: { cookie } })), cookie).toEqual({ bag: null, error: null, cookies: [] });
    }
  });

  it("creates the cart on the first add, adds to it next time, and checks out click and collect", async () => {
    const spray = await variantOf("heat-defense-spray");
    const oil = await variantOf("nourishing-hair-oil");

    const first = await post({ intent: "add", source: "product", variantId: spray, handle: "heat-defense-spray" });
    expect(first.result).toMatchObject({ ok: true, intent: "add", message: "Added to bag!", count: 1 });
    expect(first.cookies[0]).toMatch(new RegExp(`^${cartCookieName}=.+; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax$`));
    expect(first.cookies[1]).toMatch(/^wt_bag_count=.+; Max-Age=1209600; Path=\/; SameSite=Lax$/);
    const cookie = cookieFrom(first.cookies);
    expect(await bagCountIn(cookie)).toBe(1);

    const second = await post({ intent: "add", source: "collection", variantId: oil }, cookie);
    expect(second.result).toMatchObject({ ok: true, count: 2 });
    expect(await bagCountIn(cookieFrom(second.cookies))).toBe(2);
    expect(await storedCartId(new Request(origin, { headers: { cookie: cookieFrom(second.cookies) } }))).toBe(await storedCartId(new Request(origin, { headers: { cookie } })));

    const { bag } = await loadBag(client, new Request(`${origin}/bag`, { headers: { cookie } }));
    expect(bag).toMatchObject({ subtotal: 63, totalQuantity: 2, currency: "AUD" });
    expect(bag?.lines.map((l) => l.productTitle)).toEqual(["Heat Defense Spray", "Nourishing Hair Oil"]);

    const token = bag?.checkoutUrl?.split("/checkout/")[1] ?? "";
    expect(await checkoutView(database(), token)).toMatchObject({ state: "open", subtotalCents: 6300, totalCents: 6300 });

    // With the exit-intent offer's code: 5% off $63.00 is $3.15.
    const placed = await placeOrder(database(), token, { name: "Jane Citizen", email: "jane@example.com", phone: "0412 345 678", fulfilment: "local_pickup", discountCode: "frizzfree5" });
    expect(placed).toMatchObject({ ok: true, number: 1001, order: { order_id: "WT-1001", subtotal: 63, total: 59.85, currency: "AUD" } });
    if (!placed.ok) return;
    const [row] = await database().select().from(shopOrders).where(eq(shopOrders.number, 1001));
    expect(row).toMatchObject({ customerName: "Jane Citizen", fulfilment: "local_pickup", payment: "pay_in_salon", subtotalCents: 6300, discountCode: "FRIZZFREE5", discountCents: 315, totalCents: 5985 });
    expect(row?.items.map((i) => i.quantity)).toEqual([1, 1]);
    // The link the buyer is sent to shows this order, read back from the database.
    const link = new URLSearchParams(orderConfirmationPath(placed.order, placed.confirmationToken).split("?")[1]);
    expect(await confirmedOrder(database(), link)).toEqual({ order: placed.order, refused: null });

    // The cart is closed: the checkout says so, and placing it again does nothing.
    expect(await checkoutView(database(), token)).toEqual({ state: "placed", orderNumber: "WT-1001" });
    expect(await placeOrder(database(), token, { name: "Jane", email: "jane@example.com", phone: "0412345678", fulfilment: "local_pickup", discountCode: "" })).toMatchObject({
      ok: false,
      reason: "placed",
      orderNumber: "WT-1001",
    });

    // The old cart id now fails with a message about the cart: it is cleared and a new cart made, once.
    const after = await post({ intent: "add", source: "product", variantId: spray }, cookie);
    expect(after.result).toMatchObject({ ok: true, count: 1 });
    expect(cookieFrom(after.cookies)).not.toBe(cookie);
    expect(await loadBag(client, new Request(`${origin}/bag`, { headers: { cookie } }))).toMatchObject({ bag: null, error: null });
  });

  it("fills one cart from first adds sent at once under the browser's cart key, and names variants once in the order", async () => {
    const key = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
    const [spray, oil, brush] = await Promise.all([variantOf("heat-defense-spray"), variantOf("nourishing-hair-oil"), variantOf("wet-brush-original-detangler")]);
    const adds = await Promise.all([spray, oil, brush].map((variantId) => post({ intent: "add", source: "collection", variantId, cartKey: key })));
    expect(adds.map((a) => a.result.ok)).toEqual([true, true, true]);
    const cookies = new Set(adds.map((a) => cookieFrom(a.cookies).split("; ")[0]));
    expect(cookies.size).toBe(1);
    const cookie = [...cookies][0]!;
    const { bag } = await loadBag(client, new Request(`${origin}/bag`, { headers: { cookie } }));
    expect(bag?.totalQuantity).toBe(3);

    const token = bag?.checkoutUrl?.split("/checkout/")[1] ?? "";
    const placed = await placeOrder(database(), token, { name: "Sam", email: "sam@example.com", phone: "0412345678", fulfilment: "local_pickup", discountCode: "" });
    if (!placed.ok) throw new Error(placed.message);
    const brushLine = placed.order.items.find((item) => item.title.startsWith("Wet Brush"));
    expect(brushLine?.title).toMatch(/^Wet Brush Original Detangler – [A-Za-z]+$/);
    const [row] = await database().select().from(shopOrders).where(eq(shopOrders.number, placed.number));
    const stored = row?.items.find((item) => item.title.startsWith("Wet Brush"));
    expect(stored?.title).toBe("Wet Brush Original Detangler");
    expect(stored?.variantTitle).toBeTruthy();
  });

  it("lands three first adds fired in the same tick in one cart holding all three, every time (20 rounds)", async () => {
    const variants = await Promise.all([variantOf("heat-defense-spray"), variantOf("nourishing-hair-oil"), variantOf("wet-brush-original-detangler")]);
    for (let round = 0; round < 20; round++) {
      const key = newCartKey();
      const adds = await Promise.all(variants.map((variantId) => post({ intent: "add", source: "collection", variantId, cartKey: key })));
      expect(adds.map((a) => a.result.ok)).toEqual(variants.map(() => true));
      const cookies = new Set(adds.map((a) => cookieFrom(a.cookies).split("; ")[0]));
      expect(cookies.size).toBe(1);
      const { bag } = await loadBag(client, new Request(`${origin}/bag`, { headers: { cookie: [...cookies][0]! } }));
      expect(bag?.totalQuantity).toBe(variants.length);
    }
  });

  it("refuses a cart key it would never have made, as a bad request", async () => {
    const spray = await variantOf("heat-defense-spray");
    const bad = await post({ intent: "add", source: "product", variantId: spray, cartKey: "<not a key>" });
    expect(bad.result).toEqual({ ok: false, intent: "unknown", message: "We couldn't read this bag request. Please refresh the page and try again.", redirectTo: null });
    expect(bad.cookies).toEqual([]);
  });

  it("refuses a sold-out variant with the storefront's message and the product page to go to", async () => {
    const black = await variantOf("perfect-pony-clip-in-ponytail", false);
    const outcome = await post({ intent: "add", source: "product", variantId: black, handle: "perfect-pony-clip-in-ponytail" });
    expect(outcome.result).toEqual({
      ok: false,
      intent: "add",
      message: "The product 'The Perfect Pony Clip-in Ponytail' is already sold out.",
      redirectTo: "/products/perfect-pony-clip-in-ponytail",
    });
    expect(outcome.cookies).toEqual([]);
  });

  it("needs a variant: the card and the product page say so in their own words", async () => {
    expect((await post({ intent: "add", source: "collection" })).result).toMatchObject({ ok: false, message: cardVariantUnavailable });
    expect((await post({ intent: "add", source: "product" })).result).toMatchObject({ ok: false, message: variantRequired });
  });

  it("finds the variant from the option selectors when the form came without JavaScript", async () => {
    const outcome = await post({ intent: "add", source: "product", handle: "aromaganic-everyday-shampoo", "option.Scent": "Citrus Grove", "option.Size": "300 ml" });
    expect(outcome.result).toMatchObject({ ok: true, count: 1 });
  });

  it("Buy Now checks out one item on its own cart and leaves the bag alone", async () => {
    const spray = await variantOf("heat-defense-spray");
    const outcome = await post({ intent: "buy", source: "product", variantId: spray });
    expect(outcome.result).toMatchObject({ ok: true, intent: "buy", checkoutUrl: expect.stringMatching(/^http:\/\/shop\.test\/checkout\//), count: 1 });
    expect(outcome.cookies).toEqual([]);
  });

  it("changes a quantity and removes a line", async () => {
    const spray = await variantOf("heat-defense-spray");
    const added = await post({ intent: "add", source: "product", variantId: spray });
    const cookie = cookieFrom(added.cookies);
    const { bag } = await loadBag(client, new Request(`${origin}/bag`, { headers: { cookie } }));
    const lineId = bag?.lines[0]?.id ?? "";
    expect((await post({ intent: "update", lineId, quantity: "3" }, cookie)).result).toMatchObject({ ok: true, count: 3 });
    expect((await post({ intent: "update", lineId, quantity: "0" }, cookie)).result).toMatchObject({ ok: true, count: 0 });
  });

  it("refuses a 100th of one item with the cart rule's message, from Add to Bag and the quantity form", async () => {
    const spray = await variantOf("heat-defense-spray");
    const cookie = cookieFrom((await post({ intent: "add", source: "product", variantId: spray })).cookies);
    const { bag } = await loadBag(client, new Request(`${origin}/bag`, { headers: { cookie } }));
    const lineId = bag?.lines[0]?.id ?? "";
    expect((await post({ intent: "update", lineId, quantity: String(shop.lineQuantity) }, cookie)).result).toMatchObject({ ok: true, count: shop.lineQuantity });
    expect((await post({ intent: "add", source: "product", variantId: spray }, cookie)).result).toMatchObject({ ok: false, intent: "add", message: cartLimitMessages.quantity });
    expect((await post({ intent: "update", lineId, quantity: String(shop.lineQuantity + 1) }, cookie)).result).toMatchObject({ ok: false, message: `Please choose a quantity from 0 to ${shop.lineQuantity}.` });
  });

  it("knows no checkout for an unknown token", async () => {
    expect(await checkoutView(database(), "nope")).toEqual({ state: "missing" });
  });
});
