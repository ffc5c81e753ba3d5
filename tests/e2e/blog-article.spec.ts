import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { salon, ui } from "../../app/config/salon";
import { blogFaqs } from "../../app/content/blog-faqs.ts";
import { beacons, expect, hydrated, recordBeacons, test } from "./support/fixtures";

/** An article with a product module and a product CTA (app/content/blog/heat-protection-explained.md). */
const article = "/blog/heat-protection-explained";
const title = "Heat protection explained: what your spray really does between you and 230°C";
/** The products its module lists, as its first-run file does (what a fresh database holds). */
const moduleProducts = (
  parse(readFileSync("app/content/blog/heat-protection-explained.md", "utf8").split(/^---$/m)[1]!) as { productModule: { products: unknown[] } }
).productModule.products;

/** The position of each direct child of the article column, by what it is. */
async function columnOrder(page: Page) {
  return page
    .locator("[data-introduction]")
    .locator("xpath=..")
    .evaluate((column) =>
      [...column.children].map((child) => {
        const el = child as HTMLElement;
        if (el.dataset.introduction !== undefined) return "intro";
        if (el.tagName === "SECTION" && el.querySelector("h2")?.id)
          return el.querySelector("h2")?.id === "blog-faq-title" ? "faq" : "section";
        if (el.dataset.blogCta) return "cta";
        if (el.dataset.productModule !== undefined) return "products";
        if (el.dataset.leadMagnetSlot !== undefined && el.querySelector("[data-lead-magnet] form")) return "lead-magnet";
        return el.tagName.toLowerCase();
      }),
    );
}

