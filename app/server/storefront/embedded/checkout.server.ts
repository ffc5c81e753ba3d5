/**
 * The embedded storefront's checkout: click and collect, paid in the salon.
 * Placing an order takes its units off the shelf, snapshots the cart's lines
 * into shop_orders (numbered from WT-1001), queues the customer's and the
 * salon's e-mails and closes the cart, all in one transaction, and hands back
 * the order summary and the token of the buyer's confirmation link.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { shipping, shop } from "../../../config/salon.ts";
import { orderNumberLabel, type CheckoutForm } from "../../../lib/shop/checkout-form.ts";
import { cartLimitProblem } from "../../../lib/shop/cart-limits.ts";
import { discountCents } from "../../../lib/shop/discount.ts";
import { orderLineLabel } from "../../../lib/shop/order-line.ts";
import { checkDiscountCode, recordRedemption } from "../../discount-codes.server.ts";
import type { OrderSummary } from "../../../lib/shop/order-summary.ts";
import { newConfirmationToken, orderSummaryOf } from "../../order-confirmation.server.ts";
import type { Database } from "../../db/client.server.ts";
import { shopCartLines, shopCarts, shopOrders, shopProductImages, shopProducts, shopVariants, type OrderItem } from "../../db/schema.server.ts";
import { log, maskContact } from "../../log.server.ts";
import { queueOrderPlacedMails } from "../../order-mail.server.ts";
import { inStock, StockShortage, takeStock } from "../../stock.server.ts";
import { gid } from "./ids.ts";

/** Local pickup is free (the shipping policy says so), so the total is the subtotal. */
const pickupCents = Math.round(shipping.localPickup * 100);

export type CheckoutLine = {
  id: string;
  variantId: string;
  sku: string;
  title: string;
  variantTitle: string | null;
  handle: string;
  image: { url: string; alt: string; width: number; height: number } | null;
  quantity: number;
  unitCents: number;
  lineCents: number;
  available: boolean;
  /** The owner has hidden the product since it went into the bag: it is not sold any more. */
  withdrawn: boolean;
};

export type CheckoutView =
  | { state: "open"; lines: CheckoutLine[]; subtotalCents: number; totalCents: number; currency: string }
  | { state: "placed"; orderNumber: string }
  | { state: "missing" };

async function linesOf(db: Pick<Database, "select">, token: string): Promise<CheckoutLine[]> {
  const rows = await db
    .select({ line: shopCartLines, variant: shopVariants, product: shopProducts })
    .from(shopCartLines)
    .innerJoin(shopVariants, eq(shopVariants.id, shopCartLines.variantId))
    .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
    .where(eq(shopCartLines.cartToken, token))
    .orderBy(asc(shopCartLines.createdAt), asc(shopCartLines.id));
  const images = rows.length
    ? await db
        .select()
        .from(shopProductImages)
        .where(
          inArray(
            shopProductImages.productId,
            rows.map((r) => r.product.id),
          ),
        )
    : [];
  return rows.map(({ line, variant, product }) => {
    const position = variant.imagePosition ?? 0;
    const image = images.find((i) => i.productId === product.id && i.position === position) ?? images.find((i) => i.productId === product.id);
    return {
      id: line.id,
      variantId: gid("ProductVariant", variant.id),
      sku: variant.sku,
      title: product.title,
      variantTitle: variant.title === "Default Title" ? null : variant.title,
      handle: product.handle,
      image: image ? { url: image.url, alt: image.altText, width: image.width, height: image.height } : null,
      quantity: line.quantity,
      unitCents: variant.priceCents,
      lineCents: variant.priceCents * line.quantity,
      available: inStock(variant) && !product.hidden,
      withdrawn: product.hidden,
    };
  });
}

export async function checkoutView(db: Database, token: string): Promise<CheckoutView> {
  const [cart] = await db.select().from(shopCarts).where(eq(shopCarts.token, token));
  if (!cart) return { state: "missing" };
  if (cart.completedAt) {
    const [order] = await db.select({ number: shopOrders.number }).from(shopOrders).where(eq(shopOrders.cartToken, token));
    return order ? { state: "placed", orderNumber: orderNumberLabel(order.number) } : { state: "missing" };
  }
  const lines = await linesOf(db, token);
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  return { state: "open", lines, subtotalCents, totalCents: subtotalCents + pickupCents, currency: shop.currency };
}

