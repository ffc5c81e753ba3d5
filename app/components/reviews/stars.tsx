import { Icon } from "~/components/ui/icons";

export function Stars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex text-wattle" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" className={`${className} ${n <= Math.round(rating) ? "" : "opacity-25"}`} />
      ))}
    </span>
  );
}
