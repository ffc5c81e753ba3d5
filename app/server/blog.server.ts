/**
 * The blog as the pages need it: the posts of the database (blog-posts.server.ts) rendered from Markdown to
 * HTML on the server (once per saved version of a post), never in the browser. A post is rendered per shop
 * setup, since its `::: pickup` and `::: shipping` blocks may change its sections (lib/fulfilment-blocks.ts);
 * loaders ask for the setup fulfilment() names.
 */
import { Marked, type Tokens } from "marked";
import { escapeMarkup } from "../lib/escape-markup.ts";
import { salon } from "~/config/salon";
import { catalogueProducts } from "~/content/catalogue";
import {
  blogWidgets,
  countWords,
  type BlogBodyPart,
  type BlogCtaView,
  type BlogPost,
  type BlogPostSummary,
  type BlogProductImage,
  type BlogWidget,
} from "~/lib/blog";
import { splitBody, type BlogCta, type ProductModule } from "~/lib/blog-frontmatter";
import { fulfilmentVariants } from "~/lib/fulfilment-blocks";
import { headingId } from "~/lib/markdown-source";
import { ownPath } from "~/lib/seo/site-url";
import type { Fulfilment } from "~/lib/shop/fulfilment";
import { answersFromForm, quizIncompleteMessage, scoreQuiz, type QuizSubmission, type QuizView } from "~/lib/hair-type-quiz";
import { hairTypeQuiz } from "~/content/hair-type-quiz";
import { guideForPost } from "~/content/lead-magnets";
import type { LoadedBlogSource } from "./blog-source.server";
import { postStamp, postSummary, shownPosts, type StoredPost } from "./blog-posts.server";
import { liveServiceHref, shownService, type ServiceMenu } from "./service-menu.server";


