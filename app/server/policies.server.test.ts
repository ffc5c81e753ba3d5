import { describe, expect, it } from "vitest";
import { booking, returns, salon, shipping } from "~/config/salon";
import type { Fulfilment } from "~/lib/shop/fulfilment";
import { shippingWordsIn } from "../../tests/shipping-words";
import { fillPlaceholders } from "~/lib/placeholders";
import { placeholderValues as policyValues } from "~/lib/salon-placeholders";
import { parsePolicy, policy as policyFor, policySlugs, type PolicySlug } from "./policies.server";

const setups: Fulfilment[] = ["pickup", "shipping"];

/** A page as the embedded shop, the default setup, shows it; the Shopify reading is asked for by name. */
const policy = (slug: PolicySlug, fulfilment: Fulfilment = "pickup") => policyFor(slug, fulfilment);

/** The policy as plain text, for reading what a visitor reads. */
const text = (slug: PolicySlug, fulfilment: Fulfilment = "pickup") =>
  policy(slug, fulfilment)
    .html.replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

describe("policy documents", () => {
  it("are the four pages at their routes (two readings of the shipping page), each with its own title and description", () => {
    const paths = policySlugs.map((slug) => [slug, policy(slug).path, policy(slug).title]);
    expect(paths).toEqual([
      ["shipping", "/policies/shipping", "Shipping Policy"],
      ["pickup", "/policies/shipping", "Click & Collect"],
      ["returns", "/policies/returns", "Returns & Exchanges"],
      ["privacy", "/privacy", "Privacy Policy"],
      ["terms", "/terms", "Terms of Service"],
    ]);
    expect(new Set(policySlugs.map((slug) => policy(slug).description)).size).toBe(5);
    for (const slug of policySlugs) {
      for (const setup of setups) {
        const page = policy(slug, setup);
        expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(page.html, `${slug} (${setup})`).not.toMatch(/\{\{|:::/);
        expect(page.headings.length, `${slug} (${setup})`).toBeGreaterThanOrEqual(4);
        expect(new Set(page.headings.map((h) => h.id)).size, `${slug} (${setup})`).toBe(page.headings.length);
      }
    }
  });

  it("shipping states the policy's figures from the config", () => {
    expect(shipping).toMatchObject({ freeStandardOver: 50, standard: { price: 9.95 }, express: { price: 14.95 }, localPickup: 0 });
    const body = text("shipping", "shipping");
    expect(body).toContain("$9.95");
    expect(body).toContain("3–5 business days");
    expect(body).toContain("$14.95");
    expect(body).toContain("1–2 business days");
    expect(body).toContain("free on orders over $50");
    expect(body).toContain("within Australia");
    expect(body).toMatch(/Local pickup \(click and collect\) Free/);
    expect(body).toContain("within 5 minutes");
  });

  it("the embedded shop's reading of the shipping page speaks of pick-up only, paid in the salon", () => {
    const body = text("pickup");
    const description = policy("pickup").description;
    expect(`${body} ${description}`).not.toMatch(/\bship/i);
    expect(body).toContain("click and collect");
    expect(body).toContain(salon.address.street);
    expect(body).toContain(`within ${shipping.processingDays}`);
    expect(description).toContain("Nothing is charged online");
  });

  it("with the embedded shop, returns, privacy and terms never speak of shipping, in the description or the text", () => {
    for (const slug of ["returns", "privacy", "terms"] as const) {
      expect(shippingWordsIn(`${policy(slug).description}\n${text(slug)}`), slug).toEqual([]);
    }
  });

  it("with Shopify connected, returns and terms keep the postal returns, the delivery charge and the shipping policy link", () => {
    expect(text("returns", "shipping")).toContain("post it back to that address");
    expect(text("returns", "shipping")).toContain("the original shipping cost isn't refunded");
    expect(text("terms", "shipping")).toContain("we ship within Australia as set out in our Shipping Policy");
    expect(text("terms", "shipping")).toContain("Delivery charges, if any, are shown at checkout");
    expect(text("privacy", "shipping")).toContain("for delivery, your address");
  });

  it("with the embedded shop, returns come back over the counter and terms say collecting is free and paid in the salon", () => {
    expect(text("returns")).toContain(`Bring the product to the salon at ${salon.address.street}`);
    expect(text("terms")).toContain("every online order is collected from the salon during opening hours, and collecting is free");
    expect(text("terms")).toContain("Nothing is charged online");
    expect(policy("terms").html).toContain('<a href="/policies/shipping">Click &amp; Collect</a>');
    expect(policy("terms", "shipping").html).toContain('<a href="/policies/shipping">Shipping Policy</a>');
  });

  it("returns: 14 days, unopened only, refunds in 5–7 business days, exclusions, and the consumer-law statement", () => {
    expect(returns).toEqual({ days: 14, refundDays: "5–7 business days" });
    const body = text("returns");
    expect(body).toContain("within 14 days");
    expect(body).toContain("unopened");
    expect(body).toContain("within 5–7 business days");
    for (const excluded of ["Opened or used products", "Gift cards", "Sale items"]) expect(body).toContain(excluded);
    expect(body).toContain("Australian Consumer Law");
    expect(body).toContain("nothing in this policy takes away from them");
    expect(policy("returns").headings.map((h) => h.id)).toContain("appointment-cancellations");
  });

  it("returns and terms carry the booking rules (24 h notice, 50% fee, 15 minutes late) in both setups", () => {
    for (const [slug, setup] of (["returns", "terms"] as const).flatMap((slug) => setups.map((setup) => [slug, setup] as const))) {
      const body = text(slug, setup);
      expect(body).toContain(`${booking.rescheduleNoticeHours} hours' notice`);
      expect(body).toContain(`${booking.lateCancellationFeePercent}%`);
      expect(body).toContain(`${booking.lateArrivalMinutes} minutes late`);
    }
  });

  it("terms: 18 or older, prices in AUD including GST, click and collect", () => {
    const body = text("terms");
    expect(body).toContain("18 or older");
    expect(body).toContain("Australian dollars (AUD) and include GST");
    expect(body).toContain("Click and collect");
    expect(body).toContain("$100");
  });

  it("privacy covers every form and tracker, overseas services, access and correction, and how to reach us", () => {
    const body = text("privacy");
    for (const topic of [
      "Contact form",
      "Newsletter sign-up",
      "double opt-in",
      "exact wording",
      "Exit-intent offer",
      "Blog guide sign-up",
      "Private feedback",
      "Was this helpful?",
      "Orders",
      "Usage events",
      "Google Analytics",
      "Meta Pixel",
      "review widget",
      "chat widget",
      "Overseas services",
      "United States",
      "correct anything",
      "Australian Privacy Principles",
      "OAIC",
      salon.email,
      salon.phone.display,
    ]) {
      expect(body, topic).toContain(topic);
    }
  });
});

describe("placeholders and parsing", () => {
  it("fills known placeholders and refuses unknown ones", () => {
    expect(fillPlaceholders("Free over {{freeShippingOver}}", policyValues("shipping"))).toBe("Free over $50");
    expect(fillPlaceholders("See {{fulfilmentPage}}", policyValues("pickup"))).toBe("See Click & Collect");
    expect(() => fillPlaceholders("{{nope}}", policyValues("pickup"), "x.md")).toThrow("x.md: unknown placeholder {{nope}}");
  });

  it("rejects a document without valid frontmatter", () => {
    expect(() => parsePolicy("terms", "# Terms\n")).toThrow("terms.md: missing the --- frontmatter block");
    expect(() => parsePolicy("terms", "---\ntitle: T\npath: /elsewhere\ndescription: short\nupdated: 2026-01-01\n---\nBody")).toThrow(
      /frontmatter/,
    );
  });

  it("gives h2 headings stable ids and wraps tables so they scroll on phones", () => {
    const { pickup: parsed } = parsePolicy(
      "shipping",
      "---\ntitle: Shipping Policy\npath: /policies/shipping\ndescription: A description that is long enough to pass the schema check.\nupdated: 2026-01-01\n---\n## Costs & times\n\n| a | b |\n|---|---|\n| 1 | **2** |\n",
    );
    expect(parsed.headings).toEqual([{ id: "costs-times", text: "Costs & times" }]);
    expect(parsed.html).toContain('<h2 id="costs-times">');
    expect(parsed.html).toContain('<div class="policy-table"');
    expect(parsed.html).toContain("<td><strong>2</strong></td>");
  });

  it("renders each setup's passages with its own headings and table of contents, and names the line of a bad block", () => {
    const head = "---\ntitle: Terms of Service\npath: /terms\ndescription: A description that is long enough to pass the schema check.\nupdated: 2026-01-01\n---\n";
    const both = parsePolicy("terms", `${head}## Orders\n\n::: pickup\n## Collecting\n:::\n::: shipping\n## Delivery\n:::\n\nText.\n`);
    expect(both.pickup.headings.map((h) => h.id)).toEqual(["orders", "collecting"]);
    expect(both.shipping.headings.map((h) => h.id)).toEqual(["orders", "delivery"]);
    expect(both.shipping.html).not.toContain("Collecting");
    expect(() => parsePolicy("terms", `${head}Text.\n\n::: pickup\nUnclosed.\n`)).toThrow('terms.md:9: "::: pickup" is never closed');
  });
});
