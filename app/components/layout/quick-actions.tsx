import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { measureOnScroll } from "~/lib/browser/measure-on-scroll";
import { formFieldSelector, useFieldFocused } from "~/lib/browser/use-field-focused";
import { productBuyFormId, type StickyAction } from "~/lib/sticky-action";

/**
 * True once the element with this id has scrolled up out of view and passes `test` (never while it is still ahead,
 * or when there is none); null until that is known (the browser reports where the element is a frame later).
 * Mounted afresh on each page.
 */
function useScrolledAway(id: string | null, test: (element: HTMLElement) => boolean) {
  // Rendered only in the browser (it loads once the page has scrolled), so the page can be asked at once.
  const [away, setAway] = useState<boolean | null>(() => (id && document.getElementById(id) ? null : false));
  useEffect(() => {
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setAway(!!entry && !entry.isIntersecting && entry.boundingClientRect.bottom <= 0 && test(target)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [id, test]);
  return away;
}

/** The page's own Add to Bag button is enabled (the product, or the chosen variant, is in stock). */
const canAdd = (form: HTMLElement) => !!form.querySelector('button[name="intent"][value="add"]:not(:disabled)');

/** Room kept around the scroll-to-top button: a form field nearer than this counts as under it. */
const clearancePx = 12;

/** True while a visible form field lies under the box (viewport coordinates) of the given element. */
function overFormField(element: HTMLElement) {
  const own = element.getBoundingClientRect();
  for (const field of document.querySelectorAll<HTMLElement>(formFieldSelector)) {
    const box = field.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left < own.right + clearancePx && box.right > own.left - clearancePx && box.top < own.bottom + clearancePx && box.bottom > own.top - clearancePx)
      return true;
  }
  return false;
}

/** Back to the top of a long page: steps aside while a form field passes under it. */
function ScrollToTop({ raised }: { raised: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  const [clear, setClear] = useState(true);
  useEffect(
    () =>
      measureOnScroll(() => {
        if (button.current) setClear(!overFormField(button.current));
      }).stop,
    [raised],
  );
  return (
    <button
      ref={button}
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" })}
      // Hidden (not just transparent) while over a field, so it can be neither tapped nor focused by mistake.
      className={`fixed right-4 z-30 grid size-12 animate-fade-in place-items-center rounded-full bg-white text-eucalyptus shadow-lift ring-1 ring-ink/10 hover:bg-mist sm:bottom-6 ${
        raised ? "bottom-24" : "bottom-4"
      } ${clear ? "" : "invisible"}`}
      aria-label="Scroll to top"
      data-scroll-to-top=""
    >
      <Icon name="arrowUp" />
    </button>
  );
}

/**
 * What stays on screen while reading, once the page has scrolled: back-to-top and, on a product page on a
 * phone, an Add to Bag bar once the page's own one has scrolled away (other page types rely on the header's
 * Book button, or on nothing; see ~/lib/sticky-action). Neither covers a field in use.
 */
export function QuickActions({ action, onBarShown }: { action: StickyAction; onBarShown: () => void }) {
  const typing = useFieldFocused();
  // Only while the choice on the page can be bought: a sold-out product says so once, on the page, with no bar.
  const buyFormAway = useScrolledAway(action === "add-to-bag" ? productBuyFormId : null, canAdd);
  const barShown = buyFormAway === true && !typing;
  useEffect(() => {
    if (barShown) onBarShown();
  }, [barShown, onBarShown]);
  // A landmark of their own: on phones the sticky bar is content outside the page's other landmarks. It says
  // whether the bar shows once that is known (data-bar), so a test can tell "no bar" from "no bar yet".
  return (
    <aside aria-label="Quick actions" data-bar={buyFormAway === null ? undefined : barShown ? "shown" : "hidden"}>
      {!typing && <ScrollToTop raised={barShown} />}
      {barShown && (
        <div className="fixed inset-x-0 bottom-0 z-30 animate-fade-in border-t border-ink/10 bg-cream/95 p-3 backdrop-blur sm:hidden" data-testid="sticky-add-to-bag" data-sticky-bar="">
          {/* Submits the page's own form (its variant) through its handler, or as a plain post. */}
          <Button type="submit" form={productBuyFormId} name="intent" value="add" className="w-full">
            <Icon name="bag" className="size-4.5" />
            Add to Bag
          </Button>
        </div>
      )}
    </aside>
  );
}
