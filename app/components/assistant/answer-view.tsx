import type { ReactNode } from "react";
import { Link } from "react-router";
import { CallButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";
import { assistantTexts, type AssistantReply } from "~/lib/assistant/chat";

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-eucalyptus/25 bg-white px-3.5 text-small font-semibold text-eucalyptus underline-offset-4 hover:border-eucalyptus hover:underline";

function PageLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={linkClass}>
        {label}
        <Icon name="arrowRight" className="size-4" />
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * One answer, the same on /ask and in the chat panel: the fact quoted, the pages
 * that say more, or, when the content has no answer, the ways to reach a person.
 */
export function AnswerView({ reply, location, callback }: { reply: AssistantReply; location: string; callback: ReactNode }) {
  if (reply.status === "invalid") return <p className="text-danger">{reply.message}</p>;
  if (reply.status === "unknown") {
    return (
      <div data-answer="unknown">
        <p>{assistantTexts.unknown}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <CallButton location={location} size="sm" variant="primary" label="Call the salon" />
          {callback}
        </div>
      </div>
    );
  }
  return (
    <div data-answer="answered">
      <p className="whitespace-pre-line">{reply.text}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Read more">
        {[...reply.links, ...reply.related].map((link) => (
          <li key={link.href}>
            <PageLink {...link} />
          </li>
        ))}
      </ul>
    </div>
  );
}
