import { useEffect, useState } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { Spinner } from "~/components/ui/spinner";
import type { ListImage } from "~/lib/shop/types";
import { Price, SavingBadge } from "./price";
import { StockBadge } from "./stock-badge";

type SpotlightItem = { handle: string; title: string; price: number; compareAtPrice: number | null; currency: string; availableForSale: boolean; bullet: string; image: ListImage };

/**
 * The home page's Christmas gift packs (up to 8). The page is kept for everyone, so
 * the products load in the browser: a spinner while loading, and nothing at
 * all when there are none or loading fails. The home page mounts it as a deferred island
 * (routes/_index.tsx), as the reader approaches, so the products load then too.
 */
export function GiftSpotlight() {
  const [state, setState] = useState<{ status: "loading" | "loaded" | "hidden"; items: SpotlightItem[] }>({ status: "loading", items: [] });

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/spotlight", { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body = (await response.json()) as { items?: SpotlightItem[] };
        if (!response.ok || !body.items?.length) throw new Error(`no gift packs (${response.status})`);
        setState({ status: "loaded", items: body.items });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Gift pack spotlight hidden:", (error as Error).message);
        setState({ status: "hidden", items: [] });
      });
    return () => controller.abort();
  }, []);

  if (state.status === "hidden") return null;

  return (
    <section className="mt-16 bg-sand/50 py-16" aria-labelledby="gift-packs-title" data-testid="gift-spotlight">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="eyebrow">Christmas gift packs</p>
            <h2 id="gift-packs-title" className="mt-2 text-h2">
              Gifts they'll actually use
            </h2>
            <p className="mt-3 text-muted">Stylist-picked hair care, boxed and tied with a wattle-gold ribbon. Collect free from the salon.</p>
          </div>
          <ButtonLink to="/collections/christmas-gift-packs" variant="secondary">
            All gift packs
          </ButtonLink>
        </div>
        {state.status === "loading" ? (
          <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
            <Spinner /> Loading gift packs...
          </p>
        ) : (
          // Two to a row on a phone too: eight packs one under another made the home page 4,800 px longer.
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {state.items.map((item) => (
              <li key={item.handle} className="flex flex-col overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-ink/5" data-testid="spotlight-item">
                <div className="relative">
                  <Image src={item.image.url} alt="" width={item.image.width} height={item.image.height} sizes="(min-width: 640px) 200px, 45vw" className="aspect-square w-full object-cover" />
                  {!item.availableForSale && <StockBadge className="absolute top-3 left-3" />}
                  {item.compareAtPrice !== null && item.availableForSale && (
                    <SavingBadge price={item.price} compareAtPrice={item.compareAtPrice} currency={item.currency} className="absolute top-3 left-3" />
                  )}
                </div>
                <div className="flex flex-1 flex-col p-3.5 sm:p-5">
                  <h3 className="font-display text-body leading-snug font-semibold sm:text-lead">{item.title}</h3>
                  <Price price={item.price} compareAtPrice={item.compareAtPrice} currency={item.currency} className="mt-1" />
                  <p className="mt-3 flex flex-1 gap-2 text-small text-muted">
                    <Icon name="sparkle" className="mt-0.5 size-4 shrink-0 text-wattle" />
                    <span data-testid="spotlight-bullet">{item.bullet}</span>
                  </p>
                  <div className="mt-4">
                    {item.availableForSale ? (
                      <ButtonLink to={`/products/${item.handle}`} size="sm" className="w-full">
                        Shop Now<span className="sr-only">: {item.title}</span>
                      </ButtonLink>
                    ) : (
                      <Button disabled size="sm" className="w-full">
                        Shop Now<span className="sr-only">: {item.title} is out of stock</span>
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
