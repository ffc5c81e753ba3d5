/**
 * The four policy pages, written in Markdown with frontmatter under
 * app/content/policies/. Files are bundled as text at build time and parsed on
 * the server only (the Markdown parser never reaches the browser). Numbers and
 * contact details are {{placeholders}} filled from the salon config, so the
 * policies can never disagree with the rest of the site. Each page is compiled
 * for both shop setups, with its `::: pickup` and `::: shipping` passages
 * (lib/fulfilment-blocks.ts); loaders ask for the setup fulfilment() names.
 */
import { Marked, type Token, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { fulfilmentVariants, startLine } from "../lib/fulfilment-blocks.ts";
import { headingId, splitFrontmatter } from "../lib/markdown-source.ts";
import { fillPlaceholders } from "../lib/placeholders.ts";
import { placeholderValues } from "../lib/salon-placeholders.ts";
import type { Fulfilment } from "../lib/shop/fulfilment.ts";

// "pickup" is the embedded shop's reading of /policies/shipping (click and collect only; lib/shop/fulfilment.ts).
export const policySlugs = ["shipping", "pickup", "returns", "privacy", "terms"] as const;
export type PolicySlug = (typeof policySlugs)[number];

const frontmatterSchema = z.object({
  title: z.string().min(3).max(60),
  path: z.enum(["/policies/shipping", "/policies/returns", "/privacy", "/terms"]),
  description: z.string().min(50).max(400),
  updated: z
    .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .transform((value) => (typeof value === "string" ? value : value.toISOString().slice(0, 10))),
});

export type Policy = z.infer<typeof frontmatterSchema> & {
  slug: PolicySlug;
  html: string;
  headings: { id: string; text: string }[];
};

type WithParser = { parser: { parseInline: (tokens: Token[]) => string } };

function render(markdown: string) {
  const headings: Policy["headings"] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: WithParser, { tokens, depth, text }: Tokens.Heading): string {
        const inner = this.parser.parseInline(tokens);
        const id = headingId(text);
        if (depth === 2) headings.push({ id, text });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      table(this: WithParser, token: Tokens.Table): string {
        // Wide tables scroll inside their own box on phones instead of widening the page.
        const cell = (c: Tokens.TableCell, tag: "th" | "td"): string =>
          `<${tag}${tag === "th" ? ' scope="col"' : ""}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        const head = `<tr>${token.header.map((c) => cell(c, "th")).join("")}</tr>`;
        const body = token.rows.map((row) => `<tr>${row.map((c) => cell(c, "td")).join("")}</tr>`).join("");
        return `<div class="policy-table" role="region" aria-label="Scrollable table" tabindex="0"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, headings };
}

/**
 * What the owner writes of a policy, placeholders and setup blocks as typed: its title, the description
 * search results show, and its Markdown. The address is the page's own; the date is the day it last changed.
 */
export type PolicyWords = { title: string; description: string; body: string };

/** The address of each policy page (both readings of the shipping page share one). */
export const policyPaths = {
  shipping: "/policies/shipping",
  pickup: "/policies/shipping",
  returns: "/policies/returns",
  privacy: "/privacy",
  terms: "/terms",
} as const satisfies Record<PolicySlug, Policy["path"]>;

/**
 * Render a policy as each shop setup reads it. `source` names it in an error ("terms.md", "the saved
 * policy") and `bodyLine` is the line its body starts on there, so a bad block is found by its line.
 */
export function compilePolicy(
  slug: PolicySlug,
  page: PolicyWords & { path: string; updated: unknown },
  source = `${slug}.md`,
  bodyLine = 1,
): Record<Fulfilment, Policy> {
  const bodies = fulfilmentVariants(source, page.body, bodyLine);
  const forSetup = (fulfilment: Fulfilment): Policy => {
    const values = placeholderValues(fulfilment);
    const parsed = frontmatterSchema.safeParse({
      title: fillPlaceholders(page.title, values, source),
      description: fillPlaceholders(page.description, values, source),
      path: page.path,
      updated: page.updated,
    });
    if (!parsed.success) {
      throw new Error(`${source} frontmatter: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    }
    const { html, headings } = render(fillPlaceholders(bodies[fulfilment], values, source));
    return { ...parsed.data, slug, html, headings };
  };
  return { pickup: forSetup("pickup"), shipping: forSetup("shipping") };
}

/** A policy file's frontmatter, read as written: placeholders stay as typed until the page is compiled. */
function frontmatterOf(file: string, head: string): PolicyWords & { path: string; updated: unknown } {
  const front: unknown = parseYaml(head);
  const text = (name: string) => {
    const value = front && typeof front === "object" ? (front as Record<string, unknown>)[name] : undefined;
    return typeof value === "string" ? value : "";
  };
  const updated = front && typeof front === "object" ? (front as Record<string, unknown>).updated : undefined;
  if (!updated) throw new Error(`${file} frontmatter: updated is missing`);
  return { title: text("title"), description: text("description"), path: text("path"), updated, body: "" };
}

/** Split "---\nyaml\n---\nbody", validate the frontmatter and render the page as each shop setup reads it. */
export function parsePolicy(slug: PolicySlug, raw: string): Record<Fulfilment, Policy> {
  const file = `${slug}.md`;
  const { head, body } = splitFrontmatter(file, raw);
  return compilePolicy(slug, { ...frontmatterOf(file, head), body }, file, startLine(raw, body));
}

const files = import.meta.glob("/app/content/policies/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

/** The file of a policy, from the repository's Markdown (the first-run default). */
function fileOf(slug: PolicySlug): string {
  const raw = Object.entries(files).find(([file]) => file.endsWith(`/${slug}.md`))?.[1];
  if (raw === undefined) throw new Error(`Missing policy app/content/policies/${slug}.md`);
  return raw;
}

/** A policy's words as its file writes them, with the day the file says it was updated ("2026-11-22"). */
export function policyFileWords(slug: PolicySlug): { words: PolicyWords; updated: string } {
  const file = `${slug}.md`;
  const { head, body } = splitFrontmatter(file, fileOf(slug));
  const { title, description } = frontmatterOf(file, head);
  return { words: { title, description, body }, updated: parsePolicy(slug, fileOf(slug)).pickup.updated };
}

function loadAll(): Map<PolicySlug, Record<Fulfilment, Policy>> {
  const policies = new Map<PolicySlug, Record<Fulfilment, Policy>>();
  for (const file of Object.keys(files)) {
    const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
    if (!(policySlugs as readonly string[]).includes(slug)) throw new Error(`Unexpected policy file ${file}`);
  }
  for (const slug of policySlugs) policies.set(slug, parsePolicy(slug, fileOf(slug)));
  return policies;
}

let cache: Map<PolicySlug, Record<Fulfilment, Policy>> | undefined;

/**
 * A policy page as its file in the repository writes it, in this shop setup: the first-run default of the
 * pages (the owner's saved words are read by site-words.server.ts) and what the assistant's index is built from.
 */
export function policy(slug: PolicySlug, fulfilment: Fulfilment): Policy {
  cache ??= loadAll();
  const found = cache.get(slug);
  if (!found) throw new Error(`Missing policy ${slug}`);
  return found[fulfilment];
}
