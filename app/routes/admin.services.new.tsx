import { Form, data, redirect, useNavigation } from "react-router";
import { ServiceFields } from "~/components/admin/service-fields";
import { BackLink, FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { parseServiceForm, serviceFormValues, type ServiceFormErrors, type ServiceFormValues } from "~/lib/service-form";
import { requireAdmin } from "~/server/admin-auth.server";
import { saveService, serviceEditorChoices } from "~/server/admin/service-menu-editor.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/admin.services.new";

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const category = new URL(request.url).searchParams.get("category") ?? "";
  const values: ServiceFormValues = { visible: "on", categorySlug: category };
  return data({ values, ...(await serviceEditorChoices(database())) }, { headers: privateHeaders });
}

type ActionData = { errors: ServiceFormErrors; values: ServiceFormValues; message: string };

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const values = serviceFormValues(await readForm(request));
  const parsed = parseServiceForm(values, true);
  if (!parsed.ok) return data<ActionData>({ errors: parsed.errors, values, message: "Please check the highlighted fields." }, { status: 400, headers: privateHeaders });
  const saved = await saveService(database(), null, parsed.input, actor);
  if (!saved.ok) return data<ActionData>({ errors: saved.errors, values, message: "Please check the highlighted fields." }, { status: saved.status === 404 ? 400 : saved.status, headers: privateHeaders });
  throw redirect(`/admin/services/${saved.slug}?done=${encodeURIComponent(`${parsed.input.displayName ?? parsed.input.title} added to the menu.`)}`, { status: 303 });
}

export const meta: Route.MetaFunction = () => seo({ title: "Add a service", description: "Add a service to the menu.", path: "/admin/services/new", noindex: true });

export default function NewService({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin/services">Services and prices</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Add a service</h1>
      <Form method="post" noValidate className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-label="New service">
        {actionData && <FormRefusal message={actionData.message} />}
        <div className="mt-5">
          <ServiceFields values={actionData?.values ?? loaderData.values} errors={actionData?.errors ?? {}} creating categories={loaderData.categories} pageServices={loaderData.pageServices} />
        </div>
        <div className="mt-8">
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Add to the menu
          </button>
        </div>
      </Form>
    </section>
  );
}
