/**
 * The blog's posts in the database, the one truth after the first start: read once per content revision,
 * seeded once from the repository's Markdown files, and changed by the owner in /admin/posts. Every change
 * is one transaction with its saved version and its content revision, so a save is whole or absent and
 * every kept page shows it on its next view.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { categoryArt, blogImagePath, parseBlogDate, type BlogCategory, type BlogPostSummary } from "../lib/blog.ts";
import {
  focusPosition,
  isShown,
  postDates,
  publicationMark,
  readTimeOf,
  startOfSydneyDay,
  type PostDraft,
} from "../lib/blog-post-rules.ts";
import { salon } from "../config/salon.ts";
import { audit, type Actor } from "./accounts/audit.server.ts";
import { blogSources, type LoadedBlogSource } from "./blog-source.server.ts";
import { contentRevision, markContentChanged } from "./content-revision.server.ts";
import { database, type Database } from "./db/client.server.ts";
import type { Queryable, Transaction } from "./db/queryable.server.ts";
import { blogPosts, blogSeededSlugs, photos } from "./db/schema.server.ts";
import { log } from "./log.server.ts";
import { forgetPhotoIfUnused, photoUrl, savePhoto } from "./photos/photos.server.ts";
import type { PreparedPhoto } from "./photos/photo-pipeline.server.ts";
import { keepVersion, versionSubject } from "./saved-versions.server.ts";

export type StoredPost = typeof blogPosts.$inferSelect & { photo: { width: number; height: number } | null };

let shelf: { db: object; revision: number; posts: Promise<StoredPost[]> } | null = null;
/** The posts last read, for as long as the database cannot answer: the blog stays up, one revision behind. */
let lastRead: { db: object; posts: StoredPost[] } | null = null;

/** Every post with its photo's size, straight from the database (the back office reads it so). */
export function readPosts(db: Queryable): Promise<StoredPost[]> {
  return db
    .select({ post: blogPosts, width: photos.width, height: photos.height })
    .from(blogPosts)
    .leftJoin(photos, eq(photos.key, blogPosts.photoKey))
    .orderBy(asc(blogPosts.slug))
    .then((rows) => rows.map(({ post, width, height }) => ({ ...post, photo: width && height ? { width, height } : null })));
}

/** Every post, drafts and scheduled ones too, read once per content revision (an edit anywhere moves it). */
export async function storedPosts(): Promise<StoredPost[]> {
  const db = database();
  const revision = await contentRevision();
  if (shelf?.db !== db || shelf.revision !== revision) {
    const posts: Promise<StoredPost[]> = readPosts(db).then(
      (read) => {
        lastRead = { db, posts: read };
        return read;
      },
      (error: unknown) => {
        if (shelf?.posts === posts) shelf = null;
        log("blog.posts_unreadable", { message: (error as Error).message.slice(0, 200) }, "warn");
        if (lastRead?.db === db) return lastRead.posts;
        throw error;
      },
    );
    shelf = { db, revision, posts };
  }
  return shelf.posts;
}

export const postStamp = (post: Pick<StoredPost, "slug" | "updatedAt">) => `${post.slug}@${post.updatedAt.getTime()}`;

/** The posts a visitor may read now, newest first (same publish time: by slug). */
export async function shownPosts(now = new Date()): Promise<StoredPost[]> {
  return (await storedPosts())
    .filter((post) => isShown(post.publishAt, now))
    .sort((a, b) => (b.publishAt?.getTime() ?? 0) - (a.publishAt?.getTime() ?? 0) || a.slug.localeCompare(b.slug));
}

/** Moves when a scheduled post comes out, so the pages kept for everyone are rendered again then. */
export async function blogPublicationMark(now = new Date()): Promise<number> {
  // Before any post could be read, the other kept pages still serve: their generation just lacks the mark.
  const posts = await storedPosts().catch(() => []);
  return publicationMark(posts.map((post) => post.publishAt), now);
}

/** The picture a post shows: her photo, else its own drawing, else its category's. */
export function postImage(post: Pick<StoredPost, "photoKey" | "photo" | "art" | "category" | "focusX" | "focusY">) {
  if (post.photoKey && post.photo)
    return { image: photoUrl({ key: post.photoKey, width: post.photo.width }), imagePosition: focusPosition(post.focusX, post.focusY) };
  return { image: post.art ?? categoryArt[post.category as BlogCategory] };
}

export function postSummary(post: StoredPost, now = new Date()): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category as BlogCategory,
    ...postDates(post.publishAt ?? now),
    readTime: post.readTime,
    ...postImage(post),
    imageAlt: post.imageAlt,
    author: post.author,
  };
}

