import { Icon } from "~/components/ui/icons";
import { ReviewWidget } from "~/components/reviews/review-widget";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { ReviewCard } from "~/components/reviews/review-card";
import { sampleReviews } from "~/content/reviews";
import { publicConfig } from "~/server/public-config.server";
import { StarRatingPicker } from "~/components/reviews/star-rating-picker";
import { salon } from "~/config/salon";
import { seo } from "~/lib/seo/meta";
import type { Route } from "./+types/reviews._index";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;

export const meta: Route.MetaFunction = () =>
  seo({ title: "Share your experience", description: `Tell ${salon.name} how your visit went.`, path: "/reviews", noindex: true });

/** The salon's reviews to read below the rating: the review widget when one is set up, else the stored reviews. */
export function loader() {
  const widget = publicConfig().reviewWidgetSrc !== null;
  return { reviews: widget ? [] : sampleReviews };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  return (
    <section className="container-page py-14 sm:py-20">
      <div className="mx-auto max-w-2xl rounded-[2rem] bg-white px-6 py-12 text-center shadow-soft ring-1 ring-ink/5 sm:px-12">
        <p className="eyebrow">Your visit</p>
        <h1 className="mt-3 text-h1 font-semibold">Share your experience</h1>
        <p className="mx-auto mt-4 max-w-md text-lead text-muted">How was your experience at {salon.shortName}?</p>
        <div className="mt-8">
          <StarRatingPicker />
        </div>
        <p className="mx-auto mt-10 flex max-w-md items-start gap-3 rounded-2xl bg-mist/60 p-4 text-left text-small text-ink/80">
          <Icon name="lock" className="mt-0.5 size-5 shrink-0 text-eucalyptus" />
          <span>
            <strong className="font-semibold text-ink">Confidential.</strong> Your rating, and any feedback you write next, goes only to{" "}
            {salon.founder.firstName} and the salon team. Nothing is published unless you choose to post a public review yourself.
          </span>
        </p>
        <p className="mt-6 text-small text-muted">
          Already know what you'd like to say?{" "}
          <a href={salon.reviewUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-eucalyptus underline underline-offset-4 hover:text-eucalyptus-dark">
            Leave a public Google review<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      <section aria-labelledby="client-reviews-title" className="mt-16">
        <h2 id="client-reviews-title" className="text-center text-h2">
          What clients say
        </h2>
        <div className="mt-3 flex justify-center">
          <RatingSummary />
        </div>
        {reviews.length > 0 && (
          <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        <ReviewWidget className="mx-auto mt-8 max-w-4xl" />
      </section>
    </section>
  );
}
