/**
 * The blog's Markdown files in the repository, read and validated once: what the database's posts are seeded
 * from on the first start (blog-posts.server.ts). Compiled into the build by Vite's import.meta.glob.
 * (Relative imports with .ts: loaded outside Vite's aliases.)
 */
import { salon } from "../config/salon.ts";
import { blogImagePath, newestFirst, parseBlogDate, type BlogPostSummary } from "../lib/blog.ts";
import { parseBlogFile, type BlogSource } from "../lib/blog-frontmatter.ts";

const files = import.meta.glob<string>("/app/content/blog/*.md", { query: "?raw", import: "default", eager: true });

export type LoadedBlogSource = BlogSource & { file: string; summary: BlogPostSummary };

let cached: LoadedBlogSource[] | undefined;

/** Every post file, validated, newest first. Throws (stopping the build) on a bad file or a duplicate slug. */
export function blogSources(): LoadedBlogSource[] {
  if (cached) return cached;
  const seen = new Set<string>();
  const loaded = Object.entries(files).map(([file, raw]) => {
    const source = parseBlogFile(file, raw);
    const { frontmatter: fm } = source;
    if (seen.has(fm.slug)) throw new Error(`${file}: duplicate slug ${fm.slug}`);
    seen.add(fm.slug);
    const summary: BlogPostSummary = {
      slug: fm.slug,
      title: fm.title,
      excerpt: fm.excerpt,
      category: fm.category,
      date: fm.date,
      isoDate: parseBlogDate(fm.date) ?? "",
      readTime: fm.readTime,
      image: blogImagePath(fm.slug),
      imageAlt: fm.imageAlt,
      author: salon.founder.firstName,
    };
    return { ...source, file, summary };
  });
  const order = new Map(newestFirst(loaded.map((source) => source.summary)).map((summary, index) => [summary.slug, index]));
  cached = loaded.sort((a, b) => (order.get(a.summary.slug) ?? 0) - (order.get(b.summary.slug) ?? 0));
  return cached;
}

/** Summaries of every post, newest first. */
export function blogSummaries(): BlogPostSummary[] {
  return blogSources().map((source) => source.summary);
}
