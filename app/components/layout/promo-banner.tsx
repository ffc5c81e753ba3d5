import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";
import { usePromoBanner } from "~/lib/use-salon-settings";

/**
 * The promo banner as the owner set it for today (/admin/settings): it may lead with the shop's own offer
 * (free pick-up with the embedded shop, or the shipping policy's free-shipping threshold with Shopify). Dismissal
 * lasts for this page view only.
 */
export function PromoBanner() {
  const [open, setOpen] = useState(true);
  const banner = usePromoBanner();
  const { banner: offer } = useFulfilmentCopy();
  if (!open || !banner) return null;
  const offerShown = banner.withOffer && offer;
  // Link renders an https:// address as a plain link, and a page of the site with client-side navigation.
  const words =
    banner.text && banner.link ? (
      <Link to={banner.link} className="underline decoration-wattle underline-offset-4 hover:text-wattle-light">
        {banner.text}
      </Link>
    ) : (
      banner.text
    );
  if (!offerShown && !banner.text) return null;
  return (
    <div className="relative bg-eucalyptus text-cream" role="region" aria-label="Promotion">
      <p className="container-page py-2 pr-12 text-center text-small leading-snug font-medium tracking-wide">
        {offerShown && offer}
        {offerShown && banner.text && " • "}
        {words}
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
