import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/lib/browser/toast-store";
import { shop } from "~/config/salon";
import type { BagActionResult } from "~/lib/shop/bag-messages";
import { cartKeyField } from "~/lib/shop/cart-key";
import { bagCartKey, bagChanged, openBag, prepareBag, queueBagChange } from "./bag";
import { redirectTopWindow } from "./redirect";
import { track, trackAndWait } from "./tracking";

export type BagItem = { productId: string; title: string; variantId: string | null; price: number; currency: string };

/** How long a failed add on a collection or product page waits before going to the shop platform's page for the product: 2 s. */
export const failedAddRedirectMs = 2000;

/**
 * Add to Bag and Buy Now with JavaScript: the same form posts to /bag through a
 * fetcher, then the bag opens (add), the browser goes to the checkout (buy), or
 * the error shows and, after 2 s, the product's page on the shop platform opens.
 */
export function useBagAction(item: () => BagItem) {
  const fetcher = useFetcher<BagActionResult>();
  const submitted = useRef<BagItem | null>(null);
  const handled = useRef<unknown>(null);
  // Waiting behind another button's add (queueBagChange): busy already, though this fetcher has not started.
  const [queued, setQueued] = useState<string | null>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    const sent = submitted.current;
    if (result.ok && (result.intent === "add" || result.intent === "buy") && sent) {
      track("add_to_cart", {
        product_id: sent.productId,
        title: sent.title,
        variant_id: sent.variantId,
        price: sent.price,
        currency: sent.currency || shop.currency,
        quantity: 1,
      });
    }
    if (result.ok && result.intent === "add") {
      if (result.message) toast.success(result.message);
      bagChanged(result.count);
      openBag();
    } else if (result.ok && result.intent === "buy") {
      const checkoutUrl = result.checkoutUrl;
      void trackAndWait("begin_checkout", { cart_total: sent?.price ?? 0, item_count: 1, currency: sent?.currency ?? shop.currency }).then(() =>
        redirectTopWindow(checkoutUrl),
      );
    } else if (!result.ok) {
      toast.error(result.message);
      if (result.redirectTo) {
        const target = result.redirectTo;
        window.setTimeout(() => window.location.assign(target), failedAddRedirectMs);
      }
    }
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One add at a time: the buttons stay focusable while busy, so ignore extra presses here.
    if (queued !== null || fetcher.state !== "idle" || (fetcher.data?.ok === true && fetcher.data.intent === "buy")) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter instanceof HTMLElement ? submitter : null);
    data.set("enhanced", "1");
    // Only adds fill the bag's cart; Buy Now checks out a cart of its own.
    if (data.get("intent") === "add") data.set(cartKeyField, bagCartKey());
    submitted.current = item();
    prepareBag();
    setQueued(String(data.get("intent") ?? ""));
    void queueBagChange(() => {
      setQueued(null);
      return fetcher.submit(data, { method: "post", action: "/bag" });
    });
  }

  const busy = queued !== null || fetcher.state !== "idle";
  const pendingIntent = busy ? String(fetcher.formData?.get("intent") ?? queued ?? "") : null;
  // Buy Now keeps its busy label until the browser leaves for the checkout.
  const leaving = !busy && fetcher.data?.ok === true && fetcher.data.intent === "buy";
  return { busy: busy || leaving, pendingIntent: leaving ? "buy" : pendingIntent, onSubmit };
}
