import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icons";
import { salon } from "~/config/salon";

/** The wordmark: a wattle sprig over a thread (drawn in the icon sprite), and the salon's name. */
export function BrandMark({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "text-eucalyptus" : "text-cream";
  return (
    <Link to="/" className={`group inline-flex shrink-0 items-center gap-2 sm:gap-2.5 ${text}`}>
      <Icon name="brandMark" width="36" height="36" className="size-8 shrink-0 sm:size-9" />
      <span className="flex flex-col leading-none">
        <span className="font-display text-[1.12rem] font-semibold tracking-tight whitespace-nowrap sm:text-[1.3rem]">{salon.shortName}</span>
        <span className="mt-1 text-[0.56rem] font-semibold tracking-[0.24em] whitespace-nowrap uppercase sm:text-[0.62rem] sm:tracking-[0.28em]">Hair Studio · Bangor</span>
      </span>
    </Link>
  );
}
