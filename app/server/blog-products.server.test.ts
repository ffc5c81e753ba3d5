import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { shopProducts as shopProductRows } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { createStorefrontClient, embeddedTransport } from "./storefront/client.server";
import { seedCatalogue } from "./storefront/embedded/seed.server";
import { blogSources } from "./blog-source.server";
import { contentMenuSections } from "./service-menu-content.server";
import type { ServiceMenu } from "./service-menu.server";
import { shownSections } from "~/lib/service-menu";
import {
  hairTypeQuizView,
  postWithMenu,
  postWithShop,
  productHandlesOf,
  quizProductHandles,
  renderPost,
  shopProducts,
  sourcePostText,
  type ProductLookup,
} from "./blog.server";

/** A post of the repository, as the pick-up setup reads it. */
const fromFile = (slug: string) => renderPost(sourcePostText(blogSources().find((source) => source.frontmatter.slug === slug)!), "pickup");

/** An article with a product module of three and a product CTA (app/content/blog/conditioning-treatments-worth-it.md). */
const written = fromFile("conditioning-treatments-worth-it");
const photo = { url: "https://salon.example/photos/ab12cd-1080.webp", width: 1080, height: 1350 };

/** The shop as the owner keeps it: the bond treatment renamed with her photo, the overnight mask hidden, the rest unknown. */
const ownersShop: ProductLookup = (handle) => {
  if (handle === "bond-repair-treatment")
    return Promise.resolve({ product: { title: "Bond Builder Treatment", images: { nodes: [photo] } }, error: null });
  if (handle === "overnight-repair-mask") return Promise.resolve({ product: null, error: null });
  return Promise.resolve({ product: { title: "Pure Hydrating Mask", images: { nodes: [] } }, error: null });
};
const unreachable: ProductLookup = () => Promise.resolve({ product: null, error: "Request timeout" });
const nothingLeft: ProductLookup = () => Promise.resolve({ product: null, error: null });

describe("a post's products as the shop sells them now", () => {
  it("names every product of the module and the CTA, each asked once", async () => {
    expect(productHandlesOf(written)).toEqual([
      "pure-hydrating-mask",
      "bond-repair-treatment",
      "overnight-repair-mask",
      "bond-repair-treatment",
    ]);
    const asked: string[] = [];
    await shopProducts((handle) => (asked.push(handle), ownersShop(handle)), productHandlesOf(written));
    expect(asked).toEqual(["pure-hydrating-mask", "bond-repair-treatment", "overnight-repair-mask"]);
  });

  it("shows the owner's first photo with its size, leaves out a hidden product, and names the CTA's product by her title", async () => {
    const post = postWithShop(written, await shopProducts(ownersShop, productHandlesOf(written)));
    expect(post.productModule?.products.map((product) => product.href)).toEqual([
      "/products/pure-hydrating-mask",
      "/products/bond-repair-treatment",
    ]);
    expect(post.productModule?.products[0]?.image).toBeUndefined();
    expect(post.productModule?.products[1]?.image).toEqual({ src: photo.url, width: 1080, height: 1350 });
    expect(post.cta.link).toEqual({ href: "/products/bond-repair-treatment", title: "Bond Builder Treatment" });
  });

  it("drops the module when none of its products is left, and points a gone product's CTA to the collections", async () => {
    const post = postWithShop(written, await shopProducts(nothingLeft, productHandlesOf(written)));
    expect(post.productModule).toBeUndefined();
    expect(post.cta.link).toEqual({ href: "/collections", title: "Browse the shop" });
  });

  it("keeps the words of a link in the text to a hidden product but no longer links them", async () => {
    const curly = fromFile("curly-hair-routine");
    const html = (post: typeof curly) =>
      post.sections.flatMap((section) => section.parts.flatMap((part) => (part.kind === "html" ? [part.html] : []))).join("");
    expect(html(curly)).toContain('<a href="/products/curl-defining-mousse">Curl Defining Mousse</a>');
    const post = postWithShop(curly, await shopProducts(nothingLeft, productHandlesOf(curly)));
    expect(html(post)).not.toContain('href="/products/');
    expect(html(post)).toContain("Curl Defining Mousse is perfect for fine curls");
  });

  it("keeps the written products without pictures while the shop cannot answer", async () => {
    const post = postWithShop(written, await shopProducts(unreachable, productHandlesOf(written)));
    expect(post.productModule?.products).toHaveLength(3);
    expect(post.productModule?.products.every((product) => product.image === undefined)).toBe(true);
    expect(post.cta.link?.href).toBe("/products/bond-repair-treatment");
  });
});

