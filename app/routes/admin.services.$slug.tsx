import { Form, data, redirect, useNavigation } from "react-router";
import { ServiceFields } from "~/components/admin/service-fields";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { pageFormValues, parseServiceForm, serviceFormValues, type ServiceFormErrors, type ServiceFormValues } from "~/lib/service-form";
import { sydneyDateTime } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { findService, restoreService, saveService, serviceEditorChoices } from "~/server/admin/service-menu-editor.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import { versionsOf } from "~/server/saved-versions.server";
import type { Route } from "./+types/admin.services.$slug";

export const headers = forwardHeaders;

const notFound = () => data(null, { status: 404, headers: privateHeaders });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const service = await findService(database(), params.slug);
  if (!service) throw notFound();
  const values: ServiceFormValues = {
    title: service.title,
    displayName: service.displayName ?? "",
    categorySlug: service.categorySlug,
    subtitle: service.subtitle ?? "",
    duration: service.duration ?? "",
    serviceCount: service.serviceCount ? String(service.serviceCount) : "",
    price: service.priceText,
    description: service.description,
    bookingUrl: service.bookingUrl ?? "",
    visible: service.visible ? "on" : "",
    ...pageFormValues(service.page),
  };
  const versions = await versionsOf(database(), "service", service.slug);
  return data(
    {
      slug: service.slug,
      name: service.displayName ?? service.title,
      path: service.visible && service.page ? `/services/${service.categorySlug}/${service.slug}` : null,
      version: service.updatedAt.toISOString(),
      values,
      ...(await serviceEditorChoices(database(), service.slug)),
      history: versions.map((v, index) => ({ id: v.id, when: sydneyDateTime(v.savedAt), by: v.savedBy, summary: v.summary, current: index === 0 })),
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

type ActionData = { errors: ServiceFormErrors; values: ServiceFormValues | null; message: string };

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = await readForm(request);
  const here = `/admin/services/${params.slug}`;
  const done = (message: string) => redirect(`${here}?done=${encodeURIComponent(message)}`, { status: 303 });

  if (form.get("intent") === "restore") {
    const id = String(form.get("version") ?? "");
    const restored = /^\d{1,15}$/.test(id) ? await restoreService(database(), params.slug, Number(id), actor) : null;
    if (!restored) throw notFound();
    if (!restored.ok) return data<ActionData>({ errors: {}, values: null, message: restored.message }, { status: 409, headers: privateHeaders });
    throw done("The earlier version is back, and kept in the history as a new save.");
  }

  const values = serviceFormValues(form);
  const parsed = parseServiceForm(values, false);
  if (!parsed.ok) return data<ActionData>({ errors: parsed.errors, values, message: "Please check the highlighted fields." }, { status: 400, headers: privateHeaders });
  const seen = form.get("version");
  const saved = await saveService(database(), params.slug, parsed.input, actor, typeof seen === "string" && seen ? seen : undefined);
  if (!saved.ok && saved.status === 404) throw notFound();
  if (!saved.ok && saved.changedSince) {
    const message = "It was changed since you opened it (in another tab or by a price list import), so nothing was saved: here it is as it stands now. Please make your change again.";
    return data<ActionData>({ errors: {}, values: null, message }, { status: 409, headers: privateHeaders });
  }
  if (!saved.ok) return data<ActionData>({ errors: saved.errors, values, message: "Please check the highlighted fields." }, { status: saved.status, headers: privateHeaders });
  throw done(`${parsed.input.displayName ?? parsed.input.title} saved: the site shows it on the next page view.`);
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  seo({ title: loaderData?.name ?? "Service", description: "Change a service of the menu.", path: `/admin/services/${params.slug}`, noindex: true });

export default function EditService({ loaderData, actionData }: Route.ComponentProps) {
  const { name, path, version, values, categories, pageServices, history, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin/services">Services and prices</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">{name}</h1>
      <p className="mt-1 text-muted">
        {path ? (
          <a href={path} className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline underline-offset-4">
            See its page
          </a>
        ) : (
          "No page of its own on the site."
        )}
      </p>

      {done && !actionData && <DoneNote message={done} />}

      <Form method="post" noValidate className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-label={`Change ${name}`} key={version}>
        {actionData && <FormRefusal message={actionData.message} />}
        <input type="hidden" name="version" value={version} />
        <div className="mt-5">
          <ServiceFields values={actionData?.values ?? values} errors={actionData?.errors ?? {}} creating={false} categories={categories} pageServices={pageServices} />
        </div>
        <div className="mt-8">
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Save changes
          </button>
        </div>
      </Form>

      <section aria-labelledby="history-title" className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-6">
        <h2 id="history-title" className="text-lead font-semibold">
          History
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-small text-muted">No saves yet: it is as first set up.</p>
        ) : (
          <ol className="mt-3 divide-y divide-ink/10">
            {history.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <p className="min-w-0 text-small">
                  <span className="font-semibold">{entry.when}</span> · {entry.by}
                  <br />
                  <span className="text-muted">{entry.summary}</span>
                </p>
                {entry.current ? (
                  <span className="text-small text-muted">Current</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="version" value={entry.id} />
                    <button type="submit" name="intent" value="restore" disabled={busy} className={buttonClasses("secondary", "sm", "min-h-11")}>
                      Restore<span className="sr-only"> the version of {entry.when}</span>
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
