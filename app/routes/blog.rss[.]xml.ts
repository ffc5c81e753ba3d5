import { blogRss } from "~/lib/seo/rss";
import { blogPostSummaries } from "~/server/blog.server";
import { readOnly } from "~/server/request.server";

export async function loader() {
  return new Response(blogRss(await blogPostSummaries()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
