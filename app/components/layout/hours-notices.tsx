import { useSalonHours } from "~/lib/use-salon-settings";

/**
 * The closures and special hours of the next few weeks, under every list of opening hours ("Closed Thu 25 Dec —
 * Christmas"). Nothing when there are none.
 */
export function HoursNotices({ tone = "light", className = "" }: { tone?: "light" | "dark"; className?: string }) {
  const { upcoming } = useSalonHours();
  if (upcoming.length === 0) return null;
  const box = tone === "dark" ? "border-wattle/40 bg-white/5 text-cream" : "border-wattle/60 bg-wattle/10 text-ink";
  return (
    <div className={`rounded-xl border px-4 py-3 text-small ${box} ${className}`} data-hours-notices>
      <p className="font-semibold">Holiday and special hours</p>
      <ul className="mt-1.5 space-y-1">
        {upcoming.map((exception) => (
          <li key={`${exception.startsOn}-${exception.endsOn}-${exception.opens ?? ""}`}>{exception.line}</li>
        ))}
      </ul>
    </div>
  );
}
