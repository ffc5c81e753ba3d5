import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";

/** The pieces every back-office page is made of: the way back, what a save did or why a form came back, and search. */

/** The way back from a back-office page to the list it belongs to ("‹ Inbox", "‹ Products"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 text-small font-semibold text-eucalyptus underline-offset-4 hover:underline">
      <Icon name="chevronLeft" className="size-4" /> {children}
    </Link>
  );
}

/**
 * A message that takes the focus when it arrives, so a screen reader hears it and the owner, often on a phone and
 * scrolled down to the button she pressed, sees it.
 */
function FocusedMessage({ role, className, children }: { role: "status" | "alert"; className: string; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <p ref={ref} tabIndex={-1} role={role} className={`mt-4 rounded-xl px-4 py-3 text-small font-medium outline-none ${className}`}>
      {children}
    </p>
  );
}

/** What was just done, after the redirect that follows a save. */
export function DoneNote({ message }: { message: string }) {
  return (
    <FocusedMessage role="status" className="bg-mist text-eucalyptus">
      {message}
    </FocusedMessage>
  );
}

/** Why a form came back. */
export function FormRefusal({ message }: { message: string }) {
  return (
    <FocusedMessage role="alert" className="bg-danger/10 text-danger">
      {message}
    </FocusedMessage>
  );
}

/** A list's search (`q`), kept in the address so a search can be bookmarked and works without JavaScript. */
export function SearchForm({
  id,
  label,
  placeholder,
  query,
  action,
  className,
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  query: string;
  action?: string;
  className: string;
  /** Hidden fields the search keeps (the inbox's section). */
  children?: ReactNode;
}) {
  return (
    <Form method="get" action={action} role="search" className={`flex gap-2 ${className}`}>
      {children}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        placeholder={placeholder}
        className="min-h-11 w-full min-w-0 rounded-full border border-ink/15 bg-white px-4 text-body hover:border-ink/30 focus:border-eucalyptus focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle sm:max-w-sm"
      />
      <button type="submit" className={buttonClasses("secondary", "sm", "min-h-11 shrink-0")}>
        <Icon name="search" className="size-4" />
        Search
      </button>
    </Form>
  );
}