const markdown = new Marked({
  gfm: true,
  renderer: {
    // Our own pages stay in the tab; anything else opens in a new one and says so.
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const titleAttribute = title ? ` title="${escapeMarkup(title)}"` : "";
      if (href.startsWith("/") || href.startsWith("#")) return `<a href="${escapeMarkup(href)}"${titleAttribute}>${text}</a>`;
      return `<a href="${escapeMarkup(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> (opens in a new tab)</span></a>`;
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

/** A service link as the menu stands now: to the page while the service is shown (named by its page heading), otherwise to the whole menu. */
function serviceLink(menu: ServiceMenu, path: string): { href: string; title: string } {
  const href = liveServiceHref(menu, path);
  const detail = /^\/services\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(href);
  if (detail) return { href, title: shownService(menu, detail[1] ?? "", detail[2] ?? "")?.page?.title ?? "Our services" };
  const anchor = /^\/services#([a-z0-9-]+)$/.exec(href)?.[1];
  return { href, title: menu.shown.find((section) => section.slug === anchor)?.title ?? "Services & prices" };
}

const productHandle = (path: string) => /^\/products\/([a-z0-9-]+)$/.exec(path)?.[1];

/** A product as the shop sells it now: null when the owner has hidden or deleted it, undefined when the storefront could not say. */
export type ShopProduct = { title: string; image?: BlogProductImage } | null | undefined;

/** How a page asks the shop about one product (the storefront client's `product`). */
export type ProductLookup = (handle: string) => Promise<{ product: { title: string; images: { nodes: { url: string; width?: number | null; height?: number | null }[] } } | null; error: string | null }>;

/** The named products as the shop sells them now, each asked once (the storefront keeps its answers per content revision). */
export async function shopProducts(lookup: ProductLookup, handles: string[]): Promise<Map<string, ShopProduct>> {
  const unique = [...new Set(handles)];
  const answers = await Promise.all(
    unique.map(async (handle): Promise<ShopProduct> => {
      const { product, error } = await lookup(handle);
      if (error) return undefined;
      if (!product) return null;
      const photo = product.images.nodes[0];
      return { title: product.title, ...(photo?.width && photo.height ? { image: { src: ownPath(photo.url), width: photo.width, height: photo.height } } : {}) };
    }),
  );
  return new Map(unique.map((handle, index) => [handle, answers[index]]));
}

/** While the storefront cannot answer, a product keeps the name it was first stocked under (and no picture). */
const seedTitle = (handle: string) => catalogueProducts.find((product) => product.handle === handle)?.title;

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
  // The service's name and whether it is still shown come from the menu as it stands (postWithMenu).
  if (cta.type === "service") return { type: cta.type, text, link: { href: cta.servicePath, title: "Our services" } };
  if (cta.type === "product") return { type: cta.type, text, link: { href: cta.productPath, title: seedTitle(productHandle(cta.productPath) ?? "") ?? "From our shop" } };
  return { type: cta.type, text };
}

/** What a post page is made from: its card's facts, its Markdown and its widgets. */
export type PostText = { summary: BlogPostSummary; body: string; cta: BlogCta; productModule: ProductModule | null };

/** A repository file as a post (the seed's content checks read the files this way). */
export function sourcePostText(source: LoadedBlogSource): PostText {
  const fm = source.frontmatter;
  return {
    summary: source.summary,
    body: source.body,
    cta: fm.cta,
    productModule: fm.productModule ?? null,
  };
}

export const storedPostText = (post: StoredPost): PostText => ({ summary: postSummary(post), body: post.body, cta: post.cta, productModule: post.productModule });

/** The author's line: the founder with her role, anyone else as writing for the salon. */
function authorOf(name: string): BlogPost["author"] {
  return { name, role: name === founder ? salon.founder.role : `writing for ${salon.shortName}` };
}

/** A post as this shop setup reads it: Markdown to HTML, sections with their ids, the widgets in place. */
export function renderPost(text: PostText, fulfilment: Fulfilment): BlogPost {
  const { summary } = text;
  const file = `post ${summary.slug}`;
  const body = splitBody(fulfilmentVariants(file, text.body)[fulfilment].trim());
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
    author: authorOf(summary.author),
    introduction: bodyParts(file, body.introduction),
    sections,
    ...(text.productModule
      ? {
          productModule: {
            title: text.productModule.title,
            products: text.productModule.products.map((item) => ({ name: item.name, href: item.link, description: item.description })),
          },
        }
      : {}),
    cta: ctaView(text.cta),
    wordCount,
  };
}

/** Rendered posts, by shop setup and saved version: a save renders the post again, nothing else does. */
const rendered: Record<Fulfilment, Map<string, { stamp: string; post: BlogPost }>> = { pickup: new Map(), shipping: new Map() };

function renderStored(post: StoredPost, fulfilment: Fulfilment): BlogPost {
  const stamp = `${postStamp(post)}@${post.publishAt?.getTime() ?? "draft"}`;
  const kept = rendered[fulfilment].get(post.slug);
  if (kept?.stamp === stamp) return kept.post;
  const page = renderPost(storedPostText(post), fulfilment);
  rendered[fulfilment].set(post.slug, { stamp, post: page });
  return page;
}

/** One post a visitor may read now, by slug, as this shop setup reads it; undefined for a draft, a scheduled or a deleted post. */
export async function findBlogPost(slug: string, fulfilment: Fulfilment, now = new Date()): Promise<BlogPost | undefined> {
  const post = (await shownPosts(now)).find((candidate) => candidate.slug === slug);
  return post && renderStored(post, fulfilment);
}

/** A link in a post's text to one of the shop's products, as the Markdown renderer above writes it. */
const productAnchor = /<a href="\/products\/([a-z0-9-]+)"[^>]*>([\s\S]*?)<\/a>/g;

const partsOf = (post: BlogPost) => [...post.introduction, ...post.sections.flatMap((section) => section.parts)];

/** Product handles a post names (its product module, a product CTA and links in its text), to ask the shop about. */
export function productHandlesOf(post: BlogPost): string[] {
  const paths = [...(post.productModule?.products.map((product) => product.href) ?? []), ...(post.cta.type === "product" && post.cta.link ? [post.cta.link.href] : [])];
  const linked = partsOf(post).flatMap((part) => (part.kind === "html" ? [...part.html.matchAll(productAnchor)].map((match) => match[1] ?? "") : []));
  return [...paths.flatMap((path) => productHandle(path) ?? []), ...linked];
}

/** A sentence about a product the owner has hidden or deleted keeps its words but no longer links to a missing page. */
function withoutGoneLinks(parts: BlogBodyPart[], products: Map<string, ShopProduct>): BlogBodyPart[] {
  return parts.map((part) =>
    part.kind === "html" ? { kind: "html", html: part.html.replace(productAnchor, (anchor, handle: string, text: string) => (products.get(handle) === null ? text : anchor)) } : part,
  );
}

/**
 * The post as the shop stands now: the module's products with the owner's first photo, a hidden or deleted
 * one left out (and the module with it when none is left), a product CTA naming the product by the owner's
 * title or, when it is gone, pointing to the collections; a link in the text to a gone product becomes plain words.
 */
export function postWithShop(post: BlogPost, products: Map<string, ShopProduct>): BlogPost {
  const now = (path: string) => products.get(productHandle(path) ?? "");
  const moduleProducts = (post.productModule?.products ?? []).flatMap((item) => {
    const product = now(item.href);
    if (product === null) return [];
    return [{ name: item.name, href: item.href, description: item.description, ...(product?.image ? { image: product.image } : {}) }];
  });
  const { productModule, ...rest } = post;
  const link = post.cta.type === "product" ? post.cta.link : undefined;
  const ctaProduct = link && now(link.href);
  const cta =
    !link || ctaProduct === undefined
      ? post.cta
      : { ...post.cta, link: ctaProduct ? { href: link.href, title: ctaProduct.title } : { href: "/collections", title: "Browse the shop" } };
  return {
    ...rest,
    introduction: withoutGoneLinks(post.introduction, products),
    sections: post.sections.map((section) => ({ ...section, parts: withoutGoneLinks(section.parts, products) })),
    ...(productModule && moduleProducts.length ? { productModule: { title: productModule.title, products: moduleProducts } } : {}),
    cta,
  };
}

/** A link in a post's text to a service page, as the Markdown renderer above writes it. */
const serviceAnchor = /<a href="(\/services\/[a-z0-9-]+\/[a-z0-9-]+)"/g;

/**
 * The post as the menu stands now: a link in its text or its call to action to a service the owner has hidden or
 * deleted goes to the whole menu instead, and the call to action names the service by its page's heading.
 */
export function postWithMenu(post: BlogPost, menu: ServiceMenu): BlogPost {
  const live = (parts: BlogBodyPart[]): BlogBodyPart[] =>
    parts.map((part) => (part.kind === "html" ? { kind: "html", html: part.html.replace(serviceAnchor, (_anchor, href: string) => `<a href="${liveServiceHref(menu, href)}"`) } : part));
  return {
    ...post,
    introduction: live(post.introduction),
    sections: post.sections.map((section) => ({ ...section, parts: live(section.parts) })),
    cta: post.cta.type === "service" && post.cta.link ? { ...post.cta, link: serviceLink(menu, post.cta.link.href) } : post.cta,
  };
}

/** Every post a visitor may read now, newest first: /blog, the feed, the sitemap, related posts. */
export async function blogPostSummaries(now = new Date()): Promise<BlogPostSummary[]> {
  return (await shownPosts(now)).map((post) => postSummary(post, now));
}

/** The newest posts, for the home page teasers. */
export async function latestBlogPosts(count: number): Promise<BlogPostSummary[]> {
  return (await blogPostSummaries()).slice(0, count);
}

/** Every product the hair-type quiz may recommend. */
export const quizProductHandles = (): string[] => hairTypeQuiz.outcomes.flatMap((outcome) => outcome.productHandles);

/** The hair-type quiz with every outcome's products (as the shop sells them now, hidden ones left out) and service (as the menu shows it now) resolved to titled links. */
export function hairTypeQuizView(products: Map<string, ShopProduct>, menu: ServiceMenu): QuizView {
  return {
    questions: hairTypeQuiz.questions.map((q) => ({
      id: q.id,
      question: q.question,
      options: q.options.map((o) => ({ label: o.label, outcome: o.outcome })),
    })),
    outcomes: hairTypeQuiz.outcomes.map((outcome) => ({
      id: outcome.id,
      title: outcome.title,
      summary: outcome.summary,
      routine: outcome.routine,
      products: outcome.productHandles.flatMap((handle) => {
        const product = products.get(handle);
        if (product === null) return [];
        return [{ title: product?.title ?? seedTitle(handle) ?? handle, href: `/products/${handle}` }];
      }),
      service: serviceLink(menu, outcome.servicePath),
    })),
  };
}

/** Score a posted quiz form on the server (the quiz without JavaScript). */
export function scoreQuizForm(form: FormData): QuizSubmission {
  const answers = answersFromForm(hairTypeQuiz, form);
  const outcome = scoreQuiz(hairTypeQuiz, answers);
  return outcome ? { outcomeId: outcome.id, answers } : { error: quizIncompleteMessage(hairTypeQuiz.questions.length), answers };
}

export function postHasWidget(post: BlogPost, widget: BlogWidget): boolean {
  return partsOf(post).some(
    (part) => part.kind === "widget" && part.widget === widget,
  );
}

/** The free guide a post offers in its lead-magnet form (see `guideForPost`). */
export function leadMagnetFor(post: Pick<BlogPost, "slug">): { title: string; slug: string; description: string } {
  const guide = guideForPost(post.slug);
  return { title: guide.title, slug: guide.slug, description: guide.intro };
}
