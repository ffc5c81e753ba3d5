/**
 * Everything the assistant may say, gathered from the content the site already
 * publishes: the service menu and its pages (as the owner keeps them), the FAQs, the policies, the
 * salon facts from the config, the local pages, the shop's catalogue and the blog.
 * Each document carries the answer it gives (quoting the price, duration or rule)
 * and the page that says more. Nothing here is written for the assistant alone,
 * so a fact changed in its one place changes the answer too.
 * (Relative imports only: react-router.config.ts builds the index at build time,
 * outside Vite's aliases.)
 */
import { booking, formattedAddress, salon } from "../../config/salon.ts";
import { areas } from "../../content/areas.ts";
import { blogFaqs } from "../../content/blog-faqs.ts";
import { catalogueProducts } from "../../content/catalogue.ts";
import { faqFor, servicesFaqs, type Faq } from "../../content/faqs.ts";
import { suburbs } from "../../content/suburbs.ts";
import { splitBody } from "../../lib/blog-frontmatter.ts";
import { filledPage, servicePagePath, type MenuSection, type MenuService } from "../../lib/service-menu.ts";
import { wording, type Fulfilment } from "../../lib/shop/fulfilment.ts";
import { blogSources } from "../blog-source.server.ts";
import { policy, policySlugs, type Policy, type PolicySlug } from "../policies.server.ts";

export type AssistantLink = { href: string; label: string };

/** What kind of content a document is: facts rank above articles that merely mention them. */
export type AssistantDocKind = "service" | "menu" | "faq" | "policy" | "fact" | "hours" | "place" | "product" | "article";

export type AssistantDoc = {
  id: string;
  kind: AssistantDocKind;
  /** What the document is about, as a visitor would name it. */
  title: string;
  /** Other names and the kinds of question it answers ("price", "parking"). */
  keywords: string;
  /** The longer text that is searched but not shown. */
  body: string;
  /** The answer as shown: quotes the fact itself. Empty for documents answered live (hours). */
  answer: string;
  links: AssistantLink[];
  /** Answered from live data at question time rather than from the build: the week's hours, or the product as the shop sells it now. */
  live?: "hours" | "product";
};

/** The first sentences of a text, up to about `max` characters, never cut mid-sentence. */
export function firstSentences(text: string, max = 320): string {
  // A sentence ends at a stop followed by a space, so "$9.95" stays whole.
  const sentences = text.replace(/\s+/g, " ").trim().match(/.+?[.!?](?=\s|$)\s*|.+$/g) ?? [];
  let out = "";
  for (const sentence of sentences) {
    if (out && (out + sentence).length > max) break;
    out += sentence;
  }
  return out.trim();
}

/** Markdown or HTML to plain text, for searching and quoting. */
export function plainText(source: string): string {
  return source
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z]+;/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^::.*$/gm, "")
    .replace(/[*_`#>|]+/g, " ")
    .replace(/^-{3,}$/gm, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function itemFacts(item: MenuService): string {
  return item.duration ? `${item.price}, ${item.duration}` : item.price;
}

/** The menu as visitors see it now: a document for the whole menu, one per category, one per service and per service FAQ. */
function serviceDocs(sections: readonly MenuSection[]): AssistantDoc[] {
  const docs: AssistantDoc[] = [];
  docs.push({
    id: "menu-overview",
    kind: "menu",
    title: "Services and prices menu",
    keywords: "what services offer menu list do you do",
    body: sections.map((category) => category.title).join(", "),
    answer: `Our menu covers ${sections.map((category) => category.title).join(", ")}. Every service is listed with its price and time on the services page.`,
    links: [{ href: "/services", label: "Services and prices" }],
  });
  for (const category of sections) {
    const detailed = category.services.filter((item) => item.page);
    docs.push({
      id: `menu-${category.slug}`,
      kind: "menu",
      title: category.title,
      keywords: `${category.slug.replace(/-/g, " ")} price prices cost menu options`,
      body: `${category.intro} ${category.services.map((item) => item.title).join(", ")}`,
      answer: `${category.title}: ${category.services.map((item) => `${item.title} ${itemFacts(item)}`).join("; ")}.`,
      links: [
        ...detailed.slice(0, 3).map((item) => ({ href: servicePagePath(item), label: item.title })),
        { href: `/services#${category.slug}`, label: `${category.title} on the menu` },
      ],
    });
    for (const item of category.services) {
      const page = item.page ? filledPage(item.page, item) : undefined;
      const href = page ? servicePagePath(item) : `/services#${category.slug}`;
      docs.push({
        id: `service-${category.slug}-${item.slug}`,
        kind: "service",
        title: item.title,
        keywords: `${category.title} ${item.subtitle ?? ""} price cost ${item.duration ? "duration takes" : ""}`,
        body: [item.description, page?.tagline, page?.whatsIncluded.join(" "), page?.whoItsFor.join(" ")].filter(Boolean).join(" "),
        answer: `${item.title}${item.subtitle ? ` (${item.subtitle.toLowerCase()})` : ""}: ${item.price}${item.duration ? `, ${item.duration} in the chair` : ""}. ${item.description}`,
        links: [{ href, label: page ? page.title : `${category.title} on the menu` }],
      });
      for (const [index, faq] of (page?.faqs ?? []).entries()) {
        docs.push({
          id: `service-faq-${item.slug}-${index}`,
          kind: "faq",
          title: faq.question,
          keywords: `${item.title} ${category.title}`,
          body: faq.answer,
          // A question asked on a service page is answered with the service's price and time too.
          answer: `${faq.answer} (${item.title}: ${itemFacts(item)}.)`,
          links: [{ href, label: page!.title }],
        });
      }
    }
  }
  return docs;
}

