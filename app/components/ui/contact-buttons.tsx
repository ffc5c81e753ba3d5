import { salon } from "~/config/salon";
import type { ChatNotice } from "~/lib/browser/chat-prompt";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";
import { Icon } from "./icons";

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
      className={buttonClasses(variant, size, className)}
    >
      <Icon name="calendar" className="size-4.5" />
      {label}
      <span className="sr-only"> (opens the booking site in a new tab)</span>
    </a>
  );
}

/** The phone assistant is a plain tel: link, recorded as an assistant interaction. */
export function CallButton({ location: where, variant = "secondary", size, className, label = "Call us" }: Common & { location: string }) {
  return (
    <a
      href={`tel:${salon.phone.e164}`}
      data-call-button={where}
      className={buttonClasses(variant, size, className)}
    >
      <Icon name="phone" className="size-4.5" />
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
      className={buttonClasses(variant, size, className)}
    >
      <Icon name="chat" className="size-4.5" />
      {label}
    </a>
  );
}