/** The whole saved value, as the history keeps it and the editor reads it back. */
function versionBody(post: typeof blogPosts.$inferSelect): Record<string, unknown> {
  return { ...post, publishAt: post.publishAt?.toISOString() ?? null, createdAt: post.createdAt.toISOString(), updatedAt: post.updatedAt.toISOString() };
}

/** Every change to a post keeps its version, moves the content revision and is noted in the audit log, with who made it. */
async function keepPostVersion(tx: Transaction, post: typeof blogPosts.$inferSelect, by: Actor, summary: string) {
  await keepVersion(tx, { kind: "post", key: post.slug, body: versionBody(post), savedBy: by.name, summary });
  await markContentChanged(tx, `post ${post.slug}: ${summary}`);
  await audit(tx, {
    who: by,
    action: summary.startsWith("restored") ? "version restored" : `post ${summary}`,
    subject: versionSubject("post", post.slug),
    detail: { title: post.title, publishAt: post.publishAt?.toISOString() ?? null, ...(summary.startsWith("restored") ? { summary } : {}) },
  });
}

/** A repository post as a row: its own drawing, published on the day it is dated. */
function seedRow(source: LoadedBlogSource): typeof blogPosts.$inferInsert {
  const fm = source.frontmatter;
  return {
    slug: fm.slug,
    title: fm.title,
    excerpt: fm.excerpt,
    category: fm.category,
    author: salon.founder.firstName,
    body: source.body,
    readTime: fm.readTime,
    cta: fm.cta,
    productModule: fm.productModule ?? null,
    imageAlt: fm.imageAlt,
    art: blogImagePath(fm.slug),
    publishAt: startOfSydneyDay(parseBlogDate(fm.date) ?? ""),
  };
}

/**
 * Write the repository's posts whose slug was never seeded: all of them on the first start, later only a
 * file added since. A post she deleted is not seeded again, and a slug she took for a post of her own stays hers.
 */
export async function seedBlogPosts(db: Database, sources: LoadedBlogSource[] = blogSources()): Promise<string[]> {
  const seeded = new Set((await db.select({ slug: blogSeededSlugs.slug }).from(blogSeededSlugs)).map((row) => row.slug));
  if (sources.every((source) => seeded.has(source.frontmatter.slug))) return [];
  const added = await db.transaction(async (tx) => {
    // One seeder at a time when several instances start together.
    await tx.execute(sql`select pg_advisory_xact_lock(724203)`);
    const again = new Set((await tx.select({ slug: blogSeededSlugs.slug }).from(blogSeededSlugs)).map((row) => row.slug));
    const fresh = sources.filter((source) => !again.has(source.frontmatter.slug));
    if (!fresh.length) return [];
    const inserted = await tx.insert(blogPosts).values(fresh.map(seedRow)).onConflictDoNothing().returning();
    await tx
      .insert(blogSeededSlugs)
      .values(fresh.map((source) => ({ slug: source.frontmatter.slug })))
      .onConflictDoNothing();
    for (const post of inserted) await keepVersion(tx, { kind: "post", key: post.slug, body: versionBody(post), savedBy: "repository", summary: "first published" });
    if (inserted.length) await markContentChanged(tx, `blog seed added ${inserted.length} posts`);
    return inserted.map((post) => post.slug);
  });
  if (added.length) log("blog.seeded", { added: added.length });
  return added;
}

export async function findStoredPost(db: Queryable, slug: string): Promise<StoredPost | undefined> {
  const [row] = await db
    .select({ post: blogPosts, width: photos.width, height: photos.height })
    .from(blogPosts)
    .leftJoin(photos, eq(photos.key, blogPosts.photoKey))
    .where(eq(blogPosts.slug, slug));
  return row ? { ...row.post, photo: row.width && row.height ? { width: row.width, height: row.height } : null } : undefined;
}

type Change = { ok: true; post: typeof blogPosts.$inferSelect } | { ok: false; status: 404 | 409; problem: string };
const gone: Change = { ok: false, status: 404, problem: "That post no longer exists: it may have been deleted on another device." };

function draftColumns(draft: PostDraft) {
  return {
    title: draft.title,
    excerpt: draft.excerpt,
    category: draft.category,
    author: draft.author,
    body: draft.body,
    readTime: readTimeOf(draft.body),
    cta: draft.cta,
    productModule: draft.productModule,
    imageAlt: draft.imageAlt,
    focusX: draft.focusX,
    focusY: draft.focusY,
  };
}

