import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { booking, leads, salon, shipping } from "~/config/salon";
import { areas } from "~/content/areas";
import { catalogueCollections, catalogueProducts } from "~/content/catalogue";
import { hairTypeQuiz } from "~/content/hair-type-quiz";
import { serviceCategories, serviceDetails } from "~/content/services";
import { suburbs } from "~/content/suburbs";
import { blogCategories, parseBlogDate } from "~/lib/blog";
import type { Fulfilment } from "~/lib/shop/fulfilment";
import { blogPages, keptPaths, isKeptPostPath } from "~/server/site-pages.server";
import { sitemapXml } from "~/lib/seo/sitemap-xml";
import { leadMagnetFor, renderPost, sourcePostText } from "./blog.server";
import { blogSources } from "./blog-source.server";
import { shippingWordsIn } from "../../tests/shipping-words";

const sources = blogSources();
/** The repository's posts (what the database is seeded with) as one shop setup reads them. */
const allBlogPosts = (setup: Fulfilment) => sources.map((source) => renderPost(sourcePostText(source), setup));
const findBlogPost = (slug: string, setup: Fulfilment) => allBlogPosts(setup).find((post) => post.slug === slug);
const setups: Fulfilment[] = ["pickup", "shipping"];
/** The embedded shop's reading, which the pages show by default. */
const posts = allBlogPosts("pickup");
/** Both readings of a post's Markdown: what it says in either setup must be right. */
const bothBodies = (source: (typeof sources)[number]) => setups.map((setup) => source.bodies[setup]).join("\n\n");

/** The site's public routes, with the dynamic ones taken from the content modules. */
const staticRoutes = new Set([
  "/",
  "/collections",
  "/services",
  "/booking",
  "/about",
  "/blog",
  "/contact",
  "/areas",
  "/policies/shipping",
  "/policies/returns",
  "/privacy",
  "/terms",
  "/sitemap",
  "/reviews",
  "/reviews/feedback",
  "/reviews/google",
]);
const dynamicRoutes = new Set([
  ...catalogueCollections.map((c) => `/collections/${c.handle}`),
  ...catalogueProducts.map((p) => `/products/${p.handle}`),
  ...serviceDetails.map((s) => `/services/${s.categorySlug}/${s.slug}`),
  ...sources.map((s) => `/blog/${s.frontmatter.slug}`),
  ...suburbs.map((s) => `/near/${s.slug}`),
  ...areas.map((a) => `/areas/${a.slug}`),
]);
/** Anchors on /services: one per menu section, plus the ones links elsewhere use. */
const servicesAnchors = new Set([...serviceCategories.map((c) => c.slug), "colour", "treatments", "cuts", "smoothing", "faqs"]);

function resolves(href: string): boolean {
  const [pathname = "", hash] = href.split("#");
  if (!staticRoutes.has(pathname) && !dynamicRoutes.has(pathname)) return false;
  if (hash === undefined) return true;
  if (pathname === "/services") return servicesAnchors.has(hash);
  const blogSlug = /^\/blog\/(.+)$/.exec(pathname)?.[1];
  // An anchor must exist in both setups' reading of the post, since the link is in both.
  if (blogSlug) return setups.every((setup) => findBlogPost(blogSlug, setup)?.sections.some((section) => section.id === hash));
  return false;
}

const markdownLinks = (markdown: string) => [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
const plainText = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, "]").replace(/[*_[\]]/g, "");

