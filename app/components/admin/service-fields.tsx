import { FieldMessage, SelectField, TextField, describedBy } from "~/components/admin/form-field";
import type { ServiceField, ServiceFormErrors, ServiceFormValues } from "~/lib/service-form";

type Option = { slug: string; name: string };

/**
 * A service's fields, for adding one and for changing one: the menu line first (what the booking system lists),
 * then its own page, which only services with a page show. Lists are one item a line; steps and questions one
 * a paragraph, so a phone's keyboard is all she needs.
 */
export function ServiceFields({
  values,
  errors,
  creating,
  categories,
  pageServices,
}: {
  values: ServiceFormValues;
  errors: ServiceFormErrors;
  creating: boolean;
  categories: Option[];
  /** Other services with a page, offered as related services. */
  pageServices: Option[];
}) {
  const text = (field: ServiceField, label: string, options: { hint?: string; rows?: number; inputMode?: "numeric" | "decimal"; className?: string } = {}) => (
    <TextField id={`service-${field}`} name={field} label={label} value={values[field]} error={errors[field]} {...options} />
  );
  const related = new Set((values.related ?? "").split(",").filter(Boolean));
  return (
    <div className="space-y-5">
      {text("title", "Name in the booking system", { hint: "Exactly as the booking system lists it: the price list import matches on it." })}
      {text("displayName", "Name on the site (optional)", { hint: "When the booking system's name is untidy, e.g. “Quarter-head foils” for “1/4 head of foils”." })}
      {creating && text("slug", "Address (optional)", { hint: "The end of its page's address, e.g. full-head-foils. Made from the name when empty; fixed once saved." })}
      <SelectField
        id="service-categorySlug"
        name="categorySlug"
        label="Category"
        value={values.categorySlug}
        error={errors.categorySlug}
        options={[{ value: "", label: "Choose…" }, ...categories.map((category) => ({ value: category.slug, label: category.name }))]}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {text("price", "Price", { hint: "85, 12.50, from 50 or Free (AUD, GST included)" })}
        {text("duration", "Time (optional)", { hint: "1h 15min, 75 or 1:15" })}
        {text("serviceCount", "Services in the bundle (optional)", { inputMode: "numeric" })}
      </div>
      {text("subtitle", "Subtitle (optional)", { hint: "A few words under the name, e.g. “Shoulder to collarbone length”." })}
      {text("description", "Description", { rows: 3, hint: "One or two sentences: the assistant quotes it." })}
      {text("bookingUrl", "Booking link (optional)", { hint: "Where Book now goes on its page; empty for the salon's booking site." })}
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input type="checkbox" name="visible" value="on" defaultChecked={Boolean(values.visible)} className="size-5 shrink-0 accent-eucalyptus" />
        Shown on the menu (hidden: off the menu, and its page answers “not found”)
      </label>

      <fieldset className="border-t border-ink/10 pt-6">
        <legend className="sr-only">Its own page</legend>
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input type="checkbox" name="hasPage" value="on" defaultChecked={Boolean(values.hasPage)} className="size-5 shrink-0 accent-eucalyptus" />
          It has its own page
        </label>
        <p className="mt-1 text-small text-muted">
          In the page's texts, write {"{price}"} and {"{duration}"} where the menu's price and time belong: they follow the menu when it changes.
        </p>
        <div className="mt-5 space-y-5">
          {text("pageTitle", "Page heading", { hint: "Empty uses the name on the site." })}
          {text("tagline", "Line under the heading")}
          {text("about", "About the service", { rows: 8, hint: "A blank line between paragraphs." })}
          {text("metaDescription", "Search engine description", { rows: 3, hint: "50 to 170 characters." })}
          {text("whatsIncluded", "What's included", { rows: 5, hint: "One a line." })}
          {text("whoItsFor", "Who it's for", { rows: 4, hint: "One a line." })}
          {text("steps", "Steps", { rows: 8, hint: "One a paragraph: the step's heading on the first line, what happens on the next, a blank line between steps." })}
          {text("benefits", "Benefits", { rows: 4, hint: "One a line." })}
          {text("faqs", "Questions", { rows: 8, hint: "One a paragraph: the question on the first line, the answer on the next, a blank line between questions." })}
          <fieldset aria-describedby={describedBy("service-related", errors.related)}>
            <legend className="text-small font-semibold">Related services</legend>
            <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
              {pageServices.map((service) => (
                <label key={service.slug} className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" name="related" value={service.slug} defaultChecked={related.has(service.slug)} className="size-5 shrink-0 accent-eucalyptus" />
                  {service.name}
                </label>
              ))}
            </div>
            <FieldMessage id="service-related" error={errors.related} />
          </fieldset>
        </div>
      </fieldset>
    </div>
  );
}
