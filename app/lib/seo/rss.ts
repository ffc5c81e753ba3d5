import { escapeMarkup } from "../escape-markup.ts";
import { salon } from "../../config/salon.ts";
import type { BlogPostSummary } from "../blog.ts";
import { absoluteUrl } from "./site-url.ts";

/** RFC 822 date of a post's day (midnight UTC), as RSS 2.0 wants it. */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** The blog as an RSS 2.0 feed, newest first; every text escaped. */
export function blogRss(posts: BlogPostSummary[]): string {
  const feedUrl = absoluteUrl("/blog/rss.xml");
  const newest = posts[0];
  const items = posts.map((post) => {
    const link = absoluteUrl(`/blog/${post.slug}`);
    return [
      "    <item>",
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(link)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      `      <pubDate>${rssDate(post.isoDate)}</pubDate>`,
      `      <dc:creator>${escapeMarkup(post.author)}</dc:creator>`,
      `      <category>${escapeMarkup(post.category)}</category>`,
      `      <description>${escapeMarkup(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeMarkup(`${salon.name} blog`)}</title>`,
    `    <link>${escapeMarkup(absoluteUrl("/blog"))}</link>`,
    `    <atom:link href="${escapeMarkup(feedUrl)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeMarkup(`Hair care advice from ${salon.founder.firstName}, ${salon.founder.role} at ${salon.name} in Bangor NSW.`)}</description>`,
    "    <language>en-au</language>",
    newest ? `    <lastBuildDate>${rssDate(newest.isoDate)}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
