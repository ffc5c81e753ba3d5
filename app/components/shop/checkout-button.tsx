import { useState, type FormEvent } from "react";
import { toast } from "~/lib/browser/toast-store";
import { Button } from "~/components/ui/button";
import { redirectTopWindow } from "~/lib/browser/redirect";
import { trackAndWait } from "~/lib/browser/tracking";
import { checkoutFailed, noCheckoutUrl } from "~/lib/shop/bag-messages";
import type { BagView } from "~/lib/shop/types";

/**
 * 'Proceed to Checkout': idle, 'Processing...' while begin_checkout is
 * recorded, then off to the checkout (the top window when embedded). Without
 * JavaScript it posts to /bag, which redirects to the same checkout.
 */
export function CheckoutButton({ bag }: { bag: BagView }) {
  const [processing, setProcessing] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    setProcessing(true);
    try {
      if (!bag.checkoutUrl) throw new Error(noCheckoutUrl);
      await trackAndWait("begin_checkout", { cart_total: bag.subtotal, item_count: bag.totalQuantity, currency: bag.currency });
      redirectTopWindow(bag.checkoutUrl);
    } catch (error) {
      console.warn("Checkout failed:", (error as Error).message);
      toast.error(checkoutFailed);
      setProcessing(false);
    }
  }

  return (
    <form method="post" action="/bag" onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name="intent" value="checkout" />
      <Button type="submit" size="lg" className="w-full" disabled={processing || bag.lines.length === 0}>
        {processing ? "Processing..." : "Proceed to Checkout"}
      </Button>
    </form>
  );
}
