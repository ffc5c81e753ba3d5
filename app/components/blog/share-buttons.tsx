import { useEffect, useRef, useState } from "react";
import { toast } from "~/lib/browser/toast-store";
import { Icon, type IconName } from "~/components/ui/icons";
import { ui } from "~/config/salon";
import { shareLinks, type ShareTarget } from "~/lib/blog";

const targets: { target: ShareTarget; label: string; icon: IconName }[] = [
  { target: "facebook", label: "Share on Facebook", icon: "facebook" },
  { target: "twitter", label: "Share on Twitter", icon: "x" },
  { target: "linkedin", label: "Share on LinkedIn", icon: "linkedin" },
  { target: "email", label: "Share by e-mail", icon: "mail" },
];

export const copyMessages = { success: "Link copied to clipboard!", failure: "Failed to copy link" } as const;

/**
 * Share links (no third-party scripts) and copy link. "rail" is the desktop
 * share rail beside the article; "inline" is the row at the end for smaller screens.
 */
export function ShareButtons({ url, title, excerpt, layout }: { url: string; title: string; excerpt: string; layout: "rail" | "inline" }) {
  const links = shareLinks({ url, title, excerpt });
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(url);
      toast.success(copyMessages.success);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), ui.copiedIndicatorMs);
    } catch (error) {
      console.warn("Copy link failed", error);
      toast.error(copyMessages.failure);
    }
  }

  const rail = layout === "rail";
  const button = "grid size-11 place-items-center rounded-full shadow-soft ring-1 ring-ink/8 transition-colors";
  const idle = "bg-white text-eucalyptus hover:bg-eucalyptus hover:text-cream";
  return (
    <div className={rail ? "flex flex-col items-center gap-3" : "flex flex-wrap items-center gap-3"} data-share={layout}>
      <p
        className={
          rail
            ? "text-small font-semibold tracking-[0.2em] text-muted uppercase [writing-mode:vertical-rl] rotate-180"
            : "mr-1 text-small font-semibold"
        }
      >
        Share
      </p>
      <ul className={rail ? "flex flex-col gap-2.5" : "flex flex-wrap gap-2.5"}>
        {targets.map(({ target, label, icon }) => (
          <li key={target}>
            <a
              href={links[target]}
              {...(target === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className={`${button} ${idle}`}
              title={label}
              data-share-target={target}
            >
              <Icon name={icon} className="size-4.5" />
              <span className="sr-only">
                {label}
                {target === "email" ? "" : " (opens in a new tab)"}
              </span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={copy}
            className={`${button} ${copied ? "bg-success text-cream" : idle}`}
            title="Copy link"
            data-share-target="copy"
          >
            <Icon name={copied ? "check" : "link"} className="size-4.5" />
            <span className="sr-only">{copied ? "Link copied" : "Copy link"}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
