import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import { StatusPanel } from "~/components/content/status-panel";
import { ButtonLink } from "~/components/ui/button";
import { confirmNewsletter } from "~/lib/browser/newsletter";
import { track } from "~/lib/browser/tracking";
import { confirmationMessages, type ConfirmationOutcome } from "~/lib/newsletter";
import { seo } from "~/lib/seo/meta";
import { jsonAddress } from "~/server/json-address.server";
import { confirmationAnswer, confirmSubscription } from "~/server/newsletter.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/confirm";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;

type State = "loading" | "success" | "invalid" | "failed" | "expired";

/** Missing token or email is an error straight away; otherwise the page confirms once it runs (link scanners never confirm). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token")?.trim() ?? "";
  const email = params.get("email")?.trim() ?? "";
  return { token, email, valid: Boolean(token && email) };
}

/** With JavaScript the page confirms by posting JSON to /api/newsletter-confirm, this module's second address (app/routes.ts). */
export const middleware: Route.MiddlewareFunction[] = [jsonAddress(confirmationAnswer)];

/** Without JavaScript the visitor confirms with a button that posts here. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = String(form.get("email") ?? "");
  const token = String(form.get("token") ?? "");
  const outcome = email && token ? await confirmSubscription(email, token) : "invalid";
  return data({ outcome }, { status: outcome === "confirmed" ? 200 : outcome === "expired" ? 410 : 400 });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Confirm your subscription", description: "Confirm your subscription to our newsletter.", path: "/confirm", noindex: true });

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email, valid } = loaderData;
  const answered: Record<ConfirmationOutcome, State> = { confirmed: "success", expired: "expired", invalid: "failed" };
  const [state, setState] = useState<State>(!valid ? "invalid" : actionData ? answered[actionData.outcome] : "loading");
  const started = useRef(false);

  useEffect(() => {
    if (state !== "loading" || started.current) return;
    started.current = true;
    void confirmNewsletter(email, token).then((outcome) => {
      setState(outcome === "confirmed" ? "success" : outcome);
      if (outcome === "confirmed") track("email_confirmed", { email, confirmation_token: token });
    });
  }, [state, email, token]);

  return (
    <section className="container-page py-20" aria-live="polite">
      {state === "loading" && (
        <StatusPanel tone="loading" title="Confirming your subscription...">
          <p>This only takes a moment.</p>
          <noscript>
            <form method="post" className="mt-6">
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="rounded-full bg-eucalyptus px-6 py-3 font-semibold text-cream">
                Confirm my subscription
              </button>
            </form>
          </noscript>
        </StatusPanel>
      )}
      {state === "success" && (
        <StatusPanel
          tone="success"
          title="You're subscribed!"
          actions={
            <>
              <ButtonLink to="/">Back to Home</ButtonLink>
              <ButtonLink to="/collections" variant="secondary">
                Shop hair care
              </ButtonLink>
            </>
          }
        >
          <p>Thanks for confirming. Look out for seasonal hair care tips, new arrivals and subscriber offers in your inbox.</p>
        </StatusPanel>
      )}
      {state === "expired" && (
        <StatusPanel tone="info" title="This link has expired">
          <p>{confirmationMessages.expired}</p>
          {/* A real form, so it works before (or without) JavaScript: it signs the address up again, which mails a new link. */}
          <form method="post" action="/newsletter" className="mt-6">
            <input type="hidden" name="email" value={email} />
            <button type="submit" className="rounded-full bg-eucalyptus px-6 py-3 font-semibold text-cream">
              Send me a new link
            </button>
          </form>
        </StatusPanel>
      )}
      {(state === "invalid" || state === "failed") && (
        <StatusPanel
          tone="error"
          title="We couldn't confirm your subscription"
          actions={
            <>
              <ButtonLink to="/contact">Contact us</ButtonLink>
              <ButtonLink to="/" variant="secondary">
                Back to Home
              </ButtonLink>
            </>
          }
        >
          <p>{state === "invalid" ? confirmationMessages.invalidLink : confirmationMessages.failed}</p>
        </StatusPanel>
      )}
    </section>
  );
}
