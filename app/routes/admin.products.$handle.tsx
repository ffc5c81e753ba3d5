import { Form, Link, data, redirect, useNavigation } from "react-router";
import { ProductFields } from "~/components/admin/product-fields";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { formValues, parseProductForm, type FormErrors, type FormValues } from "~/lib/shop/catalogue-form";
import { requireAdmin } from "~/server/admin-auth.server";
import { findProduct, productFormValues, removeProduct, removeVariant, saveProduct } from "~/server/admin/catalogue.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.products.$handle";

export const headers = forwardHeaders;

const notFound = () => data(null, { status: 404, headers: privateHeaders });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const detail = await findProduct(database(), params.handle);
  if (!detail) throw notFound();
  const { product, photos, hasOrders } = detail;
  return data(
    {
      handle: product.handle,
      title: product.title,
      hidden: product.hidden,
      version: product.updatedAt.toISOString(),
      photos,
      hasOrders,
      values: productFormValues(detail),
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

type ActionData = { errors: FormErrors; values: FormValues | null; message: string };

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = Object.fromEntries(await readForm(request));
  const here = `/admin/products/${params.handle}`;
  const done = (path: string, message: string) => redirect(`${path}?done=${encodeURIComponent(message)}`, { status: 303 });

  if (form.intent === "remove-variant") {
    const id = typeof form.variantId === "string" && /^\d{1,9}$/.test(form.variantId) ? Number(form.variantId) : null;
    const removed = id === null ? null : await removeVariant(database(), params.handle, id, actor);
    if (!removed || (!removed.ok && removed.status === 404)) throw notFound();
    if (!removed.ok) return data<ActionData>({ errors: {}, values: null, message: removed.message }, { status: 409, headers: privateHeaders });
    throw done(here, `Variant ${removed.title} removed.`);
  }
  if (form.intent === "delete") {
    const removed = await removeProduct(database(), params.handle, actor);
    if (!removed) throw notFound();
    if (removed.outcome === "hidden")
      throw done(here, `${removed.title} has orders, so it was hidden instead of deleted: it is off the shop, and its orders keep their lines.`);
    throw done("/admin/products", `${removed.title} deleted.`);
  }

  const values = formValues(form);
  const parsed = parseProductForm(form, false);
  if (!parsed.ok) return data<ActionData>({ errors: parsed.errors, values, message: "Please check the highlighted fields." }, { status: 400, headers: privateHeaders });
  const saved = await saveProduct(database(), params.handle, parsed.input, actor);
  if (!saved.ok && saved.status === 404) throw notFound();
  if (!saved.ok) return data<ActionData>({ errors: saved.errors, values, message: "Please check the highlighted fields." }, { status: saved.status, headers: privateHeaders });
  throw done(here, `${parsed.input.title} saved.`);
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  seo({ title: loaderData?.title ?? "Product", description: "Change a product of the shop.", path: `/admin/products/${params.handle}`, noindex: true });

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { handle, title, hidden, version, photos, hasOrders, values, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin/products">Products</BackLink>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-h1 font-semibold">{title}</h1>
          <p className="mt-1 text-muted">
            {hidden ? (
              "Hidden: not listed and not sold."
            ) : (
              <a href={`/products/${handle}`} className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline underline-offset-4">
                See it in the shop
              </a>
            )}
          </p>
        </div>
        <Link to={`/admin/products/${handle}/photos`} className={buttonClasses("secondary", "md", "min-h-12")}>
          Photos ({photos})
        </Link>
      </div>

      {done && !actionData && <DoneNote message={done} />}

      <Form method="post" noValidate className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-label={`Change ${title}`} key={version}>
        {actionData && <FormRefusal message={actionData.message} />}
        <div className="mt-5">
          <ProductFields values={actionData?.values ?? values} errors={actionData?.errors ?? {}} creating={false} removeForm="remove-variant" />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Save changes
          </button>
        </div>
      </Form>
      {/* The variants' Remove buttons post this form (their `form` attribute), not the changes above. */}
      <Form method="post" id="remove-variant" hidden>
        <input type="hidden" name="intent" value="remove-variant" />
      </Form>

      <details className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-6">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{hasOrders ? "Take it off the shop" : "Delete this product"}</summary>
        <p className="mt-2 text-small text-muted">
          {hasOrders
            ? "It has orders, so it will be hidden rather than deleted: off the shop, with its orders keeping their lines. You can show it again here."
            : "It leaves the shop and any bag holding it. This can't be undone; to take it off the shop for a while, hide it instead."}
        </p>
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12 text-danger")}>
            {hasOrders ? "Hide it" : `Delete ${title}`}
          </button>
        </Form>
      </details>
    </section>
  );
}
