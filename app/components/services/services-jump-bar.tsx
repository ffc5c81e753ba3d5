import { useEffect, useRef, useState } from "react";
import { ui } from "~/config/salon";
import { measureOnScroll } from "~/lib/browser/measure-on-scroll";
import { activeSection } from "~/lib/scroll-spy";

export type JumpLink = { id: string; label: string };

/**
 * The sticky bar of section links on /services. Links are plain anchors (the
 * sections carry a 120 px scroll margin, so jumping works before JavaScript);
 * once hydrated, the section under the 200 px reading line is highlighted.
 */
export function ServicesJumpBar({ links }: { links: readonly JumpLink[] }) {
  const [active, setActive] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      measureOnScroll(() => {
        const boxes = links.flatMap((link) => {
          const element = document.getElementById(link.id);
          if (!element) return [];
          const { top, bottom } = element.getBoundingClientRect();
          return [{ id: link.id, top, bottom }];
        });
        setActive(activeSection(boxes, ui.scrollSpyOffsetPx));
      }).stop,
    [links],
  );

  // On narrow screens the bar scrolls sideways: keep the current link in view.
  useEffect(() => {
    const bar = scroller.current;
    const chip = active ? bar?.querySelector<HTMLElement>(`[data-jump="${active}"]`) : null;
    if (!bar || !chip || bar.scrollWidth <= bar.clientWidth) return;
    const left = chip.offsetLeft - (bar.clientWidth - chip.offsetWidth) / 2;
    bar.scrollTo({ left, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [active]);

  return (
    <nav
      aria-label="Service sections"
      data-sticky-top=""
      className="sticky top-18 z-30 h-12 border-b border-ink/8 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85"
    >
      <div
        ref={scroller}
        className="container-page flex h-full items-center overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <ul className="flex shrink-0 items-center gap-1.5">
          {links.map((link) => {
            const current = link.id === active;
            return (
              <li key={link.id}>
                <a
                  href={`#${link.id}`}
                  data-jump={link.id}
                  aria-current={current ? "true" : undefined}
                  className={`inline-flex h-8 items-center rounded-full px-3.5 text-small font-semibold whitespace-nowrap transition-colors ${
                    current ? "bg-eucalyptus text-cream shadow-soft" : "text-ink/75 hover:bg-mist hover:text-eucalyptus"
                  }`}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
