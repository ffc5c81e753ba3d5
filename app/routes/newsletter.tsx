import { data } from "react-router";
import { StatusPanel } from "~/components/content/status-panel";
import { ButtonLink } from "~/components/ui/button";
import { newsletterMessages } from "~/lib/newsletter";
import { seo } from "~/lib/seo/meta";
import { jsonAddress } from "~/server/json-address.server";
import { signUp, signUpAnswer } from "~/server/newsletter.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/newsletter";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;

/** The footer form with JavaScript posts JSON to /api/newsletter, this module's second address (app/routes.ts). */
export const middleware: Route.MiddlewareFunction[] = [jsonAddress(signUpAnswer)];

/** Where the footer form posts without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = typeof form.get("email") === "string" ? (form.get("email") as string) : "";
  const company = typeof form.get("company") === "string" ? (form.get("company") as string) : "";
  if (!email.trim()) return data({ ok: false as const, message: newsletterMessages.emptyEmail }, { status: 400 });
  const result = await signUp({ email, source: "website_footer", timestamp: new Date().toISOString(), company, source_page: request.headers.get("referer") ?? undefined });
  if (!result.ok) return data({ ok: false as const, message: { title: newsletterMessages.failure.title, description: result.error } }, { status: 400 });
  return { ok: true as const, message: newsletterMessages.success };
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Newsletter", description: "Seasonal hair care tips and subscriber offers from the salon.", path: "/newsletter", noindex: true });

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="container-page py-20">
      <StatusPanel
        tone={actionData ? (actionData.ok ? "success" : "error") : "info"}
        title={actionData?.message.title ?? "Join our mailing list"}
        actions={<ButtonLink to="/">Back to Home</ButtonLink>}
      >
        <p>{actionData?.message.description ?? "Use the form at the foot of any page to subscribe."}</p>
      </StatusPanel>
    </section>
  );
}
