import type { Review } from "~/content/reviews";
import { truncate } from "~/lib/text";
import { Stars } from "./stars";

const compactLength = 50;

/** A client review; the compact variant (micro-strip) truncates the text to 50 characters. */
export function ReviewCard({ review, compact = false }: { review: Pick<Review, "author" | "text" | "rating" | "location" | "service">; compact?: boolean }) {
  if (compact) {
    return (
      <figure className="flex h-full min-w-0 flex-col gap-1.5 rounded-2xl bg-white/85 px-4 py-3 shadow-soft ring-1 ring-ink/5">
        <div className="flex items-center justify-between gap-2">
          <Stars rating={review.rating} small />
          <figcaption className="text-small font-semibold text-muted">{review.author}</figcaption>
        </div>
        <blockquote className="text-small leading-snug text-ink/85">“{truncate(review.text, compactLength)}”</blockquote>
      </figure>
    );
  }
  return (
    <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5">
      <Stars rating={review.rating} />
      <blockquote className="mt-4 flex-1 font-display text-body leading-relaxed text-ink">“{review.text}”</blockquote>
      <figcaption className="mt-5 border-t border-ink/8 pt-4 text-small">
        <span className="font-semibold">{review.author}</span>
        <span className="text-muted"> · {review.location}</span>
        <span className="mt-0.5 block text-small text-muted">{review.service}</span>
      </figcaption>
    </figure>
  );
}
