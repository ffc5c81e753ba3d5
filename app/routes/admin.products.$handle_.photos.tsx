import { useEffect, useRef } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { MoveButtons } from "~/components/admin/move-buttons";
import { PhotoUploadForm, type PhotoFieldErrors } from "~/components/admin/photo-upload-form";
import { buttonClasses } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { maxProductPictures, photoAltText } from "~/lib/photos/photo-rules";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { photoUpload, readPhotoForm } from "~/server/photos/photo-form.server";
import {
  addProductPhoto,
  describeProductPicture,
  moveProductPicture,
  productPictures,
  removeProductPicture,
} from "~/server/photos/photos.server";
import { BackLink, DoneNote } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.products.$handle_.photos";

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;


const altHint = "For example “Kevin Murphy Repair Me Wash, 300 ml bottle, on the salon's basin”.";

/** A picture's position as posted: a small whole number, or nothing. */
function position(value: unknown): number | null {
  return typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await productPictures(database(), params.handle);
  if (!found) throw data(null, { status: 404, headers: privateHeaders });
  return data({ ...found, done: new URL(request.url).searchParams.get("done") }, { headers: privateHeaders });
}

type ActionData = { upload?: { errors: PhotoFieldErrors; alt: string }; describe?: { position: number; error: string; alt: string } };

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const handle = params.handle;
  const form = await readPhotoForm(request);
  const { intent } = form.fields;
  const done = (message: string) =>
    redirect(`/admin/products/${encodeURIComponent(handle)}/photos?done=${encodeURIComponent(message)}`, { status: 303 });
  const refuse = (outcome: { status: number; problem: string }) =>
    data({ reason: outcome.problem }, { status: outcome.status, headers: privateHeaders });

  if (intent === "upload") {
    const upload = await photoUpload(form);
    if (!upload.ok)
      return data<ActionData>(
        { upload: { errors: upload.errors, alt: form.fields.alt ?? "" } },
        { status: upload.status, headers: privateHeaders },
      );
    const added = await addProductPhoto(database(), handle, upload.photo, upload.alt, actor);
    if (!added.ok)
      return data<ActionData>(
        { upload: { errors: { photo: added.problem }, alt: upload.alt } },
        { status: added.status, headers: privateHeaders },
      );
    throw done("Photo added. It is now the first picture.");
  }

  const at = position(form.fields.position);
  if (at === null) throw data({ reason: "Say which picture to change." }, { status: 400, headers: privateHeaders });
  if (intent === "describe") {
    const alt = photoAltText(form.fields.alt);
    if (!alt.ok)
      return data<ActionData>(
        { describe: { position: at, error: alt.problem, alt: form.fields.alt ?? "" } },
        { status: 400, headers: privateHeaders },
      );
    const described = await describeProductPicture(database(), handle, at, alt.alt, actor);
    if (!described.ok) throw refuse(described);
    throw done(`Description of picture ${at + 1} saved.`);
  }
  if (intent === "earlier" || intent === "later") {
    const moved = await moveProductPicture(database(), handle, at, intent, actor);
    if (!moved.ok) throw refuse(moved);
    throw done(`Picture moved ${intent}.`);
  }
  if (intent === "remove") {
    const removed = await removeProductPicture(database(), handle, at, actor);
    if (!removed.ok) throw refuse(removed);
    throw done(`Picture ${at + 1} removed.`);
  }
  throw data({ reason: "That is not something this page can do." }, { status: 400, headers: privateHeaders });
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, params }) =>
  seo({
    title: `Photos of ${loaded?.product.title ?? "a product"}`,
    description: "Add, order, describe and remove a product's pictures.",
    path: `/admin/products/${params.handle}/photos`,
    noindex: true,
  });

