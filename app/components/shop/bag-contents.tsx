import { useEffect, useRef, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/lib/browser/toast-store";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { bagChanged } from "~/lib/browser/bag";
import type { BagActionResult } from "~/lib/shop/bag-messages";
import { formatPrice } from "~/lib/shop/money";
import type { BagLine, BagView } from "~/lib/shop/types";

/** One quantity change: a real form (works without JavaScript), sent through a fetcher when it can. */
function QuantityButton({ line, quantity, label, icon, onSubmit, busy }: { line: BagLine; quantity: number; label: string; icon: "minus" | "plus" | "trash"; onSubmit: (e: FormEvent<HTMLFormElement>) => void; busy: boolean }) {
  return (
    <form method="post" action="/bag" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="quantity" value={quantity} />
      {/* Busy: aria-disabled rather than disabled, so a keyboard user keeps focus on the control they pressed. */}
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={
          icon === "trash"
            ? "rounded-full px-2 py-1 text-small text-muted underline underline-offset-4 hover:text-clay aria-disabled:opacity-50"
            : "grid size-9 place-items-center rounded-full text-eucalyptus hover:bg-mist aria-disabled:opacity-50"
        }
      >
        {icon === "trash" ? (
          <>
            Remove<span className="sr-only"> {line.productTitle}</span>
          </>
        ) : (
          <>
            <span aria-hidden="true" className="text-lead leading-none">
              {icon === "minus" ? "−" : "+"}
            </span>
            <span className="sr-only">
              {label} {line.productTitle}
            </span>
          </>
        )}
      </button>
    </form>
  );
}

/** The bag's lines, quantities and subtotal: shared by the slide-in panel and the /bag page. */
export function BagContents({ bag, onNavigate }: { bag: BagView; onNavigate?: () => void }) {
  const fetcher = useFetcher<BagActionResult>();
  const handled = useRef<unknown>(null);
  const busy = fetcher.state !== "idle";
  const busyLine = busy ? String(fetcher.formData?.get("lineId") ?? "") : null;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok && "count" in result) bagChanged(result.count);
    if (!result.ok) toast.error(result.message);
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One change at a time: the buttons stay focusable while busy, so ignore presses until it is done.
    if (busy) return;
    const data = new FormData(event.currentTarget);
    data.set("enhanced", "1");
    void fetcher.submit(data, { method: "post", action: "/bag" });
  }

  return (
    <ul className="divide-y divide-ink/10" aria-label="Items in your bag">
      {bag.lines.map((line) => (
        <li key={line.id} className={`flex gap-4 py-4 transition-opacity ${busyLine === line.id ? "opacity-60" : ""}`} data-testid="bag-line">
          <Link to={`/products/${line.handle}`} onClick={onNavigate} tabIndex={-1} aria-hidden="true" className="shrink-0">
            <Image src={line.image.url} alt="" width={line.image.width} height={line.image.height} sizes="80px" className="size-20 rounded-xl bg-mist/50 object-cover" />
          </Link>
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={`/products/${line.handle}`} onClick={onNavigate} className="font-semibold hover:text-eucalyptus hover:underline">
                  {line.productTitle}
                </Link>
                {line.variantTitle && <p className="text-small text-muted">{line.variantTitle}</p>}
              </div>
              <p className="shrink-0 font-semibold" data-testid="bag-line-price">
                {formatPrice(line.linePrice, bag.currency)}
              </p>
            </div>
            <div className="mt-2 flex items-center justify-between gap-2">
              <div className="flex items-center rounded-full border border-ink/15 bg-white">
                <QuantityButton line={line} quantity={line.quantity - 1} label="One less" icon="minus" onSubmit={onSubmit} busy={busy} />
                <span className="min-w-8 text-center text-small font-semibold" data-testid="bag-line-quantity">
                  <span className="sr-only">Quantity </span>
                  {line.quantity}
                </span>
                <QuantityButton line={line} quantity={line.quantity + 1} label="One more" icon="plus" onSubmit={onSubmit} busy={busy} />
              </div>
              <QuantityButton line={line} quantity={0} label="Remove" icon="trash" onSubmit={onSubmit} busy={busy} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BagSubtotal({ bag }: { bag: BagView }) {
  return (
    <dl className="flex items-baseline justify-between">
      <dt className="font-semibold">Subtotal</dt>
      <dd className="font-display text-lead font-semibold" data-testid="bag-subtotal">
        {formatPrice(bag.subtotal, bag.currency)}
      </dd>
    </dl>
  );
}

export function EmptyBag({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="py-12 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-mist text-eucalyptus">
        <Icon name="bag" className="size-7" />
      </span>
      <p className="mt-4 font-display text-lead">Your bag is empty</p>
      <p className="mt-1 text-small text-muted">Salon favourites are waiting in the shop.</p>
      <Link to="/collections" onClick={onNavigate} className="mt-5 inline-block font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4">
        Continue Shopping
      </Link>
    </div>
  );
}