describe("blog content integrity", () => {
  it("has 27 articles with valid frontmatter, unique slugs and files named after them", () => {
    expect(sources).toHaveLength(27);
    expect(new Set(sources.map((s) => s.frontmatter.slug)).size).toBe(27);
    for (const source of sources) expect(path.basename(source.file)).toBe(`${source.frontmatter.slug}.md`);
  });

  it("uses every category, each for several articles", () => {
    for (const category of blogCategories) {
      expect(posts.filter((post) => post.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it("dates every article on a real day, not in the future, newest first", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const post of posts) {
      expect(parseBlogDate(post.date), post.slug).toBe(post.isoDate);
      expect(post.isoDate <= today, `${post.slug} is dated in the future`).toBe(true);
    }
    const dates = posts.map((post) => post.isoDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives every article at least 600 words, an introduction and at least five sections, and a read time that fits, in both setups", () => {
    for (const post of setups.flatMap(allBlogPosts)) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
      expect(post.introduction.length, post.slug).toBeGreaterThan(0);
      expect(post.sections.length, post.slug).toBeGreaterThanOrEqual(5);
      const minutes = Number(/^(\d+)/.exec(post.readTime)?.[1]);
      expect(Math.abs(minutes - post.wordCount / 200), `${post.slug}: ${post.readTime} for ${post.wordCount} words`).toBeLessThanOrEqual(
        1.5,
      );
    }
  });

  it("credits the founder by first name and role, from the config", () => {
    for (const post of posts) expect(post.author).toEqual({ name: salon.founder.firstName, role: salon.founder.role });
  });

  it("links only to routes that exist: every link in the text, every CTA and every product", () => {
    for (const source of sources) {
      const slug = source.frontmatter.slug;
      const links = markdownLinks(bothBodies(source));
      expect(links.length, `${slug} links to nothing`).toBeGreaterThan(2);
      for (const href of links) expect(resolves(href), `${slug}: ${href}`).toBe(true);
      const cta = source.frontmatter.cta;
      if (cta.type === "service") expect(resolves(cta.servicePath), `${slug} cta ${cta.servicePath}`).toBe(true);
      if (cta.type === "product") expect(resolves(cta.productPath), `${slug} cta ${cta.productPath}`).toBe(true);
    }
  });

  it("never links an article to itself", () => {
    for (const source of sources)
      expect(markdownLinks(bothBodies(source)), source.frontmatter.slug).not.toContain(`/blog/${source.frontmatter.slug}`);
  });

  it("names every product module product as the catalogue does", () => {
    for (const source of sources) {
      for (const item of source.frontmatter.productModule?.products ?? []) {
        const handle = item.link.replace("/products/", "");
        const product = catalogueProducts.find((p) => p.handle === handle);
        expect(product, `${source.frontmatter.slug}: ${item.link}`).toBeDefined();
        expect(item.name, `${source.frontmatter.slug}: ${item.link}`).toBe(product?.title);
      }
    }
  });

  it("places the hair-type quiz in its article only, once, with outcomes that link to real products and services", () => {
    for (const post of posts) {
      const widgets = post.sections.flatMap((section) => section.parts).filter((part) => part.kind === "widget");
      expect(widgets.length, post.slug).toBe(post.slug === "hair-type-quiz" ? 1 : 0);
    }
    for (const outcome of hairTypeQuiz.outcomes) {
      expect(resolves(outcome.servicePath), `${outcome.id}: ${outcome.servicePath}`).toBe(true);
      for (const handle of outcome.productHandles) expect(resolves(`/products/${handle}`), `${outcome.id}: ${handle}`).toBe(true);
    }
  });

  it("has a hero image for every article", () => {
    for (const post of posts) expect(existsSync(path.join("public", post.image)), post.image).toBe(true);
  });

  it("renders the text as HTML without leftover Markdown or block markers, with unique section ids, in both setups", () => {
    for (const post of setups.flatMap(allBlogPosts)) {
      const html = [...post.introduction, ...post.sections.flatMap((s) => s.parts)]
        .map((part) => (part.kind === "html" ? part.html : ""))
        .join("");
      expect(html, post.slug).not.toMatch(/\]\(|^##|\*\*|:::/m);
      expect(html, post.slug).toContain("<p>");
      expect(new Set(post.sections.map((section) => section.id)).size, post.slug).toBe(post.sections.length);
    }
  });
});

describe("blog facts agree with the salon's figures and the config", () => {
  // Both setups' readings: a figure is checked wherever it appears.
  const texts = sources.flatMap((source) => setups.map((setup) => ({ slug: source.frontmatter.slug, setup, text: plainText(source.bodies[setup]) })));
  const matches = (pattern: RegExp) => texts.flatMap(({ slug, text }) => [...text.matchAll(pattern)].map((m) => ({ slug, m })));
  const number = (word: string | undefined) =>
    ({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, ten: 10, twelve: 12 })[word?.toLowerCase() ?? ""] ??
    Number(word);

  it("smoothing lasts up to about six months (four to six for most) and takes two to three hours", () => {
    const lasting = matches(/lasts? (?:up to (?:about )?|for )?(\w+)(?: to (\w+))? months/gi);
    expect(lasting.length).toBeGreaterThan(2);
    for (const { slug, m } of lasting) {
      const range = [number(m[1]), m[2] ? number(m[2]) : undefined];
      expect(range[1] ? range : range[0], `${slug}: ${m[0]}`).toEqual(range[1] ? [4, 6] : 6);
    }
    for (const { slug, m } of matches(/(\w+) to (\w+) hours/gi)) expect([number(m[1]), number(m[2])], `${slug}: ${m[0]}`).toEqual([2, 3]);
  });

  it("no washing for 48 hours after smoothing; a patch test at least 48 hours before colour", () => {
    const hours = matches(/(?<!to )\b(\d+) hours/g).filter(({ m }) => m[1] !== String(booking.rescheduleNoticeHours));
    expect(hours.length).toBeGreaterThan(10);
    for (const { slug, m } of hours) expect(m[1], `${slug}: ${m[0]}`).toBe("48");
  });

  it("toning every 6 to 8 weeks", () => {
    const toning = matches(/ton(?:er|ing)[^.]{0,40}?every (\w+) to (\w+) weeks/gi);
    expect(toning.length).toBeGreaterThan(3);
    for (const { slug, m } of toning) expect([number(m[1]), number(m[2])], `${slug}: ${m[0]}`).toEqual([6, 8]);
  });

  it("book colour or smoothing 2–4 weeks ahead, cuts 1–2 weeks ahead, and a 1–2 week gap between colour and smoothing", () => {
    expect(booking.leadTimes).toEqual({ colourOrSmoothing: "2–4 weeks", cuts: "1–2 weeks" });
    const ahead = matches(/(\w+) to (\w+) weeks ahead/gi);
    expect(ahead.length).toBeGreaterThan(5);
    for (const { slug, m } of ahead) {
      const before = m.input?.slice(Math.max(0, (m.index ?? 0) - 300), m.index) ?? "";
      const range = [number(m[1]), number(m[2])];
      if (range[0] === 1) {
        expect(range, `${slug}: ${m[0]}`).toEqual([1, 2]);
        expect(before, `${slug}: ${m[0]} should be about cuts`).toMatch(/cut|trim/i);
      } else {
        expect(range, `${slug}: ${m[0]}`).toEqual([2, 4]);
        expect(before, `${slug}: ${m[0]} should be about colour or smoothing`).toMatch(/colou?r|smooth|ton(?:er|ing)|foil|blonde/i);
      }
    }
    const gaps = matches(/at least (\w+) to (\w+) weeks/gi);
    expect(gaps.length).toBeGreaterThan(5);
    for (const { slug, m } of gaps) expect([number(m[1]), number(m[2])], `${slug}: ${m[0]}`).toEqual([1, 2]);
  });

  it("a gloss takes 30 to 40 minutes", () => {
    // One mention, read in both setups.
    const gloss = matches(/(\d+) to (\d+) minutes of processing/g);
    expect(gloss).toHaveLength(setups.length);
    for (const { slug, m } of gloss) expect([m[1], m[2]], slug).toEqual(["30", "40"]);
  });

  it("heat protection up to 230°C", () => {
    const heat = matches(/up to (\d+)°C/g);
    expect(heat.length).toBeGreaterThan(5);
    for (const { slug, m } of heat) expect(m[1], slug).toBe("230");
  });

  it("shampoo: about 10 ml a wash, best within 12 to 18 months of opening", () => {
    for (const { slug, m } of matches(/(\d+) ml per wash/g)) expect(m[1], slug).toBe("10");
    const shelf = matches(/(\d+) to (\d+) months/g).filter(({ m }) => m[1] !== "4");
    expect(shelf.length).toBeGreaterThanOrEqual(3);
    for (const { slug, m } of shelf) expect([m[1], m[2]], slug).toEqual(["12", "18"]);
  });

  it("the sauna: 45-minute sessions, 10-session pack $200 (was $250) with free gifts", () => {
    const packs = matches(/10-session pack is (?:currently )?A?\$(\d+)[^.]*?(?:was|down from) A?\$(\d+)[^.]*free gifts/gi);
    expect(packs.length).toBeGreaterThanOrEqual(3);
    for (const { slug, m } of packs) expect([m[1], m[2]], slug).toEqual(["200", "250"]);
    for (const { slug, m } of matches(/(\d+)[- ]minute(?:s)? (?:session|of quiet|of gentle)/gi)) expect(m[1], slug).toBe("45");
  });

  it("booking rules: 24 hours' notice, 50% late-cancellation fee, 15 minutes late, buy now pay later over A$100", () => {
    for (const { slug, m } of matches(/(\d+)% fee/g)) expect(Number(m[1]), slug).toBe(booking.lateCancellationFeePercent);
    for (const { slug, m } of matches(/more than (\d+) minutes late/g)) expect(Number(m[1]), slug).toBe(booking.lateArrivalMinutes);
    for (const { slug, m } of matches(/pay later is available for services over A\$(\d+)/g))
      expect(Number(m[1]), slug).toBe(booking.buyNowPayLaterOver);
  });

  it("shipping matches the policy: free standard over $50, standard $9.95 and express $14.95", () => {
    for (const { slug, m } of matches(
      /free on orders over A?\$(\d+)|free over A?\$(\d+)|free on orders over A?\$(\d+)|orders over \$(\d+)/g,
    )) {
      expect(Number(m[1] ?? m[2] ?? m[3] ?? m[4]), slug).toBe(shipping.freeStandardOver);
    }
    const christmas = (setup: Fulfilment) => texts.find((t) => t.slug === "christmas-gift-guide-hair-lovers" && t.setup === setup)?.text ?? "";
    expect(christmas("shipping")).toContain(`(A$${shipping.standard.price})`);
    expect(christmas("shipping")).toContain(`(A$${shipping.express.price})`);
    // With the embedded shop the same section gives the pick-up facts instead.
    expect(christmas("pickup")).toContain(`within ${shipping.processingDays}`);
    expect(christmas("pickup")).toContain("nothing is charged online");
  });

  it("with the embedded shop, no post speaks of shipping: title, excerpt, product notes, call to action or text", () => {
    for (const source of sources) {
      const { title, excerpt, imageAlt, cta, productModule } = source.frontmatter;
      const said = [title, excerpt, imageAlt, cta.customText, productModule?.title, ...(productModule?.products.map((p) => p.description) ?? [])];
      expect(shippingWordsIn([...said, plainText(source.bodies.pickup)].join("\n")), source.frontmatter.slug).toEqual([]);
    }
  });

  it("the founder's experience is 'over 12 years' wherever it is mentioned", () => {
    const experience = matches(/(?:over|more than) (\d+|twelve|twenty) years/gi);
    expect(experience.length).toBeGreaterThanOrEqual(2);
    for (const { slug, m } of experience) expect(number(m[1]), `${slug}: ${m[0]}`).toBe(12);
  });

  it("every price quoted for a linked product is the catalogue's price", () => {
    const productPrices = [
      ...sources.flatMap((s) => [...bothBodies(s).matchAll(/\]\(\/products\/([a-z0-9-]+)\),? A\$(\d+(?:\.\d\d)?)(?: \(was A\$(\d+)\))?/g)]),
    ];
    const named = sources.flatMap((s) =>
      [...bothBodies(s).matchAll(/\*\*([^*]+?),? A\$(\d+(?:\.\d\d)?)(?: \(was A\$(\d+)\))?\.?\*\*/g)].map((m) => {
        const product = catalogueProducts.find((p) => p.title === m[1]);
        return product ? [m[0], product.handle, m[2], m[3]] : undefined;
      }),
    );
    const checks = [...productPrices.map((m) => [m[0], m[1], m[2], m[3]]), ...named.filter((x) => x !== undefined)];
    expect(checks.length).toBeGreaterThan(8);
    for (const [text, handle, price, was] of checks) {
      const product = catalogueProducts.find((p) => p.handle === handle);
      expect(
        product?.variants.map((v) => v.price),
        text,
      ).toContain(Number(price));
      if (was)
        expect(
          product?.variants.map((v) => v.compareAtPrice),
          text,
        ).toContain(Number(was));
    }
  });

  it("every other A$ amount is a real menu price or shop constant (or a yearly estimate built from them)", () => {
    const menuPrices = serviceCategories
      .flatMap((c) => c.items.map((i) => i.price))
      .flatMap((p) => [...p.matchAll(/(\d+(?:\.\d\d)?)/g)].map((m) => Number(m[1])));
    const shopPrices = catalogueProducts.flatMap((p) => p.variants.flatMap((v) => [v.price, v.compareAtPrice ?? v.price]));
    // foils-vs-full-colour: 9–10 regrowth colours (A$79) and 4–5 half-head foils (A$134) a year, rounded.
    const estimates = [710, 790, 540, 670];
    const known = new Set([
      ...menuPrices,
      ...shopPrices,
      shipping.standard.price,
      shipping.express.price,
      shipping.freeStandardOver,
      booking.buyNowPayLaterOver,
      200,
      250,
      ...estimates,
    ]);
    for (const { slug, m } of matches(/A\$(\d+(?:\.\d\d)?)/g)) expect(known.has(Number(m[1])), `${slug}: ${m[0]}`).toBe(true);
  });
});

describe("lead magnet per article", () => {
  it("offers the blonde or smoothing guide on those topics and the general guide otherwise, never the exit-intent plan", () => {
    expect(leadMagnetFor({ slug: "toning-blonde-hair-guide" }).slug).toBe("blonde-care-guide");
    expect(leadMagnetFor({ slug: "purple-shampoo-guide" }).slug).toBe("blonde-care-guide");
    expect(leadMagnetFor({ slug: "keratin-vs-smoothing" }).slug).toBe("smoothing-aftercare-guide");
    expect(leadMagnetFor({ slug: "winter-hair-care" }).slug).toBe("salon-hair-care-guide");
    for (const post of posts) {
      const offer = leadMagnetFor(post);
      expect(offer.slug, post.slug).not.toBe(leads.exitIntent.slug);
      expect(offer.title.length, post.slug).toBeGreaterThan(5);
    }
  });

  it("registers /blog and every article for the sitemap and the kept pages, dated", () => {
    const pages = blogPages(sources.map((source) => source.summary));
    expect(keptPaths()).toContain("/blog");
    for (const path of ["/blog", ...posts.map((p) => `/blog/${p.slug}`)]) {
      if (path !== "/blog") expect(isKeptPostPath(path), path).toBe(true);
      expect(pages.find((p) => p.path === path)?.indexable, path).toBe(true);
    }
    const xml = sitemapXml(pages);
    expect(xml).toContain(`<lastmod>${findBlogPost("gloss-treatment-explained", "pickup")?.isoDate}</lastmod>`);
  });
});
