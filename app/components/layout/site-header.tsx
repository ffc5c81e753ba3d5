import type { ReactNode } from "react";
import { NavLink } from "~/components/ui/link";
import { mainNavigation, shopFeatured } from "~/config/navigation";
import { BookButton } from "~/components/ui/contact-buttons";
import { Painted } from "~/components/ui/painted";
import { useStickyAction } from "~/lib/sticky-action";
import { BrandMark } from "./brand-mark";
import { MobileMenu, MobileMenuButton } from "./mobile-menu";
import { PromoBanner } from "./promo-banner";

const navLink = ({ isActive }: { isActive: boolean }) =>
  `relative rounded-full px-1.5 py-2 text-small font-medium whitespace-nowrap transition-colors xl:px-3 hover:bg-mist/70 hover:text-eucalyptus ${
    isActive ? "text-eucalyptus after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded after:bg-wattle" : "text-ink/80"
  }`;

/** Header of every page. `actions` holds page-independent extras such as the bag button. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  // On a phone the header's Book button is the page's one sticky call to action, or steps back for another (or none).
  const bookOnPhones = useStickyAction() === "book";
  return (
    <>
      <PromoBanner />
      <header className="sticky top-0 z-40 border-b border-ink/8 bg-cream/92 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
        <div className="container-page flex h-18 items-center justify-between gap-2 sm:gap-3">
          <BrandMark />
          {/* Links only, painted; after a move to another page it renders, so the current page's mark follows. */}
          <Painted as="nav" aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center xl:gap-0.5">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} prefetch="intent" className={navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Painted>
          <div className="flex items-center gap-1.5 sm:gap-2 lg:max-xl:gap-1">
            <NavLink
              to={shopFeatured.to}
              prefetch="intent"
              className="hidden rounded-full px-2 py-2 text-small font-semibold whitespace-nowrap text-clay hover:bg-blush/60 lg:inline-flex xl:px-3"
            >
              {shopFeatured.label}
            </NavLink>
            {actions}
            {/* 1024–1279 px: the full navigation, Shop Featured and Book now share one row, so Book now drops its icon. */}
            <BookButton
              placement="header"
              size="sm"
              className={`${bookOnPhones ? "max-sm:px-3.5 max-sm:before:hidden" : "max-sm:hidden"} lg:max-xl:gap-0 lg:max-xl:before:hidden`}
            />
            <MobileMenuButton />
          </div>
        </div>
      </header>
      <MobileMenu />
    </>
  );
}
