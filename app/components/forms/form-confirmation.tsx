import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icons";
import { useRevealConfirmation } from "~/lib/browser/use-reveal-confirmation";

/**
 * The line under a form that says it went through, for forms that stay on screen afterwards
 * (newsletter, free guide). It comes into view and takes focus when it appears, so the visitor
 * sees it wherever the page was, and a screen reader reads it.
 */
export function FormConfirmation({ children, className = "" }: { children: ReactNode; className?: string }) {
  const ref = useRevealConfirmation<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} data-form-confirmation="" className={`flex items-start gap-2 text-small font-semibold outline-none ${className}`}>
      <Icon name="check" className="mt-0.5 size-4 shrink-0" />
      {/* An e-mail address in the text may be longer than a phone is wide. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}
