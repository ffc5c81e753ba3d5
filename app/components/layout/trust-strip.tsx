import { returns } from "~/config/salon";
import { Icon, type IconName } from "~/components/ui/icons";
import { Painted } from "~/components/ui/painted";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";

const approved = { icon: "shield", title: "Salon-approved", text: "Only what we use in the chair" } as const;
const easyReturns = { icon: "returns", title: "Easy returns", text: `Unopened products within ${returns.days} days` } as const;

/**
 * The shop's three promises, on shop pages only and once per page: a band closing a list of products
 * (`band`), or a list beside Add to Bag on a product page (`beside`), where the fulfilment promise says
 * exactly how the visitor gets the product.
 */
export function TrustStrip({ look = "band" }: { look?: "band" | "beside" }) {
  const copy = useFulfilmentCopy();
  const promises: { icon: IconName; title: string; text: string }[] =
    look === "band" ? [approved, easyReturns, copy.trust] : [approved, copy.productPromise, easyReturns];
  if (look === "beside") {
    return (
      <Painted as="section" aria-label="Our promises" className="mt-10 border-t border-ink/10 pt-8">
        <ul className="grid gap-4">
          {promises.map((p) => (
            <li key={p.title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-mist text-eucalyptus">
                <Icon name={p.icon} className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{p.title}</span>
                <span className="block text-small text-muted">{p.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Painted>
    );
  }
  return (
    <Painted as="section" aria-label="Our promises" className="mt-20 border-y border-ink/8 bg-sand/60">
      <ul className="container-page grid gap-4 py-5 sm:grid-cols-3">
        {promises.map((p) => (
          <li key={p.title} className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-eucalyptus shadow-soft">
              <Icon name={p.icon} />
            </span>
            <span>
              <span className="block text-small font-semibold">{p.title}</span>
              <span className="block text-small text-muted">{p.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Painted>
  );
}
