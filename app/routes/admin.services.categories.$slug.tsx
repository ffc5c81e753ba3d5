import { Form, data, redirect, useNavigation } from "react-router";
import { TextField } from "~/components/admin/form-field";
import { VersionHistory, versionEntry } from "~/components/admin/version-history";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { categoryFields, parseCategoryForm, type CategoryField, type CategoryFormValues } from "~/lib/service-form";
import { requireAdmin } from "~/server/admin-auth.server";
import { findCategory, restoreCategory, saveCategory } from "~/server/admin/service-menu-editor.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import { postedVersionId } from "~/server/restore-version.server";
import { versionsOf } from "~/server/saved-versions.server";
import type { Route } from "./+types/admin.services.categories.$slug";

export const headers = forwardHeaders;

/** /admin/services/categories/new adds a category; any other slug is the category to change. */
const creating = (slug: string) => slug === "new";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const done = new URL(request.url).searchParams.get("done");
  if (creating(params.slug)) return data({ name: null, values: { visible: "on" } as CategoryFormValues, version: "new", versions: [], done }, { headers: privateHeaders });
  const category = await findCategory(database(), params.slug);
  if (!category) throw data(null, { status: 404, headers: privateHeaders });
  const values: CategoryFormValues = { title: category.title, displayName: category.displayName ?? "", intro: category.intro, visible: category.visible ? "on" : "" };
  const versions = (await versionsOf(database(), "service-category", category.slug)).map(versionEntry);
  return data({ name: category.displayName ?? category.title, values, version: category.updatedAt.toISOString(), versions, done }, { headers: privateHeaders });
}

type ActionData = { errors: Partial<Record<CategoryField, string>>; values: CategoryFormValues | null; message?: string };

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = await readForm(request);
  if (form.get("intent") === "restore" && !creating(params.slug)) {
    const versionId = postedVersionId(Object.fromEntries(form));
    if (versionId === null) throw data(null, { status: 400, headers: privateHeaders });
    const restored = await restoreCategory(database(), params.slug, versionId, actor);
    if (!restored.ok && restored.status === 404) throw data(null, { status: 404, headers: privateHeaders });
    if (!restored.ok) return data<ActionData>({ errors: {}, values: null, message: restored.message }, { status: 409, headers: privateHeaders });
    const message = `${restored.restored.summary}: the site shows it on the next page view.`;
    throw redirect(`/admin/services/categories/${params.slug}?done=${encodeURIComponent(message)}`, { status: 303 });
  }
  const values = Object.fromEntries(categoryFields.map((field) => [field, String(form.get(field) ?? "")])) as CategoryFormValues;
  const parsed = parseCategoryForm(values, creating(params.slug));
  if (!parsed.ok) return data<ActionData>({ errors: parsed.errors, values }, { status: 400, headers: privateHeaders });
  const saved = await saveCategory(database(), creating(params.slug) ? null : params.slug, parsed.input, actor);
  if (!saved.ok && saved.status === 404) throw data(null, { status: 404, headers: privateHeaders });
  if (!saved.ok) return data<ActionData>({ errors: saved.errors, values }, { status: saved.status, headers: privateHeaders });
  const message = `${parsed.input.displayName ?? parsed.input.title} saved.`;
  throw redirect(creating(params.slug) ? `/admin/services?done=${encodeURIComponent(message)}#category-${saved.slug}` : `/admin/services/categories/${saved.slug}?done=${encodeURIComponent(message)}`, { status: 303 });
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  seo({ title: loaderData?.name ?? "Add a category", description: "A category of the service menu.", path: `/admin/services/categories/${params.slug}`, noindex: true });

export default function EditCategory({ loaderData, actionData, params }: Route.ComponentProps) {
  const { name, values, version, versions, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const shown = actionData?.values ?? values;
  const errors = actionData?.errors ?? {};
  const isNew = creating(params.slug);
  const field = (id: CategoryField, label: string, options: { hint?: string; rows?: number } = {}) => (
    <TextField id={`category-${id}`} name={id} label={label} value={shown[id]} error={errors[id]} {...options} />
  );
  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to="/admin/services">Services and prices</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">{name ?? "Add a category"}</h1>
      {done && !actionData && <DoneNote message={done} />}
      <Form method="post" noValidate key={version} className="mt-6 space-y-5 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-label={isNew ? "New category" : `Change ${name}`}>
        {actionData && <FormRefusal message={actionData.message ?? "Please check the highlighted fields."} />}
        {field("title", "Name in the booking system", { hint: "As the price list names it: the import matches on it." })}
        {field("displayName", "Name on the site (optional)")}
        {isNew && field("slug", "Anchor (optional)", { hint: "The end of /services#…, e.g. scalp-care. Made from the name when empty; fixed once saved." })}
        {field("intro", "Introduction", { rows: 4, hint: "A sentence or two above its services on /services." })}
        <label className="flex min-h-11 items-center gap-3 font-medium">
          <input type="checkbox" name="visible" value="on" defaultChecked={Boolean(shown.visible)} className="size-5 shrink-0 accent-eucalyptus" />
          Shown on the menu (hidden: its services and their pages are off the site)
        </label>
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
          {isNew ? "Add the category" : "Save changes"}
        </button>
      </Form>
      {!isNew && <VersionHistory kind="service-category" itemKey={params.slug} versions={versions} restoreAction={`/admin/services/categories/${params.slug}`} />}
    </section>
  );
}
