import { Form, Link, data, redirect, useNavigation } from "react-router";
import { TextField } from "~/components/admin/form-field";
import { MoveButtons } from "~/components/admin/move-buttons";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { formValues, parseCollectionForm, type FormErrors, type FormValues } from "~/lib/shop/catalogue-form";
import { requireAdmin } from "~/server/admin-auth.server";
import { changeCollection, findCollection, type CollectionChange } from "~/server/admin/catalogue.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.collections.$handle";

export const headers = forwardHeaders;

const notFound = () => data(null, { status: 404, headers: privateHeaders });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await findCollection(database(), params.handle);
  if (!found) throw notFound();
  const { collection, members, others } = found;
  return data(
    {
      handle: collection.handle,
      title: collection.title,
      version: collection.updatedAt.toISOString(),
      values: { title: collection.title, description: collection.description } as FormValues,
      members,
      others,
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

type ActionData = { errors: FormErrors; values: FormValues };

/** What a post asks: the collection's text, or one product in, out, up or down. */
function changeOf(form: Record<string, unknown>): CollectionChange | null {
  const productId = typeof form.productId === "string" && /^\d{1,9}$/.test(form.productId) ? Number(form.productId) : null;
  if (productId === null) return null;
  if (form.intent === "add" || form.intent === "remove") return { intent: form.intent, productId };
  if (form.intent === "up" || form.intent === "down") return { intent: "move", productId, by: form.intent === "up" ? -1 : 1 };
  return null;
}

const doneMessages = { add: "Product added.", remove: "Product removed from the collection.", move: "Order changed." } as const;

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = Object.fromEntries(await readForm(request));
  const here = `/admin/collections/${params.handle}`;
  if (form.intent === "save") {
    const parsed = parseCollectionForm(form);
    if (!parsed.ok) return data<ActionData>({ errors: parsed.errors, values: formValues(form) }, { status: 400, headers: privateHeaders });
    const title = await changeCollection(database(), params.handle, { intent: "save", input: parsed.input }, actor);
    if (title === null) throw notFound();
    throw redirect(`${here}?done=${encodeURIComponent(`${title} saved.`)}`, { status: 303 });
  }
  const change = changeOf(form);
  if (!change || change.intent === "save") throw data(null, { status: 400, headers: privateHeaders });
  if ((await changeCollection(database(), params.handle, change, actor)) === null) throw notFound();
  // Back to the product moved, so the owner's place in a long list is kept.
  throw redirect(`${here}?done=${encodeURIComponent(doneMessages[change.intent])}#product-${change.productId}`, { status: 303 });
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  seo({ title: loaderData?.title ?? "Collection", description: "Change a collection of the shop.", path: `/admin/collections/${params.handle}`, noindex: true });

export default function EditCollection({ loaderData, actionData }: Route.ComponentProps) {
  const { handle, title, version, values, members, others, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const shown = actionData?.values ?? values;
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin/collections">Collections</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">{title}</h1>
      <a href={`/collections/${handle}`} className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline underline-offset-4">
        See it in the shop
      </a>

      {done && !actionData && <DoneNote message={done} />}

      <Form method="post" noValidate key={version} className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-labelledby="collection-text">
        <h2 id="collection-text" className="text-lead font-semibold">
          Name and description
        </h2>
        {Object.keys(errors).length > 0 && <FormRefusal message="Please check the highlighted fields." />}
        <div className="mt-5 space-y-5">
          <TextField id="collection-title" name="title" label="Name" value={shown.title} error={errors.title} />
          <TextField id="collection-description" name="description" label="Description" value={shown.description} error={errors.description} rows={4} />
        </div>
        <button type="submit" name="intent" value="save" disabled={busy} className={`${buttonClasses("primary", "md", "min-h-12")} mt-6`}>
          Save changes
        </button>
      </Form>

      <section className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-labelledby="collection-products">
        <h2 id="collection-products" className="text-lead font-semibold">
          Products, in the order shown
        </h2>
        <p className="mt-1 text-small text-muted">The order shoppers see under “Best Sellers”, the collection page's first sort.</p>
        <ol className="mt-4 divide-y divide-ink/10">
          {members.length === 0 && <li className="py-3 text-muted">No products yet.</li>}
          {members.map((member, index) => (
            <li key={member.id} id={`product-${member.id}`} className="flex scroll-mt-6 flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <span className="w-6 text-right text-small text-muted tabular-nums">{index + 1}</span>
              <p className="min-w-0 flex-1 basis-40">
                <Link to={`/admin/products/${member.handle}`} className="font-medium underline-offset-4 hover:underline">
                  {member.title}
                </Link>
                {member.hidden && <span className="ml-2 rounded-full bg-sand px-2.5 py-0.5 text-small font-semibold">Hidden</span>}
              </p>
              <Form method="post" className="flex gap-1.5">
                <input type="hidden" name="productId" value={member.id} />
                <MoveButtons subject={member.title} first={index === 0} last={index === members.length - 1} disabled={busy} intents={["up", "down"]} worded={false} />
                <button type="submit" name="intent" value="remove" disabled={busy} className={buttonClasses("secondary", "sm", "min-h-11")}>
                  Remove<span className="sr-only"> {member.title} from the collection</span>
                </button>
              </Form>
            </li>
          ))}
        </ol>
        {others.length > 0 && (
          <Form method="post" className="mt-6 flex flex-wrap items-end gap-3 border-t border-ink/10 pt-5">
            <div className="min-w-0 flex-1 basis-60">
              <label htmlFor="add-product" className="block text-small font-semibold">
                Add a product
              </label>
              <select id="add-product" name="productId" className="mt-2 block min-h-12 w-full rounded-xl border border-ink/20 bg-white px-4 text-body">
                {others.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.title}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="add" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12")}>
              Add to the end
            </button>
          </Form>
        )}
      </section>
    </section>
  );
}