test.describe("blog article", () => {
  test("shows the hero, breadcrumbs, introduction and sections, with every widget in its place", async ({ page, visit }) => {
    test.slow(); // several pages, each checked with axe
    await visit(article);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
    const header = page.locator("article header");
    await expect(header.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/blog?category=Products");
    await expect(header).toContainText(`By ${salon.founder.firstName}`);
    await expect(header.locator("time")).toHaveAttribute("datetime", "2025-06-24");
    await expect(header).toContainText("June 24, 2025");
    await expect(header).toContainText("5 min read");
    const hero = header.getByRole("img", { name: /Hair straightener resting beside/ });
    await expect(hero).toHaveAttribute("src", "/images/blog/heat-protection-explained.svg");
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // CTA after the 2nd section, products after the 3rd, the lead magnet after the 5th, the CTA again at the end.
    const order = await columnOrder(page);
    const sections = order.map((kind, index) => (kind === "section" ? index : -1)).filter((i) => i >= 0);
    expect(order[0]).toBe("intro");
    expect(order[sections[1]! + 1]).toBe("cta");
    expect(order[sections[2]! + 1]).toBe("products");
    expect(order[sections[4]! + 1]).toBe("lead-magnet");
    expect(order[sections.at(-1)! + 1]).toBe("cta");

    const products = page.locator("[data-product-module]");
    await expect(products.getByRole("heading")).toHaveText("What I reach for before the hot tools come out");
    await expect(products.getByRole("link")).toHaveCount(moduleProducts.length);
    await expect(products.getByRole("link", { name: /Heat Defense Spray/ })).toHaveAttribute("href", "/products/heat-defense-spray");
    const ctas = page.locator("[data-blog-cta=product]");
    await expect(ctas).toHaveCount(2);
    await expect(ctas.first().getByRole("link", { name: /Shop now/ })).toHaveAttribute("href", "/products/heat-defense-spray");
    await expect(ctas.first()).toContainText("the one bottle I'd never let you go without");
  });

  test("the FAQ has the three fixed questions, one open at a time", async ({ page, visit }) => {
    await visit(article);
    const faq = page.getByRole("region", { name: "Questions I'm asked every week" });
    const questions = faq.locator("summary");
    await expect(questions).toHaveText([
      "How do I stop my hair frizzing in humid weather?",
      "How often should I tone my blonde hair?",
      "What's the difference between keratin and smoothing?",
    ]);
    await questions.nth(1).click();
    await expect(faq.getByText(/Every 6 to 8 weeks/)).toBeVisible();
    await questions.nth(2).click();
    await expect(faq.getByText(/Every 6 to 8 weeks/)).toBeHidden();
    await expect(faq.getByText(/no washing for 48 hours/)).toBeVisible();
  });

  test("carries BlogPosting, BreadcrumbList, FAQPage and Organization structured data and article metadata", async ({ page, visit }) => {
    await visit(article, { axe: false });
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const byType = Object.fromEntries(blocks.map((block) => [block["@type"], block]));
    expect(Object.keys(byType)).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList", "FAQPage", "Organization"]));
    expect(byType.BlogPosting).toMatchObject({
      headline: title,
      datePublished: "2025-06-24",
      articleSection: "Products",
      author: { name: salon.founder.firstName },
    });
    expect(byType.BlogPosting.wordCount).toBeGreaterThan(600);
    expect(byType.BreadcrumbList.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Blog", title]);
    expect(byType.FAQPage.mainEntity).toHaveLength(blogFaqs.length);
    expect(byType.Organization.name).toBe(salon.name);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/heat-protection-explained$/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
  });

  test("related articles: the same category first, then others, three of them; back link to the blog", async ({ page, visit }) => {
    test.slow(); // several pages, each checked with axe
    await visit(article);
    const related = page.locator("[data-related]");
    // The other Products posts, newest first.
    await expect(related.locator("h3")).toHaveText([
      /How to choose the right shampoo/,
      /Purple shampoo without the lilac surprise/,
      /Salon vs supermarket hair care/,
    ]);
    await visit("/blog/infrared-sauna-benefits");
    // Wellness has three other posts: hair-and-stress (Mar 26), scalp-health-basics (Apr 7), silk-pillowcase (Mar 13).
    await expect(page.locator("[data-related] h3")).toHaveText([/Scalp health basics/, /Hair and stress/, /silk pillowcase/]);
    await page.getByRole("link", { name: "Back to all articles" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("links inside the text open our pages", async ({ page, visit }) => {
    await visit(article, { axe: false });
    await page.locator(".prose-salon").getByRole("link", { name: "how long smoothing lasts" }).click();
    await expect(page).toHaveURL("/blog/how-long-does-smoothing-last");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("How long does smoothing really last?");
  });

  test("the reading-progress bar follows the scroll, from 0 to 100", async ({ page, visit }) => {
    await visit(article, { axe: false });
    const bar = page.getByTestId("reading-progress");
    await expect(bar).toHaveAttribute("data-progress", "0");
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    await expect.poll(async () => Number(await bar.getAttribute("data-progress"))).toBeGreaterThan(40);
    expect(Number(await bar.getAttribute("data-progress"))).toBeLessThan(60);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute("data-progress", "100");
  });

  test("an unknown slug answers 404 with the not-found page", async ({ page, visit }) => {
    await visit("/blog/no-such-article", { status: 404 });
    await expect(page.getByRole("heading", { name: /Oops! Page not found/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("lead magnet on an article", () => {
  test("needs consent, then subscribes, says so and clears the form", async ({ page, visit }) => {
    await visit(article, { axe: false });
    const form = page.locator("[data-lead-magnet]");
    await form.scrollIntoViewIfNeeded();
    // The form's code loads as the reader reaches it; until then it is a plain form posting to /subscribe.
    await expect(page.locator("[data-deferred]").filter({ has: form })).toHaveAttribute("data-deferred", "ready");
    await expect(form.getByRole("heading")).toHaveText("Salon Secrets: The Home Hair Care Guide");
    const leadRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/leads")) leadRequests.push(request.postData() ?? "");
    });
    const email = form.getByRole("textbox", { name: /Email/ });
    const consent = form.getByRole("checkbox");
    await expect(consent).not.toBeChecked();
    await email.fill("reader@example.com");
    await form.getByRole("button", { name: "Send me the guide" }).click();
    await expect(page.getByText("Consent Required")).toBeVisible();
    await expect(page.getByText("Please agree to receive updates to continue.")).toBeVisible();
    expect(leadRequests).toHaveLength(0);

    await consent.check();
    await form.getByRole("button", { name: "Send me the guide" }).click();
    await expect(page.getByText("You're subscribed! Check your inbox for your exclusive hair care guide.")).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(consent).not.toBeChecked();
    expect(leadRequests).toHaveLength(1);
    const sent = JSON.parse(leadRequests[0]!);
    expect(JSON.stringify(sent)).toContain("blog_lead_magnet");
    expect(JSON.stringify(sent)).toContain("salon-hair-care-guide");
  });

  test("blonde and smoothing articles offer their own guide", async ({ page, visit }) => {
    test.slow(); // several pages, each checked with axe
    await visit("/blog/toning-blonde-hair-guide", { axe: false });
    await expect(page.locator("[data-lead-magnet]").getByRole("heading")).toHaveText("The Blonde Care Guide");
    await visit("/blog/smoothing-aftercare-48-hours", { axe: false });
    await expect(page.locator("[data-lead-magnet]").getByRole("heading")).toHaveText("The Smoothing Aftercare Guide");
  });
});

test.describe("the five CTA types", () => {
  test.beforeEach(async ({ page, context }) => {
    await recordBeacons(page);
    // The booking provider is outside this machine: answer for it at the network edge.
    await context.route(`${salon.bookingUrl}**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
    );
  });

  test("booking opens the booking provider and records blog_cta", async ({ page, visit }) => {
    await visit("/blog/curly-hair-routine", { axe: false });
    const cta = page.locator("[data-blog-cta=booking]").first();
    await expect(cta.getByRole("heading")).toHaveText(`Book with ${salon.founder.firstName}`);
    const link = cta.getByRole("link", { name: /Book now/ });
    await expect(link).toHaveAttribute("href", salon.bookingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    const popup = page.waitForEvent("popup");
    await link.click();
    await (await popup).close();
    await expect.poll(async () => (await beacons(page, "book_cta_click")).map((b) => b.props.placement)).toContain("blog_cta");
  });

  test("call is the phone assistant, recorded as ai_agent_interaction at blog_cta", async ({ page, visit }) => {
    await visit("/blog/winter-hair-care", { axe: false });
    const link = page
      .locator("[data-blog-cta=call]")
      .first()
      .getByRole("link", { name: new RegExp(salon.phone.display.replace(/[()]/g, "\\$&")) });
    await expect(link).toHaveAttribute("href", `tel:${salon.phone.e164}`);
    // Leaving for the phone app is the browser's business; keep the test on the page.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => (event.target as Element).closest('a[href^="tel:"]') && event.preventDefault(), true),
    );
    await link.click();
    await expect
      .poll(async () => (await beacons(page, "ai_agent_interaction")).map((b) => b.props))
      .toContainEqual({ agent: "phone_assistant", action: "phone_clicked", location: "blog_cta" });
  });

  test("chat opens the assistant and records chat_clicked and ai_agent_interaction at blog_cta", async ({ page, visit }) => {
    await visit("/blog/choosing-the-right-shampoo", { axe: false });
    await page.locator("[data-blog-cta=chat]").first().getByRole("link", { name: "Start a chat" }).click();
    await expect(page.getByRole("dialog", { name: "Ask Wattle & Thread" })).toBeVisible();
    await expect.poll(async () => (await beacons(page, "chat_clicked")).map((b) => b.props)).toContainEqual({ source: "blog_cta" });
    await expect
      .poll(async () => (await beacons(page, "ai_agent_interaction")).map((b) => b.props))
      .toContainEqual({ agent: "chat_assistant", action: "chat_opened", location: "blog_cta" });
  });

  test("service and product link to their pages", async ({ page, visit }) => {
    test.slow(); // several pages, each checked with axe
    await visit("/blog/caring-for-fine-hair", { axe: false });
    const service = page.locator("[data-blog-cta=service]").first();
    await expect(service.getByRole("heading")).toHaveText("Mid-length wash, cut & blow-dry");
    await expect(service.getByRole("link", { name: /See details & price/ })).toHaveAttribute(
      "href",
      "/services/cut-packages/mid-length-wash-cut-blowdry",
    );
    await visit("/blog/silk-pillowcase-sleep-routine", { axe: false });
    const product = page.locator("[data-blog-cta=product]").first();
    await expect(product.getByRole("heading")).toHaveText("Silk Pillowcase");
    await expect(product.getByRole("link", { name: /Shop now/ })).toHaveAttribute("href", "/products/silk-pillowcase");
  });
});

test.describe("sharing", () => {
  test("the desktop share rail links to Facebook, Twitter, LinkedIn and an e-mail with subject and body", async ({ page, visit }) => {
    await visit(article, { axe: false });
    const rail = page.locator("[data-share=rail]");
    await expect(rail).toBeVisible();
    await expect(page.locator("[data-share=inline]")).toBeHidden();
    const href = async (target: string) => (await rail.locator(`[data-share-target=${target}]`).getAttribute("href")) ?? "";
    const shared = (link: string, param: string) => new URL(link).searchParams.get(param) ?? "";
    expect(shared(await href("facebook"), "u")).toMatch(/\/blog\/heat-protection-explained$/);
    expect(await href("facebook")).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(await href("twitter")).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(shared(await href("twitter"), "text")).toBe(title);
    expect(await href("linkedin")).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    const mail = new URL(await href("email"));
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe(title);
    expect(mail.searchParams.get("body")).toContain("/blog/heat-protection-explained");
    for (const target of ["facebook", "twitter", "linkedin"]) {
      await expect(rail.locator(`[data-share-target=${target}]`)).toHaveAttribute("target", "_blank");
    }
  });

  test("copy link puts the address on the clipboard, says so, and shows a check mark for 2 s", async ({ page, context, visit }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The page's clock is the test's: the check mark's 2 s are counted exactly, however slow the machine.
    await page.clock.install();
    await visit(article, { axe: false });
    const rail = page.locator("[data-share=rail]");
    await page.clock.pauseAt(Date.now() + 60_000);
    await rail.getByRole("button", { name: "Copy link" }).click();
    await expect(rail.getByRole("button", { name: "Link copied" })).toBeVisible();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/heat-protection-explained$/);
    // The check mark goes back to the link icon after 2 s, not before.
    await page.clock.runFor(ui.copiedIndicatorMs - 100);
    await expect(rail.getByRole("button", { name: "Link copied" })).toBeVisible();
    await page.clock.runFor(100);
    await expect(rail.getByRole("button", { name: "Copy link" })).toBeVisible();
  });

  test("a refused clipboard says the link could not be copied", async ({ page, visit }) => {
    // The clipboard belongs to the browser: make it refuse, as a locked-down browser would.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
        configurable: true,
      });
    });
    await visit(article, { axe: false });
    await page.locator("[data-share=rail]").getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Failed to copy link")).toBeVisible();
    await expect(page.locator("[data-share=rail]").getByRole("button", { name: "Copy link" })).toBeVisible();
  });
});

test.describe("blog article on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("reads without horizontal overflow, with the share row at the end instead of the rail", async ({ page, visit }) => {
    await visit(article);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.locator("[data-share=rail]")).toBeHidden();
    await expect(page.locator("[data-share=inline]")).toBeVisible();
  });
});

test.describe("blog article without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads as plain HTML", async ({ page }) => {
    const response = await page.goto(article);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("[data-product-module]")).toBeVisible();
    await expect(page.locator("[data-related] [data-post-card]")).toHaveCount(ui.relatedPostsLimit);
  });
});
