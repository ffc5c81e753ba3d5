import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useBagAction, type BagItem } from "~/lib/browser/use-bag-action";
import type { BagFormSource } from "~/lib/shop/bag-messages";

/**
 * Add to Bag (and, on the product page, Buy Now): a real form posting to /bag,
 * so it works without JavaScript; with it, a fetcher shows 'Adding...' on this
 * form only and opens the bag on success.
 */
export function AddToBagForm({
  id,
  source,
  handle,
  item,
  available,
  sendVariantId = true,
  buyNow = false,
  layout = "card",
  children,
}: {
  /** Lets a button elsewhere on the page (the sticky bar) submit this form. */
  id?: string;
  source: BagFormSource;
  handle: string;
  item: BagItem;
  available: boolean;
  /** False on a product page before hydration: the option selectors pick the variant instead. */
  sendVariantId?: boolean;
  buyNow?: boolean;
  layout?: "card" | "page";
  children?: ReactNode;
}) {
  const { busy, pendingIntent, onSubmit } = useBagAction(() => item);
  // Sold out: truly disabled. Busy: aria-disabled, so the button keeps focus and the bag can hand it back.
  const disabled = !available;
  const adding = pendingIntent === "add";
  const buying = pendingIntent === "buy";
  return (
    // On a card the form is the row itself, lifted above the card's stretched link so a tap on Add adds.
    <form id={id} method="post" action="/bag" onSubmit={onSubmit} className={layout === "page" ? "space-y-6" : "relative z-10 flex"} aria-busy={busy}>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="handle" value={handle} />
      {sendVariantId && <input type="hidden" name="variantId" value={item.variantId ?? ""} />}
      {children}
      <Buttons layout={layout}>
        <Button
          type="submit"
          name="intent"
          value="add"
          disabled={disabled}
          aria-disabled={busy || undefined}
          variant={layout === "page" ? "primary" : "secondary"}
          size={layout === "page" ? "lg" : "md"}
          className={`glyph glyph-bag [--glyph-size:--spacing(4.5)] ${layout === "page" ? "flex-1" : ""}`}
        >
          {/* On a card, a compact "Add" that still names what it does and to what. */}
          {layout === "page" ? (adding ? "Adding..." : "Add to Bag") : adding ? "Adding..." : "Add"}
          {layout === "card" && !adding && <span className="sr-only"> to Bag: {item.title}</span>}
        </Button>
        {buyNow && (
          <Button type="submit" name="intent" value="buy" variant="gold" disabled={disabled} aria-disabled={busy || undefined} size="lg" className="flex-1">
            {buying ? "Processing..." : "Buy Now"}
          </Button>
        )}
      </Buttons>
    </form>
  );
}

/** The product page lays Add to Bag and Buy Now out in a row of their own; a card's form is already the row. */
function Buttons({ layout, children }: { layout: "card" | "page"; children: ReactNode }) {
  return layout === "page" ? <div className="flex flex-col gap-3 sm:flex-row">{children}</div> : children;
}