/** The owner's FAQs and policy pages as a visitor reads them in one shop setup: what the assistant answers from. */
export type OwnerWords = { faqs: readonly Faq[]; policies: readonly Policy[] };

/** The shop's delivery page is the pick-up page or the shipping policy, never both (lib/shop/fulfilment.ts). */
export function shownPolicySlugs(fulfilment: Fulfilment): PolicySlug[] {
  const notHere: PolicySlug = fulfilment === "pickup" ? "shipping" : "pickup";
  return policySlugs.filter((slug) => slug !== notHere);
}

/** The words the repository starts with: the build's index is made from them, and the first start seeds them. */
export function fileWords(fulfilment: Fulfilment): OwnerWords {
  return { faqs: servicesFaqs.map((faq) => faqFor(faq, fulfilment)), policies: shownPolicySlugs(fulfilment).map((slug) => policy(slug, fulfilment)) };
}

function faqDocs(fulfilment: Fulfilment, faqs: readonly Faq[]): AssistantDoc[] {
  return [
    ...faqs.map((faq) => ({
      id: faq.id,
      kind: "faq" as const,
      title: faq.question,
      keywords: faq.category,
      body: faq.answer,
      answer: faq.answer,
      links: faq.relatedLinks.map((link) => ({ href: link.url, label: link.text })),
    })),
    ...blogFaqs.map((faq) => ({
      id: faq.id,
      kind: "faq" as const,
      title: faq.question,
      keywords: "",
      body: wording(faq.answer, fulfilment),
      answer: wording(faq.answer, fulfilment),
      links: [{ href: faq.link.href, label: faq.link.text.replace(/^Read: /, "") }],
    })),
  ];
}

/** Each policy page cut at its section headings: each section answers on its own. */
function policyDocs(policies: readonly Policy[]): AssistantDoc[] {
  return policies.flatMap((page) => {
    const slug = page.slug;
    const parts = page.html.split(/<h2[^>]*>/).slice(1);
    return parts.map((part, index) => {
      const [headingHtml = "", rest = ""] = part.split(/<\/h2>/);
      const heading = plainText(headingHtml);
      const id = page.headings.find((h) => h.text === heading)?.id;
      const text = plainText(rest);
      return {
        id: `policy-${slug}-${index}`,
        kind: "policy" as const,
        title: `${page.title}: ${heading}`,
        keywords: slug,
        body: text,
        // The whole section: the answer quotes the sentences that match the question (engine.server.ts).
        answer: text,
        links: [{ href: id ? `${page.path}#${id}` : page.path, label: `${page.title}: ${heading}` }],
      };
    });
  });
}

