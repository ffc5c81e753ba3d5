import { Link, data } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { publicationLine } from "~/server/admin/post-editor.server";
import { readPosts } from "~/server/blog-posts.server";
import { database } from "~/server/db/client.server";
import { BackLink, DoneNote } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.posts._index";

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

const statusOrder = { scheduled: 0, draft: 1, published: 2 } as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const posts = (await readPosts(database()))
    .map((post) => ({ slug: post.slug, title: post.title, category: post.category, at: post.publishAt?.getTime() ?? 0, ...publicationLine(post, now) }))
    // What is coming and what is unfinished first, then the blog as it stands, newest first.
    .sort((a, b) => statusOrder[a.status] - statusOrder[b.status] || b.at - a.at || a.slug.localeCompare(b.slug));
  return data({ posts, done: new URL(request.url).searchParams.get("done") }, { headers: privateHeaders });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Posts", description: "The blog's posts: write, publish, schedule and take down.", path: "/admin/posts", noindex: true });

const badge = { published: "bg-mist text-eucalyptus", scheduled: "bg-wattle/30 text-ink", draft: "bg-sand text-ink" } as const;
const badgeText = { published: "On the blog", scheduled: "Scheduled", draft: "Draft" } as const;

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, done } = loaderData;
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">Inbox</BackLink>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-h1 font-semibold">Posts</h1>
          <p className="mt-1 text-muted">The blog: write a post, publish it now or at a time you choose, take it down.</p>
        </div>
        <Link to="/admin/posts/new" className={buttonClasses("primary", "md", "min-h-12")}>
          Write a post
        </Link>
      </div>

      {done && <DoneNote message={done} />}

      <p className="mt-6 text-small text-muted">
        {posts.length} {posts.length === 1 ? "post" : "posts"}, {posts.filter((post) => post.status === "published").length} on the blog
      </p>
      <ul className="mt-3 divide-y divide-ink/10 rounded-card bg-white shadow-soft ring-1 ring-ink/5" aria-label="Posts">
        {posts.length === 0 && <li className="p-5 text-muted">No posts yet.</li>}
        {posts.map((post) => (
          <li key={post.slug} className="relative p-4 hover:bg-mist/40 sm:p-5" data-testid="admin-post">
            <p className="flex flex-wrap items-center gap-2">
              {/* The whole card opens the post: the link's box covers it. */}
              <Link to={`/admin/posts/${post.slug}`} className="font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline">
                {post.title}
              </Link>
              <span className={`rounded-full px-2.5 py-0.5 text-small font-semibold ${badge[post.status]}`}>{badgeText[post.status]}</span>
            </p>
            <p className="mt-0.5 text-small text-muted">
              {post.category} · {post.text}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