/** A new post, stored as a draft (or published or scheduled at once when `publishAt` is given). */
export async function writePost(db: Database, draft: PostDraft, publishAt: Date | null, by: Actor): Promise<Change> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(blogPosts)
      .values({ slug: draft.slug, ...draftColumns(draft), publishAt })
      .onConflictDoNothing()
      .returning();
    if (!post) return { ok: false, status: 409, problem: `A post already has the address /blog/${draft.slug}: choose another.` };
    await keepPostVersion(tx, post, by, publishAt ? "written and published" : "written as a draft");
    return { ok: true, post };
  });
}

/**
 * Save the owner's edit of a post (or an earlier version she restores, named by `summary`); when `publishAt` is
 * given (a date or null) its publication changes in the same save.
 */
export async function editPost(
  db: Database,
  slug: string,
  draft: PostDraft,
  by: Actor,
  { publishAt, summary }: { publishAt?: Date | null; summary?: string } = {},
): Promise<Change> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .update(blogPosts)
      .set({ ...draftColumns(draft), ...(publishAt !== undefined ? { publishAt } : {}), updatedAt: sql`now()` })
      .where(eq(blogPosts.slug, slug))
      .returning();
    if (!post) return gone;
    await keepPostVersion(tx, post, by, summary ?? (publishAt === undefined ? "edited" : publishAt ? "edited and published" : "edited and taken down"));
    return { ok: true, post };
  });
}

/** Publish now, schedule (a future time) or take down (null), with nothing else changed. */
export async function setPublication(db: Database, slug: string, publishAt: Date | null, by: Actor, summary: string): Promise<Change> {
  return db.transaction(async (tx) => {
    const [post] = await tx.update(blogPosts).set({ publishAt, updatedAt: sql`now()` }).where(eq(blogPosts.slug, slug)).returning();
    if (!post) return gone;
    await keepPostVersion(tx, post, by, summary);
    return { ok: true, post };
  });
}

/** Delete a post: its page is a 404 from now on; its history keeps the last text, and its photo goes when nothing else uses it. */
export async function deletePost(db: Database, slug: string, by: Actor): Promise<Change> {
  return db.transaction(async (tx) => {
    const [post] = await tx.delete(blogPosts).where(eq(blogPosts.slug, slug)).returning();
    if (!post) return gone;
    await keepPostVersion(tx, post, by, "deleted");
    if (post.photoKey) await forgetPhotoIfUnused(tx, post.photoKey);
    return { ok: true, post };
  });
}

/** Put her photo at the top of the post (replacing one there) with its description and focus point. */
export async function setPostPhoto(db: Database, slug: string, photo: PreparedPhoto, altText: string, focus: { x: number; y: number }, by: Actor): Promise<Change> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ photoKey: blogPosts.photoKey }).from(blogPosts).where(eq(blogPosts.slug, slug)).for("update");
    if (!before) return gone;
    await savePhoto(tx, photo);
    const [post] = await tx
      .update(blogPosts)
      .set({ photoKey: photo.key, imageAlt: altText, focusX: focus.x, focusY: focus.y, updatedAt: sql`now()` })
      .where(eq(blogPosts.slug, slug))
      .returning();
    if (!post) return gone;
    if (before.photoKey && before.photoKey !== photo.key) await forgetPhotoIfUnused(tx, before.photoKey);
    await keepPostVersion(tx, post, by, "photo set");
    return { ok: true, post };
  });
}

/** Keep another point of the post's photo in view when a card crops it. */
export async function setPostFocus(db: Database, slug: string, focus: { x: number; y: number }, by: Actor): Promise<Change> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .update(blogPosts)
      .set({ focusX: focus.x, focusY: focus.y, updatedAt: sql`now()` })
      .where(and(eq(blogPosts.slug, slug), isNotNull(blogPosts.photoKey)))
      .returning();
    if (!post) return gone;
    await keepPostVersion(tx, post, by, "photo focus changed");
    return { ok: true, post };
  });
}

/** Take her photo off the post: the drawn art shows again. */
export async function removePostPhoto(db: Database, slug: string, by: Actor): Promise<Change> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ photoKey: blogPosts.photoKey }).from(blogPosts).where(eq(blogPosts.slug, slug)).for("update");
    if (!before?.photoKey) return gone;
    const [post] = await tx.update(blogPosts).set({ photoKey: null, updatedAt: sql`now()` }).where(eq(blogPosts.slug, slug)).returning();
    if (!post) return gone;
    await forgetPhotoIfUnused(tx, before.photoKey);
    await keepPostVersion(tx, post, by, "photo removed");
    return { ok: true, post };
  });
}
