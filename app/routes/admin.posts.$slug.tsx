import { serviceMenu } from "~/server/service-menu.server";
import { Form, data, redirect, useNavigation } from "react-router";
import { PhotoUploadForm, type PhotoFieldErrors } from "~/components/admin/photo-upload-form";
import { PhotoFocusField, PostFields } from "~/components/admin/post-fields";
import { PostPreview } from "~/components/admin/post-preview";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import { describedBy, FieldMessage, inputClasses } from "~/components/admin/form-field";
import { buttonClasses } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { blogImageSize, blogPostPath, type BlogPost } from "~/lib/blog";
import { photoFocusPoints, readSchedule, sydneyLocalInput, type PhotoFocus, type PostProblems } from "~/lib/blog-post-rules";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { checkPostForm, postFormValues, previewPost, publicationLine, versionFormValues, type PostFormValues } from "~/server/admin/post-editor.server";
import { deletePost, editPost, findStoredPost, postImage, removePostPhoto, setPostPhoto, setPublication } from "~/server/blog-posts.server";
import { database } from "~/server/db/client.server";
import { photoUpload, readPhotoForm } from "~/server/photos/photo-form.server";
import { fulfilment } from "~/server/public-config.server";
import { versionOf, versionsOf } from "~/server/saved-versions.server";
import { storefrontFor } from "~/server/storefront/client.server";
import { sydneyDateTime } from "~/lib/sydney-time";
import type { Route } from "./+types/admin.posts.$slug";

export const headers = forwardHeaders;