export type PlaceOrderResult =
  | { ok: true; order: OrderSummary; number: number; confirmationToken: string }
  | { ok: false; reason: "missing" | "placed" | "empty" | "unavailable" | "limits" | "discount"; message: string; orderNumber?: string };

export async function placeOrder(db: Database, token: string, customer: CheckoutForm): Promise<PlaceOrderResult> {
  try {
    return await recordOrder(db, token, customer);
  } catch (error) {
    // The transaction rolled back: no order, no e-mail, no stock taken.
    if (error instanceof StockShortage) return { ok: false, reason: "unavailable", message: error.message };
    throw error;
  }
}

function recordOrder(db: Database, token: string, customer: CheckoutForm): Promise<PlaceOrderResult> {
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(shopCarts).where(eq(shopCarts.token, token)).for("update");
    if (!cart) return { ok: false, reason: "missing", message: "This checkout has expired. Please add your items to the bag again." };
    if (cart.completedAt) {
      const [order] = await tx.select({ number: shopOrders.number }).from(shopOrders).where(eq(shopOrders.cartToken, token));
      return {
        ok: false,
        reason: "placed",
        message: "This order has already been placed.",
        ...(order ? { orderNumber: orderNumberLabel(order.number) } : {}),
      };
    }
    const lines = await linesOf(tx, token);
    if (lines.length === 0) return { ok: false, reason: "empty", message: "Your bag is empty" };
    // A cart filled before the quantity rule existed may still break it; the order would not fit its columns either.
    const withdrawn = lines.filter((line) => line.withdrawn).map(orderLineLabel);
    if (withdrawn.length)
      return {
        ok: false,
        reason: "unavailable",
        message: `Sorry, ${withdrawn.join(" and ")} ${withdrawn.length === 1 ? "is" : "are"} no longer sold in our shop. Please remove ${withdrawn.length === 1 ? "it" : "them"} from your bag and try again. Nothing has been ordered.`,
      };
    const overLimit = cartLimitProblem(lines);
    if (overLimit) return { ok: false, reason: "limits", message: `${overLimit.message} Please change the quantities in your bag and try again.` };
    // Checked before anything is written, with the code's row locked until this order commits (concurrent orders queue on it).
    const code = customer.discountCode ? await checkDiscountCode(tx, customer.discountCode, customer.email, { lock: true }) : null;
    if (code && !code.ok) return { ok: false, reason: "discount", message: code.message };
    const discount = code?.discount ?? null;
    await takeStock(
      tx,
      lines.map((line) => ({ sku: line.sku, quantity: line.quantity, name: orderLineLabel(line) })),
    );
    const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
    const offCents = discountCents(subtotalCents, discount);
    const totalCents = subtotalCents - offCents + pickupCents;
    const items: OrderItem[] = lines.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle,
      id: line.variantId,
      sku: line.sku,
      quantity: line.quantity,
      priceCents: line.unitCents,
    }));
    const confirmation = newConfirmationToken();
    const [created] = await tx
      .insert(shopOrders)
      .values({
        cartToken: token,
        customerName: customer.name,
        email: customer.email,
        phone: customer.phone,
        fulfilment: "local_pickup",
        payment: "pay_in_salon",
        items,
        subtotalCents,
        discountCode: discount?.code ?? null,
        discountCents: offCents,
        totalCents,
        currency: shop.currency,
        confirmationTokenHash: confirmation.hash,
      })
      .returning();
    if (!created) throw new Error("Order was not recorded");
    if (code) await recordRedemption(tx, { orderNumber: created.number, codeId: code.codeId, code: code.discount.code, email: customer.email, amountCents: offCents });
    await queueOrderPlacedMails(tx, created);
    await tx
      .update(shopCarts)
      .set({ completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(shopCarts.token, token), isNull(shopCarts.completedAt)));
    const order = orderSummaryOf(created);
    log("shop.order_placed", { order: order.order_id, items: items.length, totalCents, email: maskContact(customer.email), phone: maskContact(customer.phone) });
    return { ok: true, order, number: created.number, confirmationToken: confirmation.token };
  });
}
