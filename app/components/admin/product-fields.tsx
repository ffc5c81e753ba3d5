import { TextField } from "~/components/admin/form-field";
import { buttonClasses } from "~/components/ui/button";
import { catalogueLimits, variantField, variantIndexes, type FormErrors, type FormValues } from "~/lib/shop/catalogue-form";

function VariantRow({
  index,
  values,
  errors,
  optionName,
  removeForm,
}: {
  index: number;
  values: FormValues;
  errors: FormErrors;
  optionName: string;
  /** The id of the form a Remove button posts; none for a new row or the only variant. */
  removeForm?: string;
}) {
  const name = (field: Parameters<typeof variantField>[1]) => variantField(index, field);
  const field = (key: Parameters<typeof variantField>[1], label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={name(key)} name={name(key)} label={label} value={values[name(key)]} error={errors[name(key)]} {...extra} />
  );
  const id = values[name("id")];
  const dollar = (
    <span aria-hidden="true" className="mt-2 text-muted">
      $
    </span>
  );
  return (
    <>
      {id && <input type="hidden" name={name("id")} value={id} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {field("option", optionName ? `${optionName}` : "Option value", { hint: optionName ? undefined : "e.g. 300 ml; name the option above." })}
        {field("price", "Price", { inputMode: "decimal", prefix: dollar, hint: "e.g. 34.95, GST included." })}
        {field("compareAt", "Compare-at price (optional)", { inputMode: "decimal", prefix: dollar, hint: "The old price, shown crossed out." })}
        {field("stock", "Stock", { inputMode: "numeric", hint: "Units on the shelf for the shop." })}
        {field("sku", "SKU", { hint: "Your code for it on the shelf." })}
      </div>
      {removeForm && id && (
        <button type="submit" form={removeForm} name="variantId" value={id} className={`${buttonClasses("ghost", "sm", "min-h-11")} mt-3`}>
          Remove this variant
        </button>
      )}
    </>
  );
}

/**
 * The fields of the owner's product form: the product's text, whether it is on sale, and its variants,
 * with an empty row to add one. The route owns the <form>, its buttons and its answer.
 */
export function ProductFields({
  values,
  errors,
  creating,
  removeForm,
}: {
  values: FormValues;
  errors: FormErrors;
  creating: boolean;
  removeForm?: string;
}) {
  const rows = variantIndexes(values);
  const saved = rows.filter((i) => values[variantField(i, "id")]);
  const fresh = rows.filter((i) => !values[variantField(i, "id")]);
  // One empty row beyond the last: where a new variant is typed. A product being created starts with it open.
  const next = (rows.at(-1) ?? -1) + 1;
  const newRows = fresh.length ? fresh : [next];
  const optionName = values.optionName ?? "";
  // A new row the owner has typed in (a refused form coming back) stays open, as she left it.
  const typedIn = (i: number) => Object.entries({ ...values, ...errors }).some(([key, text]) => key.startsWith(`variant-${i}-`) && text);
  const newRowOpen = creating || newRows.some(typedIn);
  const text = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={`product-${name}`} name={name} label={label} value={values[name]} error={errors[name]} {...extra} />
  );

  return (
    <div className="space-y-6">
      {text("title", "Name")}
      {creating && text("handle", "Address (optional)", { hint: "The end of the product's web address, e.g. argan-hair-oil. Made from the name when left empty; it can't change later." })}
      {text("description", "Description", { rows: 6, hint: "Plain text; the first sentences show beside the photos." })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("vendor", "Brand")}
        {text("productType", "Kind of product", { hint: "e.g. Shampoo, Hair Oil, Gift Pack." })}
      </div>
      {text("seoDescription", "Search engine description (optional)", {
        rows: 2,
        hint: `Up to ${catalogueLimits.seoDescription} characters, shown under the name in search results. Empty uses the start of the description.`,
      })}
      <fieldset>
        <legend className="text-small font-semibold">In the shop</legend>
        <div className="mt-2 flex flex-wrap gap-x-6">
          <label className="flex min-h-11 items-center gap-3 font-medium">
            <input type="radio" name="visibility" value="visible" defaultChecked={values.visibility !== "hidden"} className="size-5 accent-eucalyptus" />
            Visible: listed and sold
          </label>
          <label className="flex min-h-11 items-center gap-3 font-medium">
            <input type="radio" name="visibility" value="hidden" defaultChecked={values.visibility === "hidden"} className="size-5 accent-eucalyptus" />
            Hidden: not listed, not sold
          </label>
        </div>
      </fieldset>

      <section aria-labelledby="variants-title" className="border-t border-ink/10 pt-6">
        <h2 id="variants-title" className="text-lead font-semibold">
          Variants
        </h2>
        <p className="mt-1 text-small text-muted">One per size, scent or shade, each with its own price, SKU and stock.</p>
        {text("optionName", "What tells the variants apart", { hint: "e.g. Size or Scent. Leave empty for a product with one variant.", className: "mt-4 sm:max-w-sm" })}
        <ol className="mt-5 space-y-4">
          {saved.map((index, n) => (
            <li key={index} className="rounded-xl p-4 ring-1 ring-ink/10">
              <fieldset>
                <legend className="font-semibold">
                  Variant {n + 1}
                  {values[variantField(index, "option")] ? `: ${values[variantField(index, "option")]}` : ""}
                </legend>
                <div className="mt-3">
                  <VariantRow index={index} values={values} errors={errors} optionName={optionName} removeForm={saved.length > 1 ? removeForm : undefined} />
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {newRows.map((index) => (
          <details key={index} open={newRowOpen} className="mt-4 rounded-xl p-4 ring-1 ring-ink/10">
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-eucalyptus">
              {saved.length ? "Add a variant" : "Variant"}
            </summary>
            <fieldset className="mt-3">
              <legend className="sr-only">New variant</legend>
              <VariantRow index={index} values={values} errors={errors} optionName={optionName} />
            </fieldset>
          </details>
        ))}
      </section>
    </div>
  );
}
