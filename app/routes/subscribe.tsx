import { data } from "react-router";
import { StatusPanel } from "~/components/content/status-panel";
import { LeadMagnetForm } from "~/components/forms/lead-magnet-form";
import { ButtonLink } from "~/components/ui/button";
import { salon } from "~/config/salon";
import { generalGuide as defaultGuide } from "~/content/lead-magnets";
import { leadMagnetFormName, leadMagnetMessages } from "~/lib/lead-magnet";
import { seo } from "~/lib/seo/meta";
import { storeLeadFromForm } from "~/server/leads.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/subscribe";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;

/** The lead-magnet form's own page and its no-JavaScript destination. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string).trim() : "");
  const title = text("title").slice(0, 200) || defaultGuide.title;
  const slug = text("slug").slice(0, 100) || defaultGuide.slug;
  const back = text("source_page").startsWith("/") && !text("source_page").startsWith("//") ? text("source_page") : "/blog";
  if (!form.get("consent")) {
    return data({ ok: false as const, title, slug, back, message: leadMagnetMessages.consentRequired }, { status: 400 });
  }
  const result = await storeLeadFromForm(request, form, {
    formName: leadMagnetFormName,
    contact: { email: text("email"), phone: text("phone") },
    consentMarketing: true,
    leadMagnet: { title, slug },
  });
  if (!result.ok) {
    const emailProblem = result.fieldErrors["contact.email"];
    return data(
      { ok: false as const, title, slug, back, message: emailProblem ? { title: "Please check your e-mail", description: emailProblem } : leadMagnetMessages.failure },
      { status: 400 },
    );
  }
  return { ok: true as const, title, slug, back, message: leadMagnetMessages.success };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Free hair care guide",
    description: `Get ${salon.founder.firstName}'s free home hair care guide from ${salon.name} by e-mail.`,
    path: "/subscribe",
    noindex: true,
  });

export default function Subscribe({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <section className="container-page py-20">
        <StatusPanel tone="success" title={actionData.message.title} actions={<ButtonLink to={actionData.back}>Keep reading</ButtonLink>}>
          <p>{actionData.message.description}</p>
        </StatusPanel>
      </section>
    );
  }
  return (
    <section className="container-page max-w-3xl py-16">
      {actionData && (
        <div role="alert" className="mb-6 rounded-card border border-danger/25 bg-danger/5 p-5">
          <p className="font-semibold text-danger">{actionData.message.title}</p>
          <p className="mt-1 text-ink/80">{actionData.message.description}</p>
        </div>
      )}
      <h1 className="text-h1 font-semibold">Hair care tips, straight to your inbox</h1>
      <p className="mt-4 text-lead text-muted">
        {salon.founder.firstName} has written down the habits she recommends most in the chair. Tell us where to send them.
      </p>
      <LeadMagnetForm title={actionData?.title ?? defaultGuide.title} slug={actionData?.slug ?? defaultGuide.slug} description={defaultGuide.intro} />
    </section>
  );
}
