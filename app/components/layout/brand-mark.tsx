import { Link } from "~/components/ui/link";
import { salon } from "~/config/salon";

/** The wordmark: a wattle sprig over a thread, and the salon's name. */
export function BrandMark({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "text-eucalyptus" : "text-cream";
  return (
    <Link to="/" className={`group inline-flex shrink-0 items-center gap-2 sm:gap-2.5 ${text}`}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="size-8 shrink-0 sm:size-9">
        <circle cx="20" cy="20" r="19" fill="currentColor" opacity="0.08" />
        <path d="M8 27c6-1 10-5 12-12 2 7 6 11 12 12" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        <path d="M6 31c9-3 19-3 28 0" fill="none" stroke="#d9a441" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="20" cy="11" r="2.6" fill="#d9a441" />
        <circle cx="14.5" cy="15" r="1.9" fill="#d9a441" />
        <circle cx="25.5" cy="15" r="1.9" fill="#d9a441" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-display text-[1.12rem] font-semibold tracking-tight whitespace-nowrap sm:text-[1.3rem]">{salon.shortName}</span>
        <span className="mt-1 text-[0.56rem] font-semibold tracking-[0.24em] whitespace-nowrap uppercase sm:text-[0.62rem] sm:tracking-[0.28em]">Hair Studio · Bangor</span>
      </span>
    </Link>
  );
}
