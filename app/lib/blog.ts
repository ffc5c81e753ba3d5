/**
 * Pure rules of the blog: categories, dates, the list layout, related posts,
 * word counts, reading progress and share links. Shared by the server loader,
 * the pages and the build-time page registry (relative imports with .ts, so
 * react-router.config.ts can load it outside Vite's aliases).
 */
import { salon, ui } from "../config/salon.ts";

export const blogCategories = ["Products", "Wellness", "Hair Care", "Treatments", "Seasonal", "Education"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** What a card, a teaser, the RSS feed and the sitemap need to know about a post. */
export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** As written in the post, e.g. "April 20, 2025". */
  date: string;
  /** The same day as yyyy-mm-dd. */
  isoDate: string;
  readTime: string;
  image: string;
  imageAlt: string;
  /** Where a cropped photo keeps its subject in view (CSS object-position); the drawn art needs none. */
  imagePosition?: string;
  author: string;
};

export const blogImageSize = { width: 1600, height: 900 } as const;

export function blogImagePath(slug: string): string {
  return `/images/blog/${slug}.svg`;
}

/** The drawing a post shows when it has neither a photo nor a drawing of its own: one of its category's. */
export const categoryArt: Record<BlogCategory, string> = {
  Products: blogImagePath("choosing-the-right-shampoo"),
  Wellness: blogImagePath("scalp-health-basics"),
  "Hair Care": blogImagePath("caring-for-fine-hair"),
  Treatments: blogImagePath("gloss-treatment-explained"),
  Seasonal: blogImagePath("summer-hair-survival-guide"),
  Education: blogImagePath("what-happens-at-a-consultation"),
};

/** The RSS feed, linked from every blog page with <link rel="alternate">. */
export const blogRssLink = { rel: "alternate", type: "application/rss+xml", title: `${salon.name} blog`, href: "/blog/rss.xml" } as const;

export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase().replace(/\s+/g, "-");
}

/** The category a `?category=` value names (its name or slug, any case); undefined means all posts. */
export function categoryFromParam(value: string | null | undefined): BlogCategory | undefined {
  if (!value) return undefined;
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_+-]+/g, " ");
  return blogCategories.find((category) => category.toLowerCase() === wanted);
}

/** The list URL for a category filter; the filter is a URL parameter so it works without JavaScript. */
export function categoryHref(category?: BlogCategory): string {
  return category ? `/blog?${new URLSearchParams({ category }).toString()}` : "/blog";
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "April 20, 2025" → "2025-04-20"; undefined for anything that is not a real calendar day in that form. */
export function parseBlogDate(text: string): string | undefined {
  const match =
    /^(January|February|March|April|May|June|July|August|September|October|November|December) ([1-9]|[12]\d|3[01]), (\d{4})$/.exec(text);
  if (!match) return undefined;
  const month = months.indexOf(match[1] ?? "") + 1;
  const day = Number(match[2]);
  const year = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Newest first; posts of the same day keep a stable order by slug. */
export function newestFirst<T extends Pick<BlogPostSummary, "isoDate" | "slug">>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.slug.localeCompare(b.slug));
}

/** The posts of one category (all when none), newest first. */
export function filterPosts<T extends Pick<BlogPostSummary, "isoDate" | "slug" | "category">>(
  posts: readonly T[],
  category?: BlogCategory,
): T[] {
  return newestFirst(category ? posts.filter((post) => post.category === category) : posts);
}

/** The list layout: the first post shown is featured, the next two are large, the rest are regular cards. */
export function blogLayout<T>(posts: readonly T[]): { featured: T | undefined; large: T[]; regular: T[] } {
  return { featured: posts[0], large: posts.slice(1, 3), regular: posts.slice(3) };
}

/** Related posts for a slug: the same category first, then others to fill, newest first within each; never the post itself. */
export function relatedPosts<T extends Pick<BlogPostSummary, "isoDate" | "slug" | "category">>(
  posts: readonly T[],
  slug: string,
  limit: number = ui.relatedPostsLimit,
): T[] {
  const current = posts.find((post) => post.slug === slug);
  const others = newestFirst(posts.filter((post) => post.slug !== slug));
  if (!current) return others.slice(0, limit);
  const same = others.filter((post) => post.category === current.category);
  const rest = others.filter((post) => post.category !== current.category);
  return [...same, ...rest].slice(0, Math.max(0, limit));
}

/** Words in plain text (Markdown punctuation and link targets are not words). */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^::[a-z-]+$/gm, " ")
    .replace(/^\s*\d+\.\s/gm, " ")
    .replace(/[#*_>`[\]|]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** How far through the page the reader is, as a whole percentage clamped to 0–100. */
export function readingProgress(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (!Number.isFinite(scrollable) || scrollable <= 0) return scrollTop > 0 ? 100 : 0;
  const percent = (scrollTop / scrollable) * 100;
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

export type ShareTarget = "facebook" | "twitter" | "linkedin" | "email";

/** Share pages of the networks (plain links, no third-party scripts) and an e-mail with subject and body. */
export function shareLinks({ url, title, excerpt }: { url: string; title: string; excerpt: string }): Record<ShareTarget, string> {
  const enc = encodeURIComponent;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    email: `mailto:?subject=${enc(title)}&body=${enc(`${excerpt}\n\nRead it here: ${url}`)}`,
  };
}

/** Widgets a post can place on a line of its own (`::hair-type-quiz`). */
export const blogWidgets = ["hair-type-quiz"] as const;
export type BlogWidget = (typeof blogWidgets)[number];

export type BlogBodyPart = { kind: "html"; html: string } | { kind: "widget"; widget: BlogWidget };
export type BlogSection = { id: string; heading: string; parts: BlogBodyPart[] };

export type BlogCtaView = {
  type: "booking" | "call" | "chat" | "service" | "product";
  text: string;
  /** Service and product CTAs link to a page of ours; title is the service's or product's name. */
  link?: { href: string; title: string };
};

/** A product's first photo as the shop shows it now (the owner's, in its intrinsic size). */
export type BlogProductImage = { src: string; width: number; height: number };

export type BlogProductView = { name: string; href: string; description: string; image?: BlogProductImage };

/** A whole post as the article page renders it (HTML made on the server from the Markdown). */
export type BlogPost = Omit<BlogPostSummary, "author"> & {
  author: { name: string; role: string };
  introduction: BlogBodyPart[];
  sections: BlogSection[];
  productModule?: { title: string; products: BlogProductView[] };
  cta: BlogCtaView;
  wordCount: number;
};

