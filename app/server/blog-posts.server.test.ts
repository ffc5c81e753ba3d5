import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPostForm } from "~/lib/blog-post-form";
import type { PostDraft } from "~/lib/blog-post-rules";
import { checkPostForm, versionFormValues } from "./admin/post-editor.server";
import { currentAssistant } from "./assistant/assistant.server";
import { blogPostSummaries, findBlogPost } from "./blog.server";
import { deletePost, editPost, seedBlogPosts, setPublication, shownPosts, writePost } from "./blog-posts.server";
import { blogSources } from "./blog-source.server";
import { contentRevision } from "./content-revision.server";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { blogPosts, savedVersions } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { versionsOf } from "./saved-versions.server";
import { createStorefrontClient, embeddedTransport } from "./storefront/client.server";
import { seedCatalogue } from "./storefront/embedded/seed.server";
import { latestAudit, owner } from "./test-support/actors";

const files = blogSources();
const minute = 60_000;

function draft(overrides: Record<string, string> = {}): PostDraft {
  const read = readPostForm({
    title: "Quokka-proof fringe care",
    excerpt: "A fringe that behaves between trims: the three habits that keep it sitting right, from washing to the last blow-dry.",
    category: "Hair Care",
    author: "Mia",
    body: "A fringe needs a little care of its own.\n\n## Wash it on its own\n\nA quick wash at the basin between full washes keeps it fresh.",
    imageAlt: "A soft fringe, freshly trimmed",
    ctaType: "booking",
    ...overrides,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.draft;
}

const postRows = async () => Number((await database().select({ n: count() }).from(blogPosts))[0]?.n);

describe.each(testDatabases())("blog posts on $name", ({ options }) => {
  const client = createStorefrontClient({ transport: embeddedTransport("https://salon.example"), mode: "embedded", platformOrigin: null });
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await seedCatalogue(database());
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("seeds every repository post once, each with its first version, dated as its file", async () => {
    const before = await contentRevision();
    const added = await seedBlogPosts(database());
    expect(added.sort()).toEqual(files.map((file) => file.frontmatter.slug).sort());
    expect(await contentRevision()).toBeGreaterThan(before);
    expect((await versionsOf(database(), "post", "gloss-treatment-explained"))[0]).toMatchObject({ savedBy: "repository", summary: "first published" });
    const summaries = await blogPostSummaries();
    expect(summaries.map((post) => [post.slug, post.isoDate, post.title])).toEqual(files.map((file) => [file.summary.slug, file.summary.isoDate, file.summary.title]));
    expect(await seedBlogPosts(database())).toEqual([]);
  });

  it("renders a seeded post as its file reads, in both shop setups", async () => {
    for (const setup of ["pickup", "shipping"] as const) {
      const post = await findBlogPost("gloss-treatment-explained", setup);
      expect(post?.sections.length).toBeGreaterThanOrEqual(5);
      expect(post?.author.name).toBe(files[0]?.summary.author);
    }
  });

  it("never seeds a deleted post again: the database is the truth", async () => {
    expect((await deletePost(database(), "winter-hair-care", owner)).ok).toBe(true);
    expect(await latestAudit(database())).toMatchObject([{ who: owner.name, action: "post deleted", subject: "Post winter-hair-care" }]);
    expect(await seedBlogPosts(database())).toEqual([]);
    expect(await findBlogPost("winter-hair-care", "pickup")).toBeUndefined();
    expect((await versionsOf(database(), "post", "winter-hair-care"))[0]?.summary).toBe("deleted");
  });

  it("stores a new post with its version and a new content revision, and refuses its address a second time without storing anything", async () => {
    const rows = await postRows();
    const before = await contentRevision();
    const written = await writePost(database(), draft(), null, owner);
    expect(written).toMatchObject({ ok: true, post: { slug: "quokka-proof-fringe-care", publishAt: null, readTime: "1 min read" } });
    expect(await contentRevision()).toBeGreaterThan(before);
    expect(await versionsOf(database(), "post", "quokka-proof-fringe-care")).toHaveLength(1);
    const again = await writePost(database(), draft({ title: "Quokka-proof fringe care" }), null, owner);
    expect(again).toMatchObject({ ok: false, status: 409 });
    expect(await postRows()).toBe(rows + 1);
    expect(await versionsOf(database(), "post", "quokka-proof-fringe-care")).toHaveLength(1);
  });

  it("shows a draft to nobody, a scheduled post from its time on, and a published one until it is taken down", async () => {
    const slug = "quokka-proof-fringe-care";
    const now = new Date();
    expect(await findBlogPost(slug, "pickup", now)).toBeUndefined();
    const at = new Date(now.getTime() + 5 * minute);
    expect((await setPublication(database(), slug, at, owner, "scheduled")).ok).toBe(true);
    expect(await findBlogPost(slug, "pickup", now)).toBeUndefined();
    expect((await blogPostSummaries(now)).map((post) => post.slug)).not.toContain(slug);
    const later = new Date(at.getTime() + 1);
    expect((await findBlogPost(slug, "pickup", later))?.title).toBe("Quokka-proof fringe care");
    expect((await blogPostSummaries(later))[0]?.slug).toBe(slug);
    expect((await setPublication(database(), slug, null, owner, "taken down")).ok).toBe(true);
    expect(await findBlogPost(slug, "pickup", later)).toBeUndefined();
    expect(await latestAudit(database(), 3)).toMatchObject(
      ["post taken down", "post scheduled", "post written as a draft"].map((action) => ({ who: owner.name, action, subject: `Post ${slug}` })),
    );
    expect((await versionsOf(database(), "post", slug)).map((version) => version.summary)).toEqual(["taken down", "scheduled", "written as a draft"]);
  });

  it("refuses a post naming a product the shop does not hold, with the reason on its field, before anything is stored", async () => {
    const lookup = (handle: string) => client.product(handle);
    const fields = { title: "Masks compared", excerpt: "Three masks, three hair types: which one I reach for, and why the cheapest is not always the best buy.", category: "Products", author: "Mia", body: "Intro.\n\n## One\n\nText.", imageAlt: "Three jars", ctaType: "product", ctaLink: "/products/no-such-mask" };
    const versions = await database().select({ n: count() }).from(savedVersions);
    expect(await checkPostForm(fields, lookup)).toEqual({
      ok: false,
      status: 400,
      problems: { ctaLink: "There is no product /products/no-such-mask in the shop. Check the address, or add the product first." },
    });
    expect(await checkPostForm({ ...fields, ctaLink: "/products/bond-repair-treatment" }, lookup)).toMatchObject({ ok: true });
    expect(await database().select({ n: count() }).from(savedVersions)).toEqual(versions);
    expect(await database().select().from(blogPosts).where(eq(blogPosts.slug, "masks-compared"))).toEqual([]);
  });

  it("edits a post in one save: its text, its read time and its version", async () => {
    const body = `${"Fringe words. ".repeat(600)}\n\n## Trim\n\nEvery four weeks.`;
    const edited = await editPost(database(), "quokka-proof-fringe-care", draft({ body }), owner, { publishAt: new Date() });
    expect(edited).toMatchObject({ ok: true, post: { readTime: "6 min read" } });
    expect((await versionsOf(database(), "post", "quokka-proof-fringe-care"))[0]).toMatchObject({ summary: "edited and published", body: { readTime: "6 min read" } });
    expect((await shownPosts()).map((post) => post.slug)).toContain("quokka-proof-fringe-care");
    expect(await editPost(database(), "no-such-post", draft(), owner)).toMatchObject({ ok: false, status: 404 });
  });

  it("fills the form from an earlier version, which saves back as it was", async () => {
    const slug = "quokka-proof-fringe-care";
    const [, before] = await versionsOf(database(), "post", slug);
    if (!before) throw new Error("no earlier version");
    const read = readPostForm(versionFormValues(before), slug);
    expect(read).toMatchObject({ ok: true, draft: { ...draft(), body: (before.body as { body: string }).body } });
    if (!read.ok) return;
    const restored = await editPost(database(), slug, read.draft, owner, { summary: "restored the version of earlier" });
    expect(restored).toMatchObject({ ok: true, post: { body: draft().body, readTime: "1 min read" } });
    expect((await versionsOf(database(), "post", slug))[0]?.summary).toBe("restored the version of earlier");
  });

  it("gives the assistant the posts a visitor may read now, without a rebuild", async () => {
    const asked = async () => {
      const answer = await (await currentAssistant()).answer("quokka fringe");
      return answer.status === "answered" ? [...answer.links, ...answer.related].map((link) => link.href) : [];
    };
    expect(await asked()).toContain("/blog/quokka-proof-fringe-care");
    expect((await setPublication(database(), "quokka-proof-fringe-care", null, owner, "taken down")).ok).toBe(true);
    expect(await asked()).not.toContain("/blog/quokka-proof-fringe-care");
  });
});
