/**
 * The cart rules, independent of transport so they can be tested:
 * no stored cart creates one; a stored cart gets the line added; an error that
 * mentions the cart clears it and creates a new cart, once; a cart without a
 * checkout URL is a failure.
 */

export const checkoutUrlUnavailable = "Checkout URL unavailable. Please try again.";

export class CartRuleError extends Error {}

export function mentionsCart(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /\bcart\b/i.test(message);
}

export type CartStep<C> = { cart: C; created: boolean; recovered: boolean };

export async function addLineWithRecovery<C extends { checkoutUrl: string | null }>(options: {
  storedCartId: string | null | undefined;
  add: (cartId: string) => Promise<C>;
  create: () => Promise<C>;
  /** Told when the stored cart is given up, before the new one is created. */
  onCleared?: (error: unknown) => void;
}): Promise<CartStep<C>> {
  let step: CartStep<C>;
  if (!options.storedCartId) {
    step = { cart: await options.create(), created: true, recovered: false };
  } else {
    try {
      step = { cart: await options.add(options.storedCartId), created: false, recovered: false };
    } catch (error) {
      if (!mentionsCart(error)) throw error;
      options.onCleared?.(error);
      step = { cart: await options.create(), created: true, recovered: true };
    }
  }
  if (!step.cart.checkoutUrl) throw new CartRuleError(checkoutUrlUnavailable);
  return step;
}
