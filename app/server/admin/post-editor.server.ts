/**
 * What the post editor's pages share: reading a post's form into a checked draft (the rules of
 * lib/blog-post-rules.ts, then every product it names asked of the shop), the form's values from a stored
 * post, and the preview at phone width. Nothing here stores anything: blog-posts.server.ts does, in one transaction.
 */
import type { BlogPost } from "../../lib/blog.ts";
import {
  focusName,
  postDates,
  postLimits,
  postStatus,
  readTimeOf,
  type PostDraft,
  type PostProblems,
  type PostStatus,
} from "../../lib/blog-post-rules.ts";
import { missingProductProblems, postProductHandles, readPostForm } from "../../lib/blog-post-form.ts";
import { sydneyDateTime } from "../../lib/sydney-time.ts";
import type { Fulfilment } from "../../lib/shop/fulfilment.ts";
import { postImage, type StoredPost } from "../blog-posts.server.ts";
import { postWithMenu, renderPost, shopProducts, type ProductLookup } from "../blog.server.ts";
import type { ServiceMenu } from "../service-menu.server.ts";
import type { SavedVersion } from "../saved-versions.server.ts";

export type PostFormValues = Record<string, string>;

export type CheckedPost = { ok: true; draft: PostDraft } | { ok: false; status: 400 | 503; problems: PostProblems };

/** The form read and checked: its own rules first, then every product it names must be one the shop sells. */
export async function checkPostForm(fields: PostFormValues, lookup: ProductLookup, slug?: string): Promise<CheckedPost> {
  const read = readPostForm(fields, slug);
  if (!read.ok) return { ok: false, status: 400, problems: read.problems };
  const named = postProductHandles(read.draft);
  if (!named.length) return read;
  const products = await shopProducts(lookup, named.map((item) => item.handle));
  const unanswered = named.find((item) => products.get(item.handle) === undefined);
  if (unanswered)
    return { ok: false, status: 503, problems: { [unanswered.field]: "The shop did not answer just now, so the products this post names could not be checked. Try saving again." } };
  const known = new Set([...products].filter(([, product]) => product).map(([handle]) => handle));
  const problems = missingProductProblems(named, known);
  return Object.keys(problems).length ? { ok: false, status: 400, problems } : read;
}

/** What the form's fields are filled from: a stored post, or the body of one of its saved versions. */
type PostValuesSource = Pick<StoredPost, "slug" | "title" | "excerpt" | "category" | "author" | "body" | "imageAlt" | "focusX" | "focusY" | "cta" | "productModule">;

/** The form's fields as a saved version of a post fills them (kept by blog-posts.server.ts with every save). */
export function versionFormValues(version: SavedVersion): PostFormValues {
  return postFormValues(version.body as PostValuesSource);
}

/** The form's fields as a stored post fills them. */
export function postFormValues(post: PostValuesSource): PostFormValues {
  const values: PostFormValues = {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    body: post.body,
    imageAlt: post.imageAlt,
    focus: focusName(post.focusX, post.focusY),
    ctaType: post.cta.type,
    ctaLink: post.cta.type === "service" ? post.cta.servicePath : post.cta.type === "product" ? post.cta.productPath : "",
    ctaText: post.cta.customText ?? "",
    moduleTitle: post.productModule?.title ?? "",
  };
  for (let index = 0; index < postLimits.moduleProducts; index++) {
    const product = post.productModule?.products[index];
    values[`module${index + 1}Name`] = product?.name ?? "";
    values[`module${index + 1}Link`] = product?.link ?? "";
    values[`module${index + 1}Description`] = product?.description ?? "";
  }
  return values;
}

/** Where a post stands, in the owner's words: "Published 20 Apr 2025, 12:00 am", "Scheduled for …", "Draft". */
export function publicationLine(post: Pick<StoredPost, "publishAt">, now = new Date()): { status: PostStatus; text: string } {
  const status = postStatus(post.publishAt, now);
  if (!post.publishAt) return { status, text: "Draft: not on the blog" };
  const when = sydneyDateTime(post.publishAt);
  return { status, text: status === "published" ? `Published ${when}` : `Scheduled for ${when}` };
}

/** The post as its page would show it, before anything is saved: for the preview at phone width. */
export function previewPost(draft: PostDraft, stored: StoredPost | undefined, fulfilment: Fulfilment, menu: ServiceMenu, now = new Date()): BlogPost {
  const page = renderPost(
    {
      summary: {
        slug: draft.slug,
        title: draft.title,
        excerpt: draft.excerpt,
        category: draft.category,
        ...postDates(stored?.publishAt ?? now),
        readTime: readTimeOf(draft.body),
        ...postImage({ photoKey: stored?.photoKey ?? null, photo: stored?.photo ?? null, art: stored?.art ?? null, category: draft.category, focusX: draft.focusX, focusY: draft.focusY }),
        imageAlt: draft.imageAlt,
        author: draft.author,
      },
      body: draft.body,
      cta: draft.cta,
      productModule: draft.productModule,
    },
    fulfilment,
  );
  return postWithMenu(page, menu);
}
