import { Form, Link, data, redirect, useNavigation } from "react-router";
import { ProductFields } from "~/components/admin/product-fields";
import { buttonClasses } from "~/components/ui/button";
import { salon } from "~/config/salon";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { formValues, parseProductForm, type FormErrors, type FormValues } from "~/lib/shop/catalogue-form";
import { requireAdmin } from "~/server/admin-auth.server";
import { saveProduct } from "~/server/admin/catalogue.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import { BackLink, FormRefusal } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.products.new";

export const headers = forwardHeaders;


export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // Most of the shelf is the salon's own label; a new product starts visible with one variant to fill in.
  return data({ values: { vendor: salon.shortName, visibility: "visible" } as FormValues }, { headers: privateHeaders });
}

type ActionData = { errors: FormErrors; values: FormValues };

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = Object.fromEntries(await readForm(request));
  const values = formValues(form);
  const parsed = parseProductForm(form, true);
  if (!parsed.ok) return data<ActionData>({ errors: parsed.errors, values }, { status: 400, headers: privateHeaders });
  const saved = await saveProduct(database(), null, parsed.input, actor);
  if (!saved.ok) return data<ActionData>({ errors: saved.errors, values }, { status: saved.status === 404 ? 400 : saved.status, headers: privateHeaders });
  throw redirect(`/admin/products/${saved.handle}?done=${encodeURIComponent(`${parsed.input.title} added.`)}`, { status: 303 });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "New product", description: "Add a product to the shop.", path: "/admin/products/new", noindex: true });

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin/products">Products</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">New product</h1>
      <p className="mt-1 text-muted">It is on sale as soon as it is saved, unless you hide it. Photos are added after saving.</p>
      <Form method="post" noValidate className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-label="New product">
        {Object.keys(errors).length > 0 && <FormRefusal message="Please check the highlighted fields." />}
        <div className="mt-5">
          <ProductFields values={actionData?.values ?? loaderData.values} errors={errors} creating />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Add product
          </button>
          <Link to="/admin/products" className={buttonClasses("ghost", "md", "min-h-12")}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
