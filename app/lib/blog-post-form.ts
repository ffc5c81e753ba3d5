/**
 * The post form read into a draft: every field checked and every problem named on its field at once, before
 * anything is stored. Read by the server only (the back office's pages post to it).
 */
// eslint-disable-next-line no-restricted-imports -- read only by the server, never in the browser; the schemas are blog-frontmatter.ts's
import type { z } from "zod";
import { blogCategories } from "./blog.ts";
import { blogCtaSchema, productModuleSchema, type BlogCta, type ProductModule } from "./blog-frontmatter.ts";
import { bodyProblem, photoFocusPoints, postLimits, type PhotoFocus, type PostDraft, type PostField, type PostProblems } from "./blog-post-rules.ts";
import { slugFrom, slugPattern } from "./slug.ts";

const text = (fields: Record<string, string | undefined>, name: string) => (fields[name] ?? "").trim();

const zodProblem = (error: z.ZodError) => error.issues[0]?.message ?? "This is not valid.";

/**
 * Read the post form. Every field is checked and every problem named at once; the product references are
 * checked against the shop by the server afterwards (postProductHandles).
 */
export function readPostForm(fields: Record<string, string | undefined>, slug?: string): { ok: true; draft: PostDraft } | { ok: false; problems: PostProblems } {
  const problems: PostProblems = {};
  const title = text(fields, "title");
  if (!title) problems.title = "Give the post a title.";
  else if (title.length > postLimits.title) problems.title = `Keep the title to ${postLimits.title} characters (it has ${title.length}).`;

  // Without a title or an address typed, the title's own message says it all.
  const postSlug = slug ?? (text(fields, "slug") || slugFrom(title));
  if (!slugPattern.test(postSlug) && (title || text(fields, "slug")))
    problems.slug = "Use lowercase letters, digits and single hyphens, such as winter-frizz-fixes.";

  const excerpt = text(fields, "excerpt").replace(/\s+/g, " ");
  if (excerpt.length < postLimits.excerptMin || excerpt.length > postLimits.excerptMax)
    problems.excerpt = `Write ${postLimits.excerptMin} to ${postLimits.excerptMax} characters (it has ${excerpt.length}): search results and the blog's cards show it.`;

  const category = blogCategories.find((name) => name === text(fields, "category"));
  if (!category) problems.category = `Choose one of: ${blogCategories.join(", ")}.`;

  const author = text(fields, "author");
  if (!author) problems.author = "Say who wrote the post.";
  else if (author.length > postLimits.author) problems.author = `Keep the name to ${postLimits.author} characters.`;

  const body = (fields.body ?? "").replace(/\r\n?/g, "\n").trim();
  const bodyIssue = bodyProblem(body);
  if (bodyIssue) problems.body = bodyIssue;

  const imageAlt = text(fields, "imageAlt");
  if (!imageAlt) problems.imageAlt = "Describe the picture in a few words, for people who cannot see it.";
  else if (imageAlt.length > postLimits.imageAlt) problems.imageAlt = `Keep the description to ${postLimits.imageAlt} characters.`;

  const ctaType = text(fields, "ctaType");
  const ctaLink = text(fields, "ctaLink");
  const ctaText = text(fields, "ctaText");
  const ctaInput = {
    type: ctaType,
    ...(ctaType === "service" ? { servicePath: ctaLink } : {}),
    ...(ctaType === "product" ? { productPath: ctaLink } : {}),
    ...(ctaText ? { customText: ctaText } : {}),
  };
  const cta = blogCtaSchema.safeParse(ctaInput);
  if (!cta.success) {
    const issue = cta.error.issues[0];
    const field: PostField = issue?.path[0] === "customText" ? "ctaText" : issue?.path[0] === "type" ? "ctaType" : "ctaLink";
    problems[field] = field === "ctaType" ? "Choose what the post invites the reader to do." : zodProblem(cta.error);
  }

  const moduleTitle = text(fields, "moduleTitle");
  const rows = Array.from({ length: postLimits.moduleProducts }, (_, index) => ({
    name: text(fields, `module${index + 1}Name`),
    link: text(fields, `module${index + 1}Link`),
    description: text(fields, `module${index + 1}Description`),
  })).filter((row) => row.name || row.link || row.description);
  let productModule: ProductModule | null = null;
  if (moduleTitle || rows.length) {
    const parsed = productModuleSchema.safeParse({ title: moduleTitle, products: rows });
    if (parsed.success) productModule = parsed.data;
    else {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === "title") problems.moduleTitle = moduleTitle ? zodProblem(parsed.error) : "Give the product list a title, or leave all of it empty.";
      else if (!rows.length) problems.moduleProducts = "Name at least one product, or leave the list's title empty.";
      else {
        const row = typeof issue?.path[1] === "number" ? issue.path[1] + 1 : undefined;
        const field = issue?.path[2] === undefined ? undefined : String(issue.path[2]);
        problems.moduleProducts = `Product ${row ?? ""}${field ? ` (${field === "link" ? "address" : field})` : ""}: ${issue?.message ?? "not valid"}.`.replace(/\s+:/, ":");
      }
    }
  }

  const focus = photoFocusPoints[(text(fields, "focus") || "centre") as PhotoFocus] ?? photoFocusPoints.centre;

  if (Object.keys(problems).length || !category) return { ok: false, problems };
  return {
    ok: true,
    draft: { slug: postSlug, title, excerpt, category, author, body, imageAlt, cta: cta.data as BlogCta, productModule, focusX: focus[0], focusY: focus[1] },
  };
}

const productPathHandle = (path: string) => /^\/products\/([a-z0-9-]+)$/.exec(path)?.[1];

/** Every product a post names, with the field that names it: its product list, its invitation, links in its text. */
export function postProductHandles(draft: Pick<PostDraft, "body" | "cta" | "productModule">): { handle: string; field: PostField }[] {
  const named: { handle: string; field: PostField }[] = [];
  for (const product of draft.productModule?.products ?? []) {
    const handle = productPathHandle(product.link);
    if (handle) named.push({ handle, field: "moduleProducts" });
  }
  if (draft.cta.type === "product") {
    const handle = productPathHandle(draft.cta.productPath);
    if (handle) named.push({ handle, field: "ctaLink" });
  }
  for (const match of draft.body.matchAll(/\]\(\/products\/([^)\s#?]+)[^)]*\)/g)) named.push({ handle: match[1] ?? "", field: "body" });
  return named;
}

/** The problems of products a post names that the shop does not hold: each on the field naming it. */
export function missingProductProblems(named: { handle: string; field: PostField }[], known: ReadonlySet<string>): PostProblems {
  const problems: PostProblems = {};
  for (const { handle, field } of named) {
    if (known.has(handle) || problems[field]) continue;
    problems[field] = `There is no product /products/${handle} in the shop. Check the address, or add the product first.`;
  }
  return problems;
}

