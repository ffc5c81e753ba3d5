import { Form, Link, data, redirect, useNavigation } from "react-router";
import { PhotoUploadForm, type PhotoFieldErrors } from "~/components/admin/photo-upload-form";
import { buttonClasses } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { photoUpload, readPhotoForm } from "~/server/photos/photo-form.server";
import {
  isSalonPhotoPlace,
  removeSalonPhoto,
  salonPhotoPlaces,
  salonPhotosByPlace,
  setSalonPhoto,
  type SalonPhotoPlace,
} from "~/server/photos/photos.server";
import { BackLink, DoneNote } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.photos";

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const set = await salonPhotosByPlace(database());
  const places = (Object.keys(salonPhotoPlaces) as SalonPhotoPlace[]).map((place) => ({
    place,
    ...salonPhotoPlaces[place],
    photo: set[place] ?? null,
  }));
  return data({ places, done: new URL(request.url).searchParams.get("done") }, { headers: privateHeaders });
}

type ActionData = { place: SalonPhotoPlace; errors: PhotoFieldErrors; alt: string };

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = await readPhotoForm(request);
  const place = form.fields.place;
  if (!isSalonPhotoPlace(place))
    throw data({ reason: "Say which photo to change: your portrait or the salon." }, { status: 400, headers: privateHeaders });
  const { label } = salonPhotoPlaces[place];
  const done = (message: string) => redirect(`/admin/photos?done=${encodeURIComponent(message)}`, { status: 303 });
  if (form.fields.intent === "upload") {
    const upload = await photoUpload(form);
    if (!upload.ok)
      return data<ActionData>(
        { place, errors: upload.errors, alt: form.fields.alt ?? "" },
        { status: upload.status, headers: privateHeaders },
      );
    await setSalonPhoto(database(), place, upload.photo, upload.alt, actor);
    throw done(`${label}: photo saved. The about page shows it now.`);
  }
  if (form.fields.intent === "remove") {
    if (!(await removeSalonPhoto(database(), place, actor)))
      throw data({ reason: "That photo was already removed." }, { status: 404, headers: privateHeaders });
    throw done(`${label}: photo removed from the about page.`);
  }
  throw data({ reason: "That is not something this page can do." }, { status: 400, headers: privateHeaders });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Salon photos",
    description: "Your portrait and the salon's photo on the about page.",
    path: "/admin/photos",
    noindex: true,
  });

export default function SalonPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { places, done } = loaderData;
  const navigation = useNavigation();

  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Salon photos</h1>
      <p className="mt-1 text-muted">
        Your own photos for the{" "}
        <Link to="/about" className="font-semibold text-eucalyptus underline underline-offset-4">
          about page
        </Link>
        . A new photo replaces the one before; removing it puts the page back as it was.
      </p>

      {done && !actionData && <DoneNote message={done} />}

      <div className="mt-6 grid gap-8">
        {places.map(({ place, label, add, replace, where, hint, photo }) => (
          <article
            key={place}
            aria-labelledby={`${place}-heading`}
            className="grid gap-4 md:grid-cols-[14rem_1fr]"
            data-testid={`salon-photo-${place}`}
          >
            <div>
              <h2 id={`${place}-heading`} className="text-lg font-semibold">
                {label}
              </h2>
              <p className="text-sm text-muted">{where}</p>
              {photo ? (
                <>
                  <Image
                    src={photo.url}
                    alt={photo.alt}
                    width={photo.width}
                    height={photo.height}
                    sizes="224px"
                    className="mt-3 aspect-[4/5] w-full max-w-56 rounded-xl bg-mist/50 object-cover"
                  />
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="place" value={place} />
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      disabled={navigation.state !== "idle"}
                      className={buttonClasses("ghost", "sm", "min-h-11 text-danger")}
                    >
                      Remove<span className="sr-only"> {label.toLowerCase()}</span>
                    </button>
                  </Form>
                </>
              ) : (
                <p className="mt-3 rounded-xl bg-sand/60 px-4 py-3 text-sm">No photo yet.</p>
              )}
            </div>
            <PhotoUploadForm
              id={`${place}-photo`}
              title={photo ? replace : add}
              altHint={hint}
              errors={actionData?.place === place ? actionData.errors : {}}
              alt={actionData?.place === place ? actionData.alt : (photo?.alt ?? "")}
              submitLabel="Upload photo"
            >
              <input type="hidden" name="place" value={place} />
            </PhotoUploadForm>
          </article>
        ))}
      </div>
    </section>
  );
}
