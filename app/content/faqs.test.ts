import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { booking } from "~/config/salon";
import { catalogueCollections, catalogueProducts } from "./catalogue";
import { faqFor, findFaq, servicesFaqs } from "./faqs";
import { serviceCategories, serviceDetails } from "./services";

const blogSlugs = new Set(readdirSync(new URL("./blog", import.meta.url)).map((file) => file.replace(/\.md$/, "")));
const productHandles = new Set(catalogueProducts.map((p) => p.handle));
const collectionHandles = new Set(catalogueCollections.map((c) => c.handle));
const servicePaths = new Set(serviceDetails.map((d) => `/services/${d.categorySlug}/${d.slug}`));
const serviceAnchors = new Set(serviceCategories.map((c) => c.slug));
const staticPaths = new Set([
  "/",
  "/services",
  "/booking",
  "/about",
  "/contact",
  "/blog",
  "/terms",
  "/privacy",
  "/policies/shipping",
  "/policies/returns",
]);

/** True when an internal link points at a page (or /services section) the site has. */
function resolves(url: string): boolean {
  const [path = "", hash] = url.split("#");
  if (path === "/services" && hash) return serviceAnchors.has(hash) || ["colour", "cuts", "faqs"].includes(hash);
  if (staticPaths.has(path) || servicePaths.has(path)) return true;
  const [, section, slug, extra] = path.split("/");
  if (extra !== undefined || !slug) return false;
  if (section === "blog") return blogSlugs.has(slug);
  if (section === "products") return productHandles.has(slug);
  if (section === "collections") return collectionHandles.has(slug);
  return false;
}

describe("the services page FAQs", () => {
  it("are 11, with unique ids and questions, in the six FAQ categories", () => {
    expect(servicesFaqs).toHaveLength(11);
    expect(new Set(servicesFaqs.map((f) => f.id)).size).toBe(11);
    expect(new Set(servicesFaqs.map((f) => f.question)).size).toBe(11);
    for (const faq of servicesFaqs) {
      expect(["treatments", "colour", "care", "products", "general", "booking"]).toContain(faq.category);
      expect(faq.question.endsWith("?"), faq.id).toBe(true);
      for (const fulfilment of ["pickup", "shipping"] as const) expect(faqFor(faq, fulfilment).answer.length, faq.id).toBeGreaterThan(80);
      expect(findFaq(faq.id)).toBe(faq);
    }
  });

  it("only link to pages that exist", () => {
    for (const faq of servicesFaqs) {
      for (const link of faq.relatedLinks) expect(resolves(link.url), `${faq.id}: ${link.url}`).toBe(true);
    }
  });

  it("state the booking rules from the config (24 h notice, 50% fee, 15 minutes, pay later over $100)", () => {
    const shown = (id: string) => faqFor(findFaq(id)!, "pickup").answer;
    const cancel = shown("faq-cancellation-policy");
    expect(cancel).toContain(`${booking.rescheduleNoticeHours} hours`);
    expect(cancel).toContain(`${booking.lateCancellationFeePercent}% fee`);
    expect(cancel).toContain(`${booking.lateArrivalMinutes} minutes late`);
    expect(booking).toMatchObject({
      rescheduleNoticeHours: 24,
      lateCancellationFeePercent: 50,
      lateArrivalMinutes: 15,
      buyNowPayLaterOver: 100,
    });
    const pay = shown("faq-payment-options");
    expect(pay).toContain("cash, card and digital");
    expect(pay).toContain("over $100");
  });
});
