import { describe, expect, it } from "vitest";
import { booking, returns, salon, shipping } from "~/config/salon";
import { fillPlaceholders, headingId, parsePolicy, policy, policySlugs, policyValues } from "./policies.server";

/** The policy as plain text, for reading what a visitor reads. */
const text = (slug: (typeof policySlugs)[number]) =>
  policy(slug)
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
      expect(policy(slug).updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(policy(slug).html).not.toContain("{{");
      expect(policy(slug).headings.length, slug).toBeGreaterThanOrEqual(4);
    }
  });

  it("shipping states the policy reading (DESIGN §6) from the config", () => {
    expect(shipping).toMatchObject({ freeStandardOver: 50, standard: { price: 9.95 }, express: { price: 14.95 }, localPickup: 0 });
    const body = text("shipping");
    expect(body).toContain("$9.95");
    expect(body).toContain("3–5 business days");
    expect(body).toContain("$14.95");
    expect(body).toContain("1–2 business days");
    expect(body).toContain("free on orders over $50");
    expect(body).toContain("within Australia");
    expect(body).toMatch(/Local pickup \(click and collect\) Free/);
    expect(body).toContain("within 5 minutes");
  });

  it("the embedded shop's reading of the shipping page speaks of pick-up only, paid in the salon (DESIGN §6)", () => {
    const body = text("pickup");
    const description = policy("pickup").description;
    expect(`${body} ${description}`).not.toMatch(/\bship/i);
    expect(body).toContain("click and collect");
    expect(body).toContain(salon.address.street);
    expect(body).toContain(`within ${shipping.processingDays}`);
    expect(description).toContain("Nothing is charged online");
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

  it("returns and terms carry the booking rules (24 h notice, 50% fee, 15 minutes late)", () => {
    for (const slug of ["returns", "terms"] as const) {
      const body = text(slug);
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
    expect(fillPlaceholders("Free over {{freeShippingOver}}", policyValues)).toBe("Free over $50");
    expect(() => fillPlaceholders("{{nope}}", policyValues, "x.md")).toThrow("x.md: unknown placeholder {{nope}}");
  });

  it("rejects a document without valid frontmatter", () => {
    expect(() => parsePolicy("terms", "# Terms\n")).toThrow("missing frontmatter");
    expect(() => parsePolicy("terms", "---\ntitle: T\npath: /elsewhere\ndescription: short\nupdated: 2026-01-01\n---\nBody")).toThrow(
      /frontmatter/,
    );
  });

  it("gives h2 headings stable ids and wraps tables so they scroll on phones", () => {
    const parsed = parsePolicy(
      "shipping",
      "---\ntitle: Shipping Policy\npath: /policies/shipping\ndescription: A description that is long enough to pass the schema check.\nupdated: 2026-01-01\n---\n## Costs & times\n\n| a | b |\n|---|---|\n| 1 | **2** |\n",
    );
    expect(parsed.headings).toEqual([{ id: "costs-times", text: "Costs & times" }]);
    expect(parsed.html).toContain('<h2 id="costs-times">');
    expect(parsed.html).toContain('<div class="policy-table"');
    expect(parsed.html).toContain("<td><strong>2</strong></td>");
    expect(headingId("Your rights under the Australian Consumer Law")).toBe("your-rights-under-the-australian-consumer-law");
  });
});
