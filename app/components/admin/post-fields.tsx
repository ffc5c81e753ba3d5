import { SelectField, TextField } from "~/components/admin/form-field";
import { blogCategories, blogWidgets } from "~/lib/blog";
import { photoFocusPoints, postLimits, type PostProblems } from "~/lib/blog-post-rules";

export type PostFieldValues = Record<string, string | undefined>;

const ctaChoices = [
  { value: "booking", label: "Book an appointment" },
  { value: "call", label: "Call the salon" },
  { value: "chat", label: "Chat with the assistant" },
  { value: "service", label: "See a service (address below)" },
  { value: "product", label: "Buy a product (address below)" },
] as const;

/** Where a cropped photo keeps its subject: one choice of nine, shared by the post's form and the photo's. */
export function PhotoFocusField({
  id,
  value,
  hint = "Cards on the blog show the photo wider than tall: say which part of it matters most.",
}: {
  id: string;
  value: string | undefined;
  hint?: string;
}) {
  return (
    <SelectField
      id={id}
      name="focus"
      label="Keep in view when cropped"
      value={value ?? "centre"}
      hint={hint}
      options={Object.keys(photoFocusPoints).map((point) => ({ value: point, label: point.charAt(0).toUpperCase() + point.slice(1) }))}
    />
  );
}

/**
 * Every field of a post, each with its own message when the save was refused. `creating` adds the address
 * (made from the title when left empty); after that the address stays, so links to the post keep working.
 */
export function PostFields({ values, problems, creating }: { values: PostFieldValues; problems: PostProblems; creating: boolean }) {
  return (
    <div className="grid gap-5">
      <TextField id="post-title" name="title" label="Title" value={values.title} error={problems.title} maxLength={postLimits.title + 40} />
      {creating && (
        <TextField
          id="post-slug"
          name="slug"
          label="Address (optional)"
          value={values.slug}
          error={problems.slug}
          hint="The end of the post's address, /blog/…: made from the title when left empty. It can't be changed later."
        />
      )}
      <TextField
        id="post-excerpt"
        name="excerpt"
        label="Meta description"
        value={values.excerpt}
        error={problems.excerpt}
        rows={3}
        hint={`${postLimits.excerptMin} to ${postLimits.excerptMax} characters. Search results, the blog's cards and the feed show it under the title.`}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="post-category"
          name="category"
          label="Category"
          value={values.category}
          error={problems.category}
          options={[{ value: "", label: "Choose a category" }, ...blogCategories.map((category) => ({ value: category, label: category }))]}
        />
        <TextField id="post-author" name="author" label="Author" value={values.author} error={problems.author} />
      </div>
      <TextField
        id="post-body"
        name="body"
        label="Text (Markdown)"
        value={values.body}
        error={problems.body}
        rows={18}
        hint={`Start with a short introduction, then a line "## Heading" for each section. **Bold**, [a link](/services), lists with "- ". A line ${blogWidgets.map((name) => `::${name}`).join(", ")} places the quiz. Lines "::: pickup" or "::: shipping" … ":::" hold words true in one shop setup only.`}
      />
      <TextField
        id="post-image-alt"
        name="imageAlt"
        label="Picture description"
        value={values.imageAlt}
        error={problems.imageAlt}
        hint="What the picture at the top shows, for people who use a screen reader."
      />
      <PhotoFocusField id="post-focus" value={values.focus} />

      <fieldset className="grid gap-4 rounded-xl border border-ink/10 p-4">
        <legend className="px-1 text-small font-semibold">Invitation after the second section and at the end</legend>
        <SelectField id="post-cta-type" name="ctaType" label="The reader is invited to" value={values.ctaType} error={problems.ctaType} options={ctaChoices} />
        <TextField
          id="post-cta-link"
          name="ctaLink"
          label="Service or product address"
          value={values.ctaLink}
          error={problems.ctaLink}
          hint="For a service: /services/<category>/<service>. For a product: /products/<handle>. Leave empty otherwise."
        />
        <TextField id="post-cta-text" name="ctaText" label="Words of the invitation (optional)" value={values.ctaText} error={problems.ctaText} rows={2} />
      </fieldset>

      <details className="rounded-xl border border-ink/10 p-4" open={Boolean(values.moduleTitle || problems.moduleTitle || problems.moduleProducts)}>
        <summary className="flex min-h-11 cursor-pointer items-center text-small font-semibold">Products shown after the third section</summary>
        <div className="mt-3 grid gap-4">
          <TextField id="post-module-title" name="moduleTitle" label="Title of the list" value={values.moduleTitle} error={problems.moduleTitle} />
          {problems.moduleProducts && (
            <p id="post-module-products-error" className="text-small font-medium text-danger" role="alert">
              {problems.moduleProducts}
            </p>
          )}
          {Array.from({ length: postLimits.moduleProducts }, (_, index) => {
            const n = index + 1;
            return (
              <fieldset key={n} className="grid gap-3 rounded-lg bg-cream/60 p-3">
                <legend className="text-small font-semibold">Product {n}</legend>
                <TextField id={`post-module-${n}-name`} name={`module${n}Name`} label="Name" value={values[`module${n}Name`]} />
                <TextField id={`post-module-${n}-link`} name={`module${n}Link`} label="Address (/products/…)" value={values[`module${n}Link`]} />
                <TextField id={`post-module-${n}-description`} name={`module${n}Description`} label="Why it helps" value={values[`module${n}Description`]} />
              </fieldset>
            );
          })}
        </div>
      </details>
    </div>
  );
}
