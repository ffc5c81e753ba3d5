import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";

/** The promo banner; its offer is the shop's fulfilment (DESIGN §6: pick-up, or the shipping policy's threshold). Dismissal lasts for this page view only. */
export function PromoBanner() {
  const [open, setOpen] = useState(true);
  const { banner } = useFulfilmentCopy();
  if (!open) return null;
  return (
    <div className="relative bg-eucalyptus text-cream" role="region" aria-label="Promotion">
      <p className="container-page py-2 pr-12 text-center text-[0.8rem] leading-snug font-medium tracking-wide sm:text-sm">
        {banner && <>{banner} • </>}
        <Link to="/collections/christmas-gift-packs" className="underline decoration-wattle underline-offset-4 hover:text-wattle-light">
          Christmas Gift Packs now available
        </Link>
      </p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full hover:bg-white/10"
        aria-label="Dismiss promotion"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