export default function ProductPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { product, pictures, done } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const describeError = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData?.describe) describeError.current?.focus();
  }, [actionData]);
  const full = pictures.length >= maxProductPictures;

  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to={`/admin/products/${product.handle}`}>{product.title}</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Photos</h1>
      <p className="mt-1 text-muted">
        The first picture shows on the product's card, in shoppers' bags and in search results; the others follow in the product page's
        gallery. A new photo goes first.{" "}
        <Link to={`/products/${product.handle}`} className="font-semibold text-eucalyptus underline underline-offset-4">
          See the product page
        </Link>
      </p>

      {done && !actionData && <DoneNote message={done} />}

      <div className="mt-6">
        {full ? (
          <p className="rounded-card bg-sand/60 p-5 text-small">
            This product shows {maxProductPictures} pictures, the most a product page shows. Remove one to add another.
          </p>
        ) : (
          <PhotoUploadForm
            id="product-photo"
            title="Add a photo"
            altHint={altHint}
            errors={actionData?.upload?.errors ?? {}}
            alt={actionData?.upload?.alt ?? ""}
            submitLabel="Upload photo"
          />
        )}
      </div>

      <h2 className="mt-10 text-lead font-semibold">Pictures, in order</h2>
      <ol className="mt-3 space-y-4" aria-label="Pictures, in order">
        {pictures.map((picture, i) => {
          const describing = actionData?.describe?.position === picture.position ? actionData.describe : null;
          const label = `picture ${i + 1}`;
          return (
            <li
              key={picture.url + picture.position}
              className="rounded-card bg-white p-4 shadow-soft ring-1 ring-ink/5 sm:p-5"
              data-testid="product-picture"
            >
              <div className="flex flex-wrap items-start gap-4">
                <Image
                  src={picture.url}
                  alt=""
                  width={picture.width}
                  height={picture.height}
                  sizes="112px"
                  className="size-24 shrink-0 rounded-xl bg-mist/50 object-cover sm:size-28"
                />
                <div className="min-w-0 flex-1 basis-60">
                  <p className="flex flex-wrap items-center gap-2 text-small">
                    <span className="font-semibold">
                      {i + 1}. {i === 0 ? "First picture" : `Picture ${i + 1}`}
                    </span>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-small font-semibold ${picture.uploaded ? "bg-mist text-eucalyptus" : "bg-sand text-ink"}`}
                    >
                      {picture.uploaded ? "Your photo" : "Drawing from the catalogue"}
                    </span>
                  </p>
                  <Form method="post" className="mt-2" noValidate>
                    <input type="hidden" name="position" value={picture.position} />
                    <label htmlFor={`alt-${picture.position}`} className="block text-small font-semibold">
                      Description of {label}
                    </label>
                    <div className="mt-1 flex flex-wrap gap-2">
                      <input
                        ref={describing ? describeError : undefined}
                        id={`alt-${picture.position}`}
                        name="alt"
                        type="text"
                        maxLength={200}
                        defaultValue={describing?.alt ?? picture.altText}
                        aria-invalid={describing ? true : undefined}
                        aria-describedby={describing ? `alt-${picture.position}-error` : undefined}
                        className={`block min-h-11 min-w-0 flex-1 basis-52 rounded-xl border bg-white px-3 text-body ${describing ? "border-danger" : "border-ink/20"}`}
                      />
                      <button
                        type="submit"
                        name="intent"
                        value="describe"
                        disabled={busy}
                        className={buttonClasses("secondary", "sm", "min-h-11")}
                      >
                        Save<span className="sr-only"> description of {label}</span>
                      </button>
                    </div>
                    {describing && (
                      <p id={`alt-${picture.position}-error`} className="mt-1.5 text-small font-medium text-danger">
                        {describing.error}
                      </p>
                    )}
                  </Form>
                </div>
              </div>
              <Form method="post" className="mt-3 flex flex-wrap gap-2 border-t border-ink/8 pt-3">
                <input type="hidden" name="position" value={picture.position} />
                <MoveButtons subject={label} first={i === 0} last={i === pictures.length - 1} disabled={busy} intents={["earlier", "later"]} worded />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  disabled={busy}
                  className={buttonClasses("ghost", "sm", "ml-auto min-h-11 text-danger")}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          );
        })}
      </ol>
      {pictures.length === 0 && <p className="mt-3 text-muted">No pictures: the shop shows a drawn sprig of wattle in their place.</p>}
    </section>
  );
}