function factDocs(): AssistantDoc[] {
  const phone = salon.phone.display;
  return [
    {
      id: "fact-hours",
      kind: "hours",
      title: "Opening hours",
      keywords: "open opening close hours trading monday tuesday wednesday thursday friday saturday sunday evening today",
      body: "When is the salon open and what are the opening times each day of the week",
      answer: "",
      links: [{ href: "/contact", label: "Hours, map and contact details" }],
      live: "hours",
    },
    {
      id: "fact-address",
      kind: "fact",
      title: "Address and directions",
      keywords: "address where located location find directions map shop wheelchair access step-free",
      body: `${salon.name} ${formattedAddress}`,
      answer: `You'll find us at ${formattedAddress}, with free parking at the shops right outside and step-free access.`,
      links: [{ href: "/contact", label: "Map and directions" }],
    },
    {
      id: "fact-contact",
      kind: "fact",
      title: "Phone number and e-mail",
      keywords: "phone call ring number contact email e-mail text sms message talk person human",
      body: "How to reach the salon by phone, text or e-mail",
      answer: `Call us on ${phone}, text ${salon.sms.display} or e-mail ${salon.email}.`,
      links: [{ href: "/contact", label: "Contact us" }],
    },
    {
      id: "fact-booking",
      kind: "fact",
      title: "Booking an appointment online",
      keywords: "book booking appointment online available availability slot free spot",
      body: "Book online, see free times, make an appointment",
      answer: `Book online any time: the booking page shows every free slot. For colour or smoothing book ${booking.leadTimes.colourOrSmoothing} ahead, for cuts ${booking.leadTimes.cuts}.`,
      links: [
        { href: "/booking", label: "Book an appointment" },
        { href: salon.bookingUrl, label: "Online booking (opens the booking site)" },
      ],
    },
    {
      id: "fact-founder",
      kind: "fact",
      title: `${salon.founder.firstName}, ${salon.founder.role}`,
      keywords: "owner stylist who founder experience team staff about",
      body: `The salon opened in ${salon.openedYear}`,
      answer: `${salon.founder.firstName} is the ${salon.founder.role}, with ${salon.founder.experience} of experience; she opened the studio in ${salon.address.locality} in ${salon.openedYear}.`,
      links: [{ href: "/about", label: `About ${salon.shortName}` }],
    },
    {
      id: "fact-reviews",
      kind: "fact",
      title: "Reviews and rating",
      keywords: "reviews rating stars google feedback good",
      body: "What clients say",
      answer: `Clients rate us ${salon.reviewSummary.rating} out of 5 across ${salon.reviewSummary.count} reviews.`,
      links: [{ href: "/reviews", label: "Reviews" }],
    },
  ];
}

function placeDocs(): AssistantDoc[] {
  const suburbDocs = suburbs.map((suburb) => ({
    id: `place-near-${suburb.slug}`,
    kind: "place" as const,
    title: `${suburb.name} ${suburb.postcode}`,
    keywords: "drive far distance away minutes from travel parking directions near how long",
    body: `${suburb.route} ${suburb.landmarks.join(" ")}`,
    answer:
      suburb.driveTime === "On-site"
        ? `We're right here in ${suburb.name}, at ${formattedAddress}. ${firstSentences(suburb.parking, 200)}`
        : `From ${suburb.name} it's about ${suburb.driveTime} minutes by car to ${formattedAddress}. ${firstSentences(suburb.parking, 200)}`,
    links: [{ href: `/near/${suburb.slug}`, label: `Coming from ${suburb.name}` }],
  }));
  const named = new Set(suburbs.map((suburb) => suburb.name));
  // One drive time per place, the same on /near and /areas. Where a suburb page exists it is the reading given.
  const areaDocs = areas
    .filter((area) => !named.has(area.name))
    .map((area) => ({
      id: `place-area-${area.slug}`,
      kind: "place" as const,
      title: area.fullName,
      keywords: "drive far distance away minutes from travel directions near how long",
      body: area.directionsNote,
      answer: `From ${area.name} it's about ${area.driveTime} minutes by car to ${formattedAddress}. ${firstSentences(area.directionsNote, 200)}`,
      links: [{ href: `/areas/${area.slug}`, label: `Coming from ${area.name}` }],
    }));
  return [...suburbDocs, ...areaDocs];
}

/** A product as the assistant quotes it, from the seed catalogue at build time or from the storefront at answer time. */
export type QuotedProduct = { title: string; vendor: string; description: string; options: { name: string }[]; variants: { price: number; options: { value: string }[] }[] };

