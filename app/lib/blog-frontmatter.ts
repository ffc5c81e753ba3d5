/**
 * The shape of a blog post file: YAML frontmatter between `---` lines, then
 * Markdown (the introduction before the first `## ` heading, then sections).
 * Validated with zod when the site is built, so a bad post stops the build
 * with the file and field named.
 */
import { parse as parseYaml } from "yaml";
// eslint-disable-next-line no-restricted-imports -- read only by the server and the build, never in the browser; full zod's messages name what is wrong in a post
import { z } from "zod";
import { blogCategories, parseBlogDate } from "./blog.ts";
import { fulfilmentVariants, startLine } from "./fulfilment-blocks.ts";
import { splitFrontmatter } from "./markdown-source.ts";
import { slugPattern } from "./slug.ts";
import type { Fulfilment } from "./shop/fulfilment.ts";

const text = z.string().trim().min(1);
const servicePath = z
  .string()
  .regex(/^\/services(\/[a-z0-9-]+\/[a-z0-9-]+|#[a-z0-9-]+)?$/, "expected /services, /services#anchor or /services/<category>/<service>");
const productPath = z.string().regex(/^\/products\/[a-z0-9-]+$/, "expected /products/<handle>");
const customText = text.max(300).optional();

/** A post's call-to-action types: booking, call, chat, a service (its path) or a product (its path). Call and chat reach the founder through the phone and chat assistants. */
export const blogCtaSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("booking"), customText }).strict(),
  z.object({ type: z.literal("call"), customText }).strict(),
  z.object({ type: z.literal("chat"), customText }).strict(),
  z.object({ type: z.literal("service"), servicePath, customText }).strict(),
  z.object({ type: z.literal("product"), productPath, customText }).strict(),
]);

export type BlogCta = z.infer<typeof blogCtaSchema>;

export const productModuleSchema = z
  .object({
    title: text.max(80),
    products: z
      .array(z.object({ name: text.max(80), link: productPath, description: text.max(200) }).strict())
      .min(1)
      .max(6),
  })
  .strict();

export type ProductModule = z.infer<typeof productModuleSchema>;

export const blogFrontmatterSchema = z
  .object({
    slug: z.string().regex(slugPattern, "expected a lowercase slug such as my-post"),
    title: text.max(110),
    excerpt: text.min(60).max(220),
    category: z.enum(blogCategories),
    date: z.string().refine((value) => parseBlogDate(value) !== undefined, "expected a date such as 'April 20, 2025'"),
    readTime: z.string().regex(/^[1-9]\d? min read$/, "expected a read time such as '5 min read'"),
    imageAlt: text.max(160),
    cta: blogCtaSchema,
    productModule: productModuleSchema.optional(),
  })
  .strict();

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** The body as each shop setup reads it (`::: pickup` / `::: shipping` blocks resolved, lib/fulfilment-blocks.ts). */
export type BlogSource = { frontmatter: BlogFrontmatter; body: string; bodies: Record<Fulfilment, string> };

/** Split and validate one post file; throws with the file name and every problem found. */
export function parseBlogFile(file: string, raw: string): BlogSource {
  const { head, body } = splitFrontmatter(file, raw);
  let data: unknown;
  try {
    data = parseYaml(head);
  } catch (error) {
    throw new Error(`${file}: frontmatter is not valid YAML (${(error as Error).message})`);
  }
  const result = blogFrontmatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`).join("\n");
    throw new Error(`${file}: invalid frontmatter\n${problems}`);
  }
  const expectedName = `${result.data.slug}.md`;
  if (!file.endsWith(`/${expectedName}`) && file !== expectedName) {
    throw new Error(`${file}: the file must be named after its slug (${expectedName})`);
  }
  const { pickup, shipping } = fulfilmentVariants(file, body, startLine(raw, body));
  return { frontmatter: result.data, body: body.trim(), bodies: { pickup: pickup.trim(), shipping: shipping.trim() } };
}

export type BlogBodyParts = { introduction: string; sections: { heading: string; markdown: string }[] };

/** The introduction is everything before the first `## ` heading; each `## ` starts a section. */
export function splitBody(body: string): BlogBodyParts {
  const lines = body.split(/\r?\n/);
  const intro: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  for (const line of lines) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.push({ heading: (heading[1] ?? "").trim(), lines: [] });
    else if (sections.length) sections[sections.length - 1]?.lines.push(line);
    else intro.push(line);
  }
  return {
    introduction: intro.join("\n").trim(),
    sections: sections.map((section) => ({ heading: section.heading, markdown: section.lines.join("\n").trim() })),
  };
}
