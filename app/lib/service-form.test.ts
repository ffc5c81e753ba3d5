import { describe, expect, it } from "vitest";
import { contentMenuSections } from "~/server/service-menu-content.server";
import { pageFormValues, parseCategoryForm, parseServiceForm, type ServiceFormValues } from "./service-form";
import type { MenuService } from "./service-menu";

const formOf = (service: MenuService): ServiceFormValues => ({
  title: service.title,
  displayName: service.name === service.title ? "" : service.name,
  categorySlug: service.categorySlug,
  subtitle: service.subtitle ?? "",
  duration: service.duration ?? "",
  serviceCount: service.serviceCount ? String(service.serviceCount) : "",
  price: service.price,
  description: service.description,
  bookingUrl: "",
  visible: "on",
  ...pageFormValues(service.page),
});

const services = contentMenuSections().flatMap((section) => section.services);
const withPage = services.find((service) => service.page)!;

describe("the service form", () => {
  it("reads every service of the first menu back unchanged from its own form", () => {
    for (const service of services) {
      const parsed = parseServiceForm(formOf(service), false);
      expect(parsed.ok ? null : parsed.errors, service.slug).toBeNull();
      if (!parsed.ok) continue;
      expect(parsed.input.page, service.slug).toEqual(service.page);
      expect(parsed.input.price.text, service.slug).toBe(service.price);
      expect(parsed.input.duration, service.slug).toBe(service.duration);
    }
  });

  it("gives a page without a heading of its own the service's name on the site, else its booking name", () => {
    const named = parseServiceForm({ ...formOf(withPage), pageTitle: "", displayName: "Tidy name", title: "UNTIDY Name" }, false);
    expect(named.ok && named.input.page?.title).toBe("Tidy name");
    const plain = parseServiceForm({ ...formOf(withPage), pageTitle: "", displayName: "", title: "Booking name" }, false);
    expect(plain.ok && plain.input.page?.title).toBe("Booking name");
  });

  it("refuses bad input with a message on each field", () => {
    const parsed = parseServiceForm(
      { ...formOf(withPage), title: " ", price: "cheap", duration: "soon", serviceCount: "1", bookingUrl: "javascript:alert(1)", metaDescription: "Short", faqs: "A question without its answer", tagline: "Now {cost}" },
      false,
    );
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      title: "Write the name the booking system lists it under.",
      price: "Write the price as 85, 12.50, from 50 or Free.",
      duration: "Write the time as 1h 15min, 75 or 1:15, or leave it empty.",
      serviceCount: "A bundle holds 2 to 20 services; leave it empty for one.",
      bookingUrl: "Give a full address starting with https://, or leave it empty for the salon's booking site.",
      metaDescription: "Search engines show 50 to 170 characters; this is 5.",
      faqs: "Give each question its answer on the next line, with a blank line between questions.",
      tagline: "{cost} is not filled in: only {price} and {duration} are.",
    });
  });

  it("makes a new service's address from its name, and keeps the back office's own words for itself", () => {
    const fresh = { title: "Scalp Detox", categorySlug: "treatments", price: "45", visible: "on" };
    expect(parseServiceForm(fresh, true)).toMatchObject({ ok: true, input: { slug: "scalp-detox", visible: true, page: null, price: { cents: 4500 } } });
    expect(parseServiceForm({ ...fresh, slug: "import" }, true)).toMatchObject({ ok: false, errors: { slug: expect.stringContaining("back office") } });
    expect(parseServiceForm({ ...fresh, slug: "Bad Slug" }, true)).toMatchObject({ ok: false, errors: { slug: expect.any(String) } });
  });

  it("reads a category, refusing an empty name and a bad anchor", () => {
    expect(parseCategoryForm({ title: "Scalp Care", intro: "For the scalp.", visible: "on" }, true)).toEqual({
      ok: true,
      input: { title: "Scalp Care", displayName: null, slug: "scalp-care", intro: "For the scalp.", visible: true },
    });
    expect(parseCategoryForm({ title: "", slug: "x" }, true)).toMatchObject({ ok: false, errors: { title: expect.any(String) } });
    expect(parseCategoryForm({ title: "New", slug: "new" }, true)).toMatchObject({ ok: false, errors: { slug: expect.any(String) } });
  });
});
