import { serviceMenu } from "~/server/service-menu.server";
import { Form, data, redirect, useNavigation } from "react-router";
import { PostFields } from "~/components/admin/post-fields";
import { PostPreview } from "~/components/admin/post-preview";
import { BackLink, FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { salon } from "~/config/salon";
import type { BlogPost } from "~/lib/blog";
import type { PostProblems } from "~/lib/blog-post-rules";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { checkPostForm, previewPost, type PostFormValues } from "~/server/admin/post-editor.server";
import { writePost } from "~/server/blog-posts.server";
import { database } from "~/server/db/client.server";
import { fulfilment } from "~/server/public-config.server";
import { readForm } from "~/server/request.server";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/admin.posts.new";

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ values: { author: salon.founder.firstName, ctaType: "booking", focus: "centre" } satisfies PostFormValues }, { headers: privateHeaders });
}

type ActionData = { values: PostFormValues; problems: PostProblems; message?: string; preview?: BlogPost };

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const values = Object.fromEntries([...(await readForm(request))].map(([name, value]) => [name, String(value)]));
  const client = storefrontFor(context);
  const checked = await checkPostForm(values, (handle) => client.product(handle));
  if (!checked.ok)
    return data<ActionData>({ values, problems: checked.problems, message: "The post was not saved: please check the highlighted fields." }, { status: checked.status, headers: privateHeaders });
  if (values.intent === "preview") return data<ActionData>({ values, problems: {}, preview: previewPost(checked.draft, undefined, fulfilment(), await serviceMenu()) }, { headers: privateHeaders });
  const publishNow = values.intent === "publish";
  const saved = await writePost(database(), checked.draft, publishNow ? new Date() : null, actor);
  if (!saved.ok) return data<ActionData>({ values, problems: { slug: saved.problem }, message: saved.problem }, { status: saved.status, headers: privateHeaders });
  const message = publishNow ? `“${saved.post.title}” is on the blog now.` : `“${saved.post.title}” saved as a draft. Add a photo, preview it, then publish or schedule it.`;
  throw redirect(`/admin/posts/${saved.post.slug}?done=${encodeURIComponent(message)}`, { status: 303 });
}

export const meta: Route.MetaFunction = () => seo({ title: "Write a post", description: "A new post for the blog.", path: "/admin/posts/new", noindex: true });

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to="/admin/posts">Posts</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Write a post</h1>
      <p className="mt-1 text-muted">Save it as a draft to add a photo and preview it before it goes on the blog, or publish it at once.</p>
      <Form method="post" noValidate className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-label="New post">
        {actionData?.message && <FormRefusal message={actionData.message} />}
        <div className="mt-5">
          <PostFields values={actionData?.values ?? loaderData.values} problems={actionData?.problems ?? {}} creating />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="draft" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Save as draft
          </button>
          <button type="submit" name="intent" value="preview" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12")}>
            Preview
          </button>
          <button type="submit" name="intent" value="publish" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12")}>
            Publish now
          </button>
        </div>
      </Form>
      {actionData?.preview && <PostPreview post={actionData.preview} />}
    </section>
  );
}
