import { useCallback, useRef, type ButtonHTMLAttributes } from "react";
import { NavLink } from "~/components/ui/link";
import { mainNavigation, shopFeatured } from "~/config/navigation";
import { salon } from "~/config/salon";
import { BookButton, CallButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import { Painted } from "~/components/ui/painted";
import { useAfterNavigation } from "~/lib/browser/use-after-navigation";
import { useDialogFocusTrap } from "~/lib/browser/use-dialog-focus-trap";

const menuId = "mobile-menu";

// Invoker commands open and close the dialog natively, so the menu works before hydration;
// a modal <dialog> traps focus, closes on Escape and returns focus to its opener.
function command(action: "show-modal" | "close") {
  return { commandfor: menuId, command: action } as ButtonHTMLAttributes<HTMLButtonElement>;
}

export function MobileMenuButton() {
  return (
    <button
      type="button"
      {...command("show-modal")}
      aria-haspopup="dialog"
      aria-controls={menuId}
      className="grid size-10 place-items-center rounded-full text-eucalyptus hover:bg-mist max-sm:-mr-2 sm:size-11 lg:hidden"
    >
      {/* On a phone it reaches into the page's margin: a full 44 px tap without crowding the header row. */}
      <Icon name="menu" className="size-6" />
      <span className="sr-only">Open menu</span>
    </button>
  );
}

export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  useDialogFocusTrap(dialog);
  // A client-side navigation from inside the menu closes it (its links are painted: they have no handler of their own).
  useAfterNavigation(useCallback(() => dialog.current?.close(), []));

  return (
    <dialog
      ref={dialog}
      id={menuId}
      aria-label="Menu"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-cream p-0 text-ink shadow-lift backdrop:bg-ink/45 open:animate-slide-in"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-ink/10 px-5 py-4">
          <span className="font-display text-lead font-semibold text-eucalyptus">{salon.shortName}</span>
          <button type="button" {...command("close")} className="grid size-11 place-items-center rounded-full hover:bg-mist">
            <Icon name="close" className="size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <Painted as="nav" aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {[...mainNavigation, shopFeatured].map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `block rounded-xl px-4 py-3 text-lead font-medium hover:bg-mist ${isActive ? "bg-mist text-eucalyptus" : ""}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Painted>
        <Painted className="space-y-3 border-t border-ink/10 p-5">
          <BookButton placement="mobile_menu" className="w-full" />
          <CallButton location="mobile_menu" className="w-full" label={`Call ${salon.phone.display}`} />
        </Painted>
      </div>
    </dialog>
  );
}
