import { data } from "react-router";
import { StatusPanel } from "~/components/content/status-panel";
import { ButtonLink } from "~/components/ui/button";
import { faqFeedbackThanks } from "~/lib/faq-feedback";
import { seo } from "~/lib/seo/meta";
import { faqFeedbackAnswer, storeFaqFeedback } from "~/server/feedback.server";
import { jsonAddress } from "~/server/json-address.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/faq-feedback";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;

/** With JavaScript the buttons post JSON to /api/faq-feedback, this module's second address (app/routes.ts). */
export const middleware: Route.MiddlewareFunction[] = [jsonAddress(faqFeedbackAnswer)];

/** Where the FAQ feedback buttons post when JavaScript is off: store the answer and thank the visitor. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const value = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : undefined);
  const sourcePage = value("source_page");
  const result = await storeFaqFeedback({
    faq_id: value("faq_id"),
    faq_question: value("faq_question"),
    helpful: value("helpful"),
    source_page: sourcePage,
    timestamp: new Date().toISOString(),
  });
  const back = sourcePage?.startsWith("/") && !sourcePage.startsWith("//") ? sourcePage : "/services";
  // A refused answer is a 400 with the same page, so a client can tell it was not stored.
  return data({ ok: result.ok, back }, { status: result.ok ? 200 : 400 });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Thanks for your feedback", description: "Your answer helps us improve our FAQs.", path: "/faq-feedback", noindex: true });

export default function FaqFeedbackResult({ actionData }: Route.ComponentProps) {
  if (!actionData) {
    return (
      <section className="container-page py-20">
        <StatusPanel tone="info" title="Looking for answers?" actions={<ButtonLink to="/services#faqs">Read our FAQs</ButtonLink>}>
          <p>Our most asked questions about smoothing, colour, booking and products are on the services page.</p>
        </StatusPanel>
      </section>
    );
  }
  return (
    <section className="container-page py-20">
      <StatusPanel
        tone={actionData?.ok === false ? "error" : "success"}
        title={actionData?.ok === false ? "That didn't go through" : faqFeedbackThanks}
        actions={<ButtonLink to={actionData?.back ?? "/services"}>Back to the page</ButtonLink>}
      >
        <p>{actionData?.ok === false ? "Something was missing from your answer. Please go back and try again." : "Your answer helps us make our FAQs clearer."}</p>
      </StatusPanel>
    </section>
  );
}
