import { useEffect } from "react";
import { useLocation } from "react-router";
import { HappyClientsCounter } from "~/components/reviews/happy-clients-counter";
import { ReviewWidget } from "~/components/reviews/review-widget";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { reviewFunnel, salon } from "~/config/salon";
import { celebrate } from "~/lib/browser/confetti";
import { ratingFromLocation, ratingFromQuery, ratingQuery } from "~/lib/feedback";
import { seo } from "~/lib/seo/meta";
import type { Route } from "./+types/reviews.google";

export const handle = ratingQuery;

export const meta: Route.MetaFunction = () =>
  seo({ title: "Awesome! Glad you loved it", description: `Share your experience of ${salon.name} in a public review.`, path: "/reviews/google", noindex: true });

/**
 * The page without a query is the default 5 stars; a star link followed without JavaScript
 * arrives with ?rating= (kept per rating), so the rating must come from here.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { rating: ratingFromQuery(new URL(request.url).search, reviewFunnel.defaultPublicRating) };
}

export default function ReviewGoogle({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // Navigation state (the enhanced stars) wins; the server's reading of the address is the fallback, so
  // server HTML and the first client render agree.
  const rating = ratingFromLocation(location, loaderData.rating);

  useEffect(() => {
    void celebrate(reviewFunnel.publicEntryConfettiMs);
  }, []);

  return (
    <section className="container-page py-14 sm:py-20">
      <div className="mx-auto max-w-2xl rounded-[2rem] bg-white px-6 py-12 text-center shadow-soft ring-1 ring-ink/5 sm:px-12">
        <span className="mx-auto flex justify-center gap-1 text-wattle" role="img" aria-label={`${rating} out of 5 stars`}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Icon key={n} name="star" className={`size-9 ${n <= rating ? "" : "opacity-20"}`} />
          ))}
        </span>
        <h1 className="mt-6 text-h1 font-semibold">Awesome! Glad you loved it</h1>
        <p className="mx-auto mt-4 max-w-md text-lead text-ink/85">Your {rating}-star experience means the world to us.</p>
        <p className="mx-auto mt-2 max-w-md text-muted">
          Would you share it on Google? It takes a minute, and it's how people across the Shire find a salon they can trust.
        </p>
        <HappyClientsCounter />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={salon.reviewUrl} external variant="gold" size="lg">
            <Icon name="star" className="size-4.5" />
            Leave Google Review
            <span className="sr-only"> (opens in a new tab)</span>
          </ButtonLink>
          <ButtonLink to="/" variant="secondary" size="lg">
            Back to Home
          </ButtonLink>
        </div>
      </div>
      <ReviewWidget className="mx-auto mt-10 max-w-4xl" />
    </section>
  );
}