/** The first-run menu with the named services hidden by the owner. */
function menuHiding(...hidden: string[]): ServiceMenu {
  const sections = contentMenuSections().map((section) => ({
    ...section,
    services: section.services.map((service) => (hidden.includes(service.slug) ? { ...service, visible: false } : service)),
  }));
  return { sections, shown: shownSections(sections), pricesUpdatedAt: null, fingerprint: hidden.join() };
}

describe("a post's service links as the menu stands now", () => {
  /** A post whose text links to three cut packages and whose call to action is the mid-length one. */
  const fine = fromFile("caring-for-fine-hair");
  const midLength = "/services/cut-packages/mid-length-wash-cut-blowdry";
  const short = "/services/cut-packages/short-wash-cut-blowdry";
  const html = (post: typeof fine) => [...post.introduction, ...post.sections.flatMap((section) => section.parts)].map((part) => (part.kind === "html" ? part.html : "")).join("");

  it("links to a shown service's page and names it by the page's heading", () => {
    const menu = menuHiding();
    const post = postWithMenu(fine, menu);
    expect(html(post)).toContain(`href="${midLength}"`);
    const heading = menu.shown.flatMap((section) => section.services).find((service) => service.slug === "mid-length-wash-cut-blowdry")?.page?.title;
    expect(heading).toBeTruthy();
    expect(post.cta.link).toEqual({ href: midLength, title: heading });
  });

  it("sends a link in the text and the call to action to the whole menu once the service is hidden", () => {
    const post = postWithMenu(fine, menuHiding("mid-length-wash-cut-blowdry"));
    expect(html(post)).not.toContain(`href="${midLength}"`);
    expect(html(post)).toContain(`href="${short}"`);
    expect(post.cta.link).toEqual({ href: "/services", title: "Services & prices" });
  });

  it("sends the quiz's service to the whole menu once it is hidden", () => {
    const quiz = (menu: ServiceMenu) => hairTypeQuizView(new Map(), menu).outcomes.map((outcome) => outcome.service.href);
    const shown = quiz(menuHiding());
    const first = shown.find((href) => href.startsWith("/services/"))!;
    const slug = first.split("/").at(-1)!;
    const hidden = quiz(menuHiding(slug));
    expect(hidden).not.toContain(first);
    expect(hidden.filter((href) => href === "/services").length).toBe(shown.filter((href) => href === first).length);
  });
});

describe("the hair-type quiz's products", () => {
  it("follow the owner's titles and leave out a hidden product", async () => {
    const quiz = hairTypeQuizView(await shopProducts(ownersShop, quizProductHandles()), menuHiding());
    const repair = quiz.outcomes.flatMap((outcome) => outcome.products);
    expect(repair).toContainEqual({ title: "Bond Builder Treatment", href: "/products/bond-repair-treatment" });
    expect(repair.map((product) => product.href)).not.toContain("/products/overnight-repair-mask");
  });

  it("keep every product, by its first name, while the shop cannot answer", async () => {
    const quiz = hairTypeQuizView(await shopProducts(unreachable, quizProductHandles()), menuHiding());
    const curly = quiz.outcomes.find((outcome) => outcome.id === "curly");
    expect(curly?.products.map((product) => product.title)).toEqual([
      "Pure Curl Defining Cream",
      "Curl Defining Mousse",
      "Pure Hydrating Mask",
    ]);
  });
});

describe.each(testDatabases())("a post's products from the embedded shop on $name", ({ options }) => {
  const client = createStorefrontClient({ transport: embeddedTransport("https://salon.example"), mode: "embedded", platformOrigin: null });
  const lookup: ProductLookup = (handle) => client.product(handle);

  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await seedCatalogue(database());
    await database().update(shopProductRows).set({ hidden: true }).where(eq(shopProductRows.handle, "overnight-repair-mask"));
    await database()
      .update(shopProductRows)
      .set({ title: "Bond Builder Treatment" })
      .where(eq(shopProductRows.handle, "bond-repair-treatment"));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("takes the titles from the database and leaves out the product the owner hid", async () => {
    const post = postWithShop(written, await shopProducts(lookup, productHandlesOf(written)));
    expect(post.productModule?.products.map((product) => product.href)).toEqual([
      "/products/pure-hydrating-mask",
      "/products/bond-repair-treatment",
    ]);
    expect(post.cta.link).toEqual({ href: "/products/bond-repair-treatment", title: "Bond Builder Treatment" });
    const quiz = hairTypeQuizView(await shopProducts(lookup, quizProductHandles()), menuHiding());
    expect(quiz.outcomes.flatMap((outcome) => outcome.products.map((product) => product.href))).not.toContain(
      "/products/overnight-repair-mask",
    );
  });
});
