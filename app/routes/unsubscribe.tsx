import { Form, data } from "react-router";
import { StatusPanel } from "~/components/content/status-panel";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { seo } from "~/lib/seo/meta";
import { maskContact } from "~/server/log.server";
import { unsubscribe, unsubscribeLinkValid } from "~/server/newsletter.server";
import type { Route } from "./+types/unsubscribe";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;

function linkParams(request: Request) {
  const params = new URL(request.url).searchParams;
  return { email: params.get("email")?.trim() ?? "", token: params.get("token")?.trim() ?? "" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { email, token } = linkParams(request);
  const valid = await unsubscribeLinkValid(email, token);
  return { valid, shownEmail: valid ? (maskContact(email) ?? "") : "" };
}

/** The button on this page, and mail clients' one-click unsubscribe (RFC 8058 POSTs to the same URL). */
export async function action({ request }: Route.ActionArgs) {
  const { email, token } = linkParams(request);
  const done = await unsubscribe(email, token);
  return data({ done }, { status: done ? 200 : 400 });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Unsubscribe", description: "Stop receiving our marketing e-mails.", path: "/unsubscribe", noindex: true });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { valid, shownEmail } = loaderData;
  return (
    <section className="container-page py-20">
      {actionData?.done ? (
        <StatusPanel tone="success" title="You're unsubscribed" actions={<ButtonLink to="/">Back to Home</ButtonLink>}>
          <p>We won't send marketing e-mails to {shownEmail} again. If you change your mind, you can subscribe again at the foot of any page.</p>
        </StatusPanel>
      ) : valid && !actionData ? (
        <StatusPanel tone="info" title="Unsubscribe from our e-mails?">
          <p>
            Stop salon news, tips and offers going to <strong className="text-ink">{shownEmail}</strong>. It takes effect straight away.
          </p>
          <Form method="post" className="pt-4">
            <button type="submit" className={buttonClasses("primary", "lg")}>
              Unsubscribe
            </button>
          </Form>
        </StatusPanel>
      ) : (
        <StatusPanel
          tone="error"
          title="This unsubscribe link doesn't work"
          actions={
            <>
              <ButtonLink to="/contact">Contact us</ButtonLink>
              <ButtonLink to="/" variant="secondary">
                Back to Home
              </ButtonLink>
            </>
          }
        >
          <p>It may have been cut short by your e-mail app. Try the link in the e-mail again, or contact us and we'll take you off the list.</p>
        </StatusPanel>
      )}
    </section>
  );
}