function priceOf(product: QuotedProduct): string {
  const prices = product.variants.map((variant) => variant.price);
  const sized = product.options.some((option) => option.name === "Size");
  if (sized) return product.variants.map((variant) => `A$ ${variant.price} (${variant.options.map((o) => o.value).join(", ")})`).join(" or ");
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `A$ ${low}` : `from A$ ${low}`;
}

export const productAnswer = (product: QuotedProduct): string => `${product.title} by ${product.vendor}: ${priceOf(product)}. ${firstSentences(product.description, 220)}`;

/** The product documents' link names the handle the engine asks the shop about at answer time. */
export const productHandleOf = (doc: Pick<AssistantDoc, "links">): string | undefined => /^\/products\/([a-z0-9-]+)$/.exec(doc.links[0]?.href ?? "")?.[1];

function productDocs(): AssistantDoc[] {
  return catalogueProducts.map((product) => ({
    id: `product-${product.handle}`,
    kind: "product" as const,
    title: product.title,
    keywords: `${product.vendor} ${product.productType} ${product.tags.join(" ")} ${product.collections.join(" ").replace(/-/g, " ")} product buy price`,
    body: product.description,
    answer: productAnswer(product),
    links: [{ href: `/products/${product.handle}`, label: product.title }],
    live: "product" as const,
  }));
}

/** A post as the assistant reads it: its Markdown as this shop setup reads it (`::: pickup`/`::: shipping` resolved). */
export type AssistantArticle = { slug: string; title: string; category: string; excerpt: string; markdown: string };

/** The repository's posts: what the database is seeded with, and what the build's index holds. */
export function repositoryArticles(fulfilment: Fulfilment): AssistantArticle[] {
  return blogSources().map(({ frontmatter, summary, bodies }) => ({
    slug: frontmatter.slug,
    title: frontmatter.title,
    category: frontmatter.category,
    excerpt: summary.excerpt,
    markdown: bodies[fulfilment],
  }));
}

function articleDocs(articles: AssistantArticle[]): AssistantDoc[] {
  return articles.map((article) => {
    const body = splitBody(article.markdown);
    return {
      id: `article-${article.slug}`,
      kind: "article" as const,
      title: article.title,
      keywords: `${article.category} ${body.sections.map((section) => section.heading).join(" ")}`,
      body: plainText([body.introduction, ...body.sections.map((section) => section.markdown)].join(" ")).slice(0, 2500),
      answer: article.excerpt,
      links: [{ href: `/blog/${article.slug}`, label: article.title }],
    };
  });
}

/**
 * Every document, checked: a duplicate id, an empty title or a link that is not ours or the booking site stops the build.
 * `menu` is the service menu as visitors see it (the owner's, or the content module's at build time); the posts are the
 * ones a visitor may read now (the server passes them from the database; the build uses the repository's), and so are
 * the FAQs and policies (`words`: the owner's as saved, or the repository's at build time).
 */
export function assistantCorpus(
  fulfilment: Fulfilment,
  menu: readonly MenuSection[],
  articles: AssistantArticle[] = repositoryArticles(fulfilment),
  words: OwnerWords = fileWords(fulfilment),
): AssistantDoc[] {
  const docs = [...factDocs(), ...serviceDocs(menu), ...faqDocs(fulfilment, words.faqs), ...policyDocs(words.policies), ...placeDocs(), ...productDocs(), ...articleDocs(articles)];
  const seen = new Set<string>();
  for (const doc of docs) {
    if (seen.has(doc.id)) throw new Error(`Assistant content: duplicate document ${doc.id}`);
    seen.add(doc.id);
    if (!doc.title.trim()) throw new Error(`Assistant content: ${doc.id} has no title`);
    if (!doc.live && !doc.answer.trim()) throw new Error(`Assistant content: ${doc.id} has no answer`);
    if (!doc.links.length) throw new Error(`Assistant content: ${doc.id} links nowhere`);
    for (const link of doc.links) {
      if (!link.href.startsWith("/") && link.href !== salon.bookingUrl) throw new Error(`Assistant content: ${doc.id} links outside the site (${link.href})`);
    }
  }
  return docs;
}
