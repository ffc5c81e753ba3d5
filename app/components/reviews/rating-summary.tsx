import { salon } from "~/config/salon";
import { Stars } from "./stars";

export function RatingSummary({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { rating, count } = salon.reviewSummary;
  return (
    <p className={`inline-flex items-center gap-2 text-small ${tone === "light" ? "text-cream" : "text-ink"}`}>
      <Stars rating={rating} />
      <span>
        <strong className="font-semibold">{rating.toFixed(1)}</strong> from {count} reviews
      </span>
    </p>
  );
}
