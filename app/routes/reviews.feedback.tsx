import { data } from "react-router";
import { PrivateFeedback, ThankYou } from "~/components/reviews/private-feedback";
import { reviewFunnel, salon } from "~/config/salon";
import { ratingFromQuery, ratingQuery } from "~/lib/feedback";
import { seo } from "~/lib/seo/meta";
import { feedbackAnswer, storeFeedback } from "~/server/feedback.server";
import { jsonAddress } from "~/server/json-address.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/reviews.feedback";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. It reads ?rating=. */
export const handle = { ...noStickyAction, ...ratingQuery };

export const meta: Route.MetaFunction = () =>
  seo({ title: "Help us improve", description: `Send ${salon.name} private feedback about your visit.`, path: "/reviews/feedback", noindex: true });

/** The form with JavaScript posts JSON to /api/feedback, this module's second address (app/routes.ts). */
export const middleware: Route.MiddlewareFunction[] = [jsonAddress(feedbackAnswer)];

/** The form without JavaScript: the same storage as the JSON post. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : "");
  const result = await storeFeedback({ name: text("name"), email: text("email"), feedback: text("feedback"), rating: text("rating") || undefined, timestamp: new Date().toISOString() });
  if (!result.ok) return data({ sent: false as const, error: result.error }, { status: 400 });
  return { sent: true as const };
}

/** The rating a star link carried (?rating=): without JavaScript it is the only place the rating travels. */
export function loader({ request }: Route.LoaderArgs) {
  return { rating: ratingFromQuery(new URL(request.url).search, reviewFunnel.defaultFeedbackRating) };
}

export default function ReviewFeedback({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-14 sm:py-20">
      {actionData?.sent ? <ThankYou /> : <PrivateFeedback rating={loaderData.rating} error={actionData?.sent === false ? actionData.error : undefined} />}
    </section>
  );
}
