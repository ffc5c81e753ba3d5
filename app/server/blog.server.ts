/**
 * The blog as the pages need it: posts rendered from Markdown to HTML on the
 * server (at build time for the prerendered pages), never in the browser.
 */
import { Marked, type Tokens } from "marked";
import { salon } from "~/config/salon";
import { catalogueProducts } from "~/content/catalogue";
import { serviceCategories, findServiceDetail } from "~/content/services";
import {
  blogWidgets,
  countWords,
  headingId,
  type BlogBodyPart,
  type BlogCtaView,
  type BlogPost,
  type BlogPostSummary,
  type BlogWidget,
} from "~/lib/blog";
import { splitBody, type BlogCta } from "~/lib/blog-frontmatter";
import { blogSources, blogSummaries, type LoadedBlogSource } from "./blog-source.server";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const markdown = new Marked({
  gfm: true,
  renderer: {
    // Our own pages stay in the tab; anything else opens in a new one and says so.
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : "";
      if (href.startsWith("/") || href.startsWith("#")) return `<a href="${escapeAttribute(href)}"${titleAttribute}>${text}</a>`;
      return `<a href="${escapeAttribute(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> (opens in a new tab)</span></a>`;
    },
    // Inside a section the outline continues at h3.
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, Math.max(3, depth));
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

function toHtml(source: string): string {
  return markdown.parse(source, { async: false });
}

const widgetLine = /^::([a-z-]+)\s*$/;

/** Markdown with `::widget` lines → HTML parts with the widgets between them. */
function bodyParts(file: string, source: string): BlogBodyPart[] {
  const parts: BlogBodyPart[] = [];
  let buffer: string[] = [];
  const flush = () => {
    const text = buffer.join("\n").trim();
    if (text) parts.push({ kind: "html", html: toHtml(text) });
    buffer = [];
  };
  for (const line of source.split(/\r?\n/)) {
    const widget = widgetLine.exec(line.trim());
    if (widget) {
      const name = widget[1] ?? "";
      if (!(blogWidgets as readonly string[]).includes(name)) throw new Error(`${file}: unknown widget ::${name}`);
      flush();
      parts.push({ kind: "widget", widget: name as BlogWidget });
    } else {
      buffer.push(line);
    }
  }
  flush();
  return parts;
}

function serviceLabel(path: string): string {
  const detail = /^\/services\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(path);
  if (detail) return findServiceDetail(detail[1] ?? "", detail[2] ?? "")?.title ?? "View the service";
  const anchor = /^\/services#([a-z0-9-]+)$/.exec(path)?.[1];
  const category = serviceCategories.find((c) => c.slug === anchor);
  return category ? `See ${category.title}` : "See services & prices";
}

function productByPath(path: string) {
  const handle = /^\/products\/([a-z0-9-]+)$/.exec(path)?.[1];
  return catalogueProducts.find((product) => product.handle === handle);
}

const founder = salon.founder.firstName;

const defaultCtaText: Record<BlogCta["type"], string> = {
  booking: `Ready for hair that behaves as well as it looks? Book in with ${founder} and we'll plan it together.`,
  call: `Questions about your hair? Call the salon any time: our phone assistant answers 24/7 and ${founder} calls back on detailed messages.`,
  chat: `Ask our chat assistant about your hair, day or night, and ${founder} will follow up personally on the detailed questions.`,
  service: "See what's included, how long it takes and what it costs.",
  product: "The product I recommend most often for exactly this.",
};

function ctaView(cta: BlogCta): BlogCtaView {
  const text = cta.customText ?? defaultCtaText[cta.type];
  if (cta.type === "service") return { type: cta.type, text, link: { href: cta.servicePath, label: serviceLabel(cta.servicePath) } };
  if (cta.type === "product") {
    const product = productByPath(cta.productPath);
    return { type: cta.type, text, link: { href: cta.productPath, label: product ? `Shop ${product.title}` : "Shop the product" } };
  }
  return { type: cta.type, text };
}

function renderPost(source: LoadedBlogSource): BlogPost {
  const { frontmatter: fm, summary, file } = source;
  const body = splitBody(source.body);
  const usedIds = new Set<string>();
  const sections = body.sections.map((section) => {
    let id = headingId(section.heading) || "section";
    while (usedIds.has(id)) id = `${id}-2`;
    usedIds.add(id);
    return { id, heading: section.heading, parts: bodyParts(file, section.markdown) };
  });
  const wordCount = countWords([body.introduction, ...body.sections.map((section) => section.markdown)].join("\n"));
  return {
    ...summary,
    author: { name: founder, role: salon.founder.role },
    introduction: bodyParts(file, body.introduction),
    sections,
    ...(fm.productModule
      ? {
          productModule: {
            title: fm.productModule.title,
            products: fm.productModule.products.map((item) => {
              const image = productByPath(item.link)?.images[0];
              return { name: item.name, href: item.link, description: item.description, ...(image ? { image } : {}) };
            }),
          },
        }
      : {}),
    cta: ctaView(fm.cta),
    wordCount,
  };
}

const rendered = new Map<string, BlogPost>();

/** One post by slug, rendered once and kept. */
export function findBlogPost(slug: string): BlogPost | undefined {
  const cachedPost = rendered.get(slug);
  if (cachedPost) return cachedPost;
  const source = blogSources().find((candidate) => candidate.summary.slug === slug);
  if (!source) return undefined;
  const post = renderPost(source);
  rendered.set(slug, post);
  return post;
}

/** Every post, rendered (content checks and the feed). */
export function allBlogPosts(): BlogPost[] {
  return blogSummaries().map((summary) => findBlogPost(summary.slug)).filter((post): post is BlogPost => post !== undefined);
}

export function blogPostSummaries(): BlogPostSummary[] {
  return blogSummaries();
}

/** The newest posts, for the home page teasers. */
export function latestBlogPosts(count: number): BlogPostSummary[] {
  return blogSummaries().slice(0, count);
}
