import { blogRss } from "~/lib/seo/rss";
import { blogPostSummaries } from "~/server/blog.server";

export function loader() {
  return new Response(blogRss(blogPostSummaries()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
