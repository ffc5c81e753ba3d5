import { returns } from "~/config/salon";
import { Icon, type IconName } from "~/components/ui/icons";
import { Painted } from "~/components/ui/painted";
import { useFulfilmentCopy } from "~/lib/shop/use-fulfilment";

const fixedPromises: { icon: IconName; title: string; text: string }[] = [
  { icon: "shield", title: "Salon-approved", text: "Only what we use in the chair" },
  { icon: "returns", title: "Easy returns", text: `Unopened products within ${returns.days} days` },
];

export function TrustStrip() {
  const promises = [...fixedPromises, useFulfilmentCopy().trust];
  return (
    <Painted as="section" aria-label="Our promises" className="mt-20 border-y border-ink/8 bg-sand/60">
      <ul className="container-page grid gap-4 py-5 sm:grid-cols-3">
        {promises.map((p) => (
          <li key={p.title} className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-eucalyptus shadow-soft">
              <Icon name={p.icon} />
            </span>
            <span>
              <span className="block text-sm font-semibold">{p.title}</span>
              <span className="block text-xs text-muted">{p.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Painted>
  );
}
