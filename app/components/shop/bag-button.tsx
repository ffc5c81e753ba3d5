import { useEffect } from "react";
import { Icon } from "~/components/ui/icons";
import { bagCountFromCookie, openBag, prepareBag, setBagCount, useBag } from "~/lib/browser/bag";

/** The header's bag button: opens the bag panel, or the /bag page without JavaScript. Shows the item count. */
export function BagButton() {
  const { count } = useBag();
  useEffect(() => {
    void bagCountFromCookie().then(setBagCount);
  }, []);
  const items = count ?? 0;
  return (
    <a
      href="/bag"
      onClick={(event) => {
        event.preventDefault();
        openBag();
      }}
      onPointerEnter={prepareBag}
      onFocus={prepareBag}
      aria-haspopup="dialog"
      // On phones the button shows once the bag has something in it (see app.css).
      className={`relative size-11 place-items-center rounded-full text-eucalyptus transition-colors hover:bg-mist ${items > 0 ? "grid" : "hidden sm:grid"}`}
      data-bag-filled={items > 0 ? "" : undefined}
      data-testid="bag-button"
    >
      <Icon name="bag" className="size-6" />
      <span className="sr-only">{items > 0 ? `Bag, ${items} ${items === 1 ? "item" : "items"}` : "Bag"}</span>
      {items > 0 && (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-wattle px-1 text-small leading-5 font-semibold text-ink" data-testid="bag-count">
          {items > 99 ? "99+" : items}
        </span>
      )}
    </a>
  );
}
