import { salon } from "~/config/salon";
import type { ChatNotice } from "~/lib/browser/chat-prompt";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";

/** The buttons' icon, drawn by the stylesheet (app.css, .glyph) at the size of the other buttons' icons. */
const glyph = "glyph [--glyph-size:--spacing(4.5)]";

type Common = { variant?: ButtonVariant; size?: ButtonSize; className?: string; label?: string };

/**
 * The contact buttons are plain anchors carrying their details as data attributes: one listener on the document
 * (lib/browser/site-actions.ts) records and opens them, so they work the same inside painted regions.
 */

/**
 * 'Book now': the external booking provider (the salon's booking site, or a service's own booking link), in a new
 * tab, and always recorded with where it was clicked.
 */
export function BookButton({ placement, variant = "primary", size, className, label = "Book now", href }: Common & { placement: string; href?: string | null }) {
  return (
    <a
      href={href || salon.bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-book-cta={placement}
      aria-label={`${label} (opens the booking site in a new tab)`}
      className={buttonClasses(variant, size, `${glyph} glyph-calendar ${className ?? ""}`)}
    >
      {label}
    </a>
  );
}

/** The phone assistant is a plain tel: link, recorded as an assistant interaction. */
export function CallButton({ location: where, variant = "secondary", size, className, label = "Call us" }: Common & { location: string }) {
  return (
    <a
      href={`tel:${salon.phone.e164}`}
      data-call-button={where}
      className={buttonClasses(variant, size, `${glyph} glyph-phone ${className ?? ""}`)}
    >
      {label}
    </a>
  );
}

export function ChatButton({
  source,
  notice = "assistant",
  variant = "secondary",
  size,
  className,
  label = "Chat now",
}: Common & { source: string; notice?: ChatNotice }) {
  return (
    // A link to /ask, so the button works before and without JavaScript; with it, the chat opens in place.
    <a
      href="/ask"
      data-chat-button={source}
      data-chat-notice={notice}
      className={buttonClasses(variant, size, `${glyph} glyph-chat ${className ?? ""}`)}
    >
      {label}
    </a>
  );
}