const notFound = () => data(null, { status: 404, headers: privateHeaders });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const post = await findStoredPost(database(), params.slug);
  if (!post) throw notFound();
  const history = await versionsOf(database(), "post", post.slug);
  const now = new Date();
  return data(
    {
      slug: post.slug,
      title: post.title,
      version: post.updatedAt.toISOString(),
      publication: publicationLine(post, now),
      // The time field starts at the scheduled time, or at the next whole hour.
      scheduleAt: sydneyLocalInput(post.publishAt && post.publishAt > now ? post.publishAt : new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000)),
      picture: { ...postImage(post), alt: post.imageAlt, photo: Boolean(post.photoKey) },
      values: postFormValues(post),
      history: history.map((version) => ({ id: version.id, when: sydneyDateTime(version.savedAt), savedBy: version.savedBy, summary: version.summary })),
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

type ActionData =
  | { form: "post"; values: PostFormValues; problems: PostProblems; message?: string; preview?: BlogPost }
  | { form: "photo"; errors: PhotoFieldErrors; alt: string }
  | { form: "schedule"; problem: string; value: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = await readPhotoForm(request);
  const fields = form.fields;
  const slug = params.slug;
  const db = database();
  const here = (message: string) => redirect(`/admin/posts/${slug}?done=${encodeURIComponent(message)}`, { status: 303 });
  const outcome = (change: Awaited<ReturnType<typeof setPublication>>, message: string) => {
    if (!change.ok) throw data({ reason: change.problem }, { status: change.status, headers: privateHeaders });
    throw here(message);
  };

  switch (fields.intent) {
    case "upload": {
      const upload = await photoUpload(form);
      if (!upload.ok) return data<ActionData>({ form: "photo", errors: upload.errors, alt: fields.alt ?? "" }, { status: upload.status, headers: privateHeaders });
      const [x, y] = photoFocusPoints[fields.focus as PhotoFocus] ?? photoFocusPoints.centre;
      return outcome(await setPostPhoto(db, slug, upload.photo, upload.alt, { x, y }, actor), "Photo saved: it is the post's picture now.");
    }
    case "remove-photo":
      return outcome(await removePostPhoto(db, slug, actor), "Photo removed: the drawing shows again.");
    case "publish":
      return outcome(await setPublication(db, slug, new Date(), actor, "published"), "Published: the post is on the blog now.");
    case "schedule": {
      const schedule = readSchedule(fields.publishAt, new Date());
      if (!schedule.ok) return data<ActionData>({ form: "schedule", problem: schedule.problem, value: fields.publishAt ?? "" }, { status: 400, headers: privateHeaders });
      return outcome(await setPublication(db, slug, schedule.at, actor, "scheduled"), "Scheduled: the post comes out on its own at that time.");
    }
    case "unpublish":
      return outcome(await setPublication(db, slug, null, actor, "taken down"), "Taken down: the post is a draft again and its page is gone from the blog.");
    case "delete": {
      const deleted = await deletePost(db, slug, actor);
      if (!deleted.ok) throw notFound();
      throw redirect(`/admin/posts?done=${encodeURIComponent(`“${deleted.post.title}” deleted.`)}`, { status: 303 });
    }
    case "preview":
    case "save":
    case "restore": {
      // A restored version is checked as a save is: a product it names may have left the shop since.
      const version = fields.intent === "restore" && /^\d{1,15}$/.test(fields.versionId ?? "") ? await versionOf(db, "post", slug, Number(fields.versionId)) : undefined;
      if (fields.intent === "restore" && !version) throw data({ reason: "That version of the post no longer exists." }, { status: 404, headers: privateHeaders });
      const values = version ? versionFormValues(version) : fields;
      const client = storefrontFor(context);
      const checked = await checkPostForm(values, (handle) => client.product(handle), slug);
      if (!checked.ok)
        return data<ActionData>(
          {
            form: "post",
            values,
            problems: checked.problems,
            message: version ? "That version can't be restored as it was: fix the highlighted fields, then save." : "Nothing was saved: please check the highlighted fields.",
          },
          { status: checked.status, headers: privateHeaders },
        );
      const stored = await findStoredPost(db, slug);
      if (!stored) throw notFound();
      if (fields.intent === "preview")
        return data<ActionData>({ form: "post", values, problems: {}, preview: previewPost(checked.draft, stored, fulfilment(), await serviceMenu()) }, { headers: privateHeaders });
      if (version) {
        const when = sydneyDateTime(version.savedAt);
        return outcome(await editPost(db, slug, checked.draft, actor, { summary: `restored the version of ${when}` }), `The version of ${when} is back.`);
      }
      return outcome(await editPost(db, slug, checked.draft, actor), "Changes saved.");
    }
    default:
      throw data({ reason: "That is not something this page can do." }, { status: 400, headers: privateHeaders });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  seo({ title: loaderData?.title ?? "Post", description: "Change a post of the blog.", path: `/admin/posts/${params.slug}`, noindex: true });

const card = "mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8";

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, title, version, publication, scheduleAt, picture, values, history, done } = loaderData;
  const busy = useNavigation().state !== "idle";
  const postForm = actionData?.form === "post" ? actionData : undefined;
  const photoForm = actionData?.form === "photo" ? actionData : undefined;
  const scheduleForm = actionData?.form === "schedule" ? actionData : undefined;
  const shown = publication.status === "published";

  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to="/admin/posts">Posts</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">{title}</h1>
      <p className="mt-1 text-muted" data-testid="post-publication">
        {publication.text}
        {shown && (
          <>
            {" · "}
            <a href={blogPostPath(slug)} className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline underline-offset-4">
              See it on the blog
            </a>
          </>
        )}
      </p>

      {done && !actionData && <DoneNote message={done} />}

      <section aria-labelledby="publication-heading" className={card}>
        <h2 id="publication-heading" className="text-lead font-semibold">
          Publication
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap gap-3">
          {!shown && (
            <button type="submit" name="intent" value="publish" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
              Publish now
            </button>
          )}
          {publication.status !== "draft" && (
            <button type="submit" name="intent" value="unpublish" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12")}>
              Take it down
            </button>
          )}
        </Form>
        <Form method="post" noValidate className="mt-5 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor="post-publish-at" className="block text-small font-semibold">
              {publication.status === "scheduled" ? "Move to another time" : "Or schedule it for"}
            </label>
            <input
              id="post-publish-at"
              name="publishAt"
              type="datetime-local"
              defaultValue={scheduleForm?.value ?? scheduleAt}
              aria-invalid={scheduleForm ? true : undefined}
              aria-describedby={describedBy("post-publish-at", scheduleForm?.problem, "hint")}
              className={inputClasses(scheduleForm?.problem)}
            />
          </div>
          <button type="submit" name="intent" value="schedule" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12")}>
            Schedule
          </button>
          <div className="basis-full">
            <FieldMessage id="post-publish-at" error={scheduleForm?.problem} hint="Sydney time. The post appears on the blog, in the feed and in the sitemap at that time by itself." />
          </div>
        </Form>
      </section>

      <section aria-labelledby="picture-heading" className={card}>
        <h2 id="picture-heading" className="text-lead font-semibold">
          Picture
        </h2>
        <p className="mt-1 text-small text-muted">{picture.photo ? "Your photo, at the top of the post and on its cards." : "No photo yet: the post shows a drawing."}</p>
        <Image
          src={picture.image}
          alt={picture.alt}
          width={blogImageSize.width}
          height={blogImageSize.height}
          sizes="(min-width: 768px) 640px, 100vw"
          className="mt-3 aspect-[16/9] w-full rounded-xl bg-sand object-cover"
          style={picture.imagePosition ? { objectPosition: picture.imagePosition } : undefined}
        />
        {picture.photo && (
          <Form method="post" className="mt-2">
            <button type="submit" name="intent" value="remove-photo" disabled={busy} className={buttonClasses("ghost", "sm", "min-h-11 text-danger")}>
              Remove the photo
            </button>
          </Form>
        )}
        <div className="mt-4">
          <PhotoUploadForm
            id="post-photo"
            title={picture.photo ? "Replace the photo" : "Add a photo"}
            altHint="For example “Soft glossy waves on shoulder-length brown hair”."
            errors={photoForm?.errors ?? {}}
            alt={photoForm?.alt ?? (picture.photo ? picture.alt : "")}
            submitLabel="Upload photo"
          >
            <div className="mt-4">
              <PhotoFocusField id="post-photo-focus" value={values.focus} />
            </div>
          </PhotoUploadForm>
        </div>
      </section>

      <Form method="post" noValidate className={card} aria-label={`Change ${title}`} key={version}>
        {postForm?.message && <FormRefusal message={postForm.message} />}
        <div className="mt-5">
          <PostFields values={postForm?.values ?? values} problems={postForm?.problems ?? {}} creating={false} />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Save changes
          </button>
          <button type="submit" name="intent" value="preview" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12")}>
            Preview
          </button>
        </div>
      </Form>
      {postForm?.preview && <PostPreview post={postForm.preview} />}

      <details className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-6">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">History ({history.length})</summary>
        <p className="mt-2 text-small text-muted">Every save, newest first. Restoring a version saves its text again as the newest; its publication stays as it is now.</p>
        <ol className="mt-3 divide-y divide-ink/10" aria-label="Saved versions">
          {history.map((saved, index) => (
            <li key={saved.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3" data-testid="post-version">
              <p className="min-w-0 text-small">
                <span className="block font-semibold first-letter:uppercase">{saved.summary || "saved"}</span>
                <span className="block text-muted">
                  {saved.when}, by {saved.savedBy}
                </span>
              </p>
              {index === 0 ? (
                <span className="text-small text-muted">Current</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="versionId" value={saved.id} />
                  <button type="submit" name="intent" value="restore" disabled={busy} className={buttonClasses("secondary", "sm", "min-h-11")}>
                    Restore<span className="sr-only"> the version of {saved.when}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      </details>

      <details className="mt-4 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-6">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Delete this post</summary>
        <p className="mt-2 text-small text-muted">Its page disappears from the blog for good. To take it off for a while, take it down instead: it stays here as a draft.</p>
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12 text-danger")}>
            Delete the post
          </button>
        </Form>
      </details>
    </section>
  );
}
