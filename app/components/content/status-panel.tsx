import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/ui/icons";

const tones: Record<"success" | "error" | "loading" | "info", { icon: IconName; ring: string; badge: string }> = {
  success: { icon: "check", ring: "ring-success/15", badge: "bg-success/10 text-success" },
  error: { icon: "alert", ring: "ring-danger/15", badge: "bg-danger/10 text-danger" },
  loading: { icon: "clock", ring: "ring-ink/5", badge: "bg-mist text-eucalyptus" },
  info: { icon: "mail", ring: "ring-ink/5", badge: "bg-wattle-light text-clay" },
};

/** A centred card for one outcome: a confirmation, an error, a thank-you. Used by pages that exist to say how something went. */
export function StatusPanel({
  tone,
  title,
  children,
  actions,
  headingLevel = 1,
}: {
  tone: keyof typeof tones;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const style = tones[tone];
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={`mx-auto max-w-xl rounded-[2rem] bg-white px-6 py-10 text-center shadow-soft ring-1 sm:px-12 ${style.ring}`}>
      <span className={`mx-auto grid size-14 place-items-center rounded-full ${style.badge}`}>
        <Icon name={style.icon} className={`size-7 ${tone === "loading" ? "animate-pulse" : ""}`} />
      </span>
      <Heading className="mt-5 text-h2 font-semibold">{title}</Heading>
      {children && <div className="mt-3 space-y-3 leading-relaxed text-muted">{children}</div>}
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
