import { salon } from "~/config/salon";
import type { ChatNotice } from "~/lib/browser/chat-prompt";
import { track } from "~/lib/browser/tracking";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";
import { Icon } from "./icons";

type Common = { variant?: ButtonVariant; size?: ButtonSize; className?: string; label?: string };

/** 'Book now': always the external booking provider, in a new tab, and always recorded with where it was clicked. */
export function BookButton({ placement, variant = "primary", size, className, label = "Book now" }: Common & { placement: string }) {
  return (
    <a
      href={salon.bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-book-cta={placement}
      onClick={() =>
        track("book_cta_click", { placement, source_page: location.pathname, timestamp: new Date().toISOString() })
      }
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
      onClick={() => track("ai_agent_interaction", { agent: "phone_assistant", action: "phone_clicked", location: where })}
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
      onClick={(event) => {
        event.preventDefault();
        const opener = event.currentTarget;
        // The chat's code (the notice, the provider check, the assistant's opener) loads on the first tap.
        import("~/lib/browser/chat-prompt")
          .then((chat) => chat.startChat(source, notice, opener))
          .catch((error: unknown) => console.warn("Chat unavailable", error));
      }}
      className={buttonClasses(variant, size, className)}
    >
      <Icon name="chat" className="size-4.5" />
      {label}
    </a>
  );
}
