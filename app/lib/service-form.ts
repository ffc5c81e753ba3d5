/**
 * The owner's service and category forms: what she typed, read into a service or a category, or refused with
 * one message per field. Lists are written one item a line; steps and FAQs one a paragraph (heading or question
 * on the first line, the rest below, a blank line between).
 */
import { pageTexts, placeholderProblem, readDuration, readPrice, type ServicePage } from "./service-menu.ts";
import { slugFrom } from "./slug.ts";

export const serviceFields = [
  "title",
  "displayName",
  "slug",
  "categorySlug",
  "subtitle",
  "duration",
  "serviceCount",
  "price",
  "description",
  "bookingUrl",
  "visible",
  "hasPage",
  "pageTitle",
  "tagline",
  "about",
  "metaDescription",
  "whatsIncluded",
  "whoItsFor",
  "steps",
  "benefits",
  "faqs",
  "related",
] as const;
export type ServiceField = (typeof serviceFields)[number];
export type ServiceFormValues = Partial<Record<ServiceField, string>> & { related?: string };
export type ServiceFormErrors = Partial<Record<ServiceField, string>>;

export type ServiceInput = {
  title: string;
  displayName: string | null;
  slug: string;
  categorySlug: string;
  subtitle: string | null;
  duration: string | null;
  serviceCount: number | null;
  price: { text: string; cents: number; from: boolean };
  description: string;
  bookingUrl: string | null;
  visible: boolean;
  page: ServicePage | null;
};

/** Words an address under /admin/services already uses, so no service may take them. */
export const reservedServiceSlugs = ["new", "import", "export", "categories"];

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^[-•*]\s*/, ""))
    .filter(Boolean);

const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first = "", ...rest] = block.split(/\r?\n/);
      return { head: first.trim(), body: rest.join(" ").replace(/\s+/g, " ").trim() };
    });

/** The form's text as a service's page writes it back: lists one a line, steps and FAQs one a paragraph. */
export function pageFormValues(page: ServicePage | null): ServiceFormValues {
  if (!page) return { hasPage: "" };
  return {
    hasPage: "on",
    pageTitle: page.title,
    tagline: page.tagline,
    about: page.about,
    metaDescription: page.metaDescription,
    whatsIncluded: page.whatsIncluded.join("\n"),
    whoItsFor: page.whoItsFor.join("\n"),
    steps: page.steps.map((step) => `${step.step}\n${step.description}`).join("\n\n"),
    benefits: page.benefits.join("\n"),
    faqs: page.faqs.map((faq) => `${faq.question}\n${faq.answer}`).join("\n\n"),
    related: page.related.join(","),
  };
}

/** The posted form as strings, to show back when it is refused (related services: the ticked slugs, comma-joined). */
export function serviceFormValues(form: FormData): ServiceFormValues {
  const values: ServiceFormValues = {};
  for (const field of serviceFields) {
    if (field === "related") values.related = form.getAll("related").map(String).join(",");
    else {
      const value = form.get(field);
      if (typeof value === "string") values[field] = value;
    }
  }
  return values;
}

/**
 * Read a service form. `creating` also reads the slug (fixed once made: it is the page's address). The
 * category's existence and the slug's freedom are the database's to check.
 */
export function parseServiceForm(values: ServiceFormValues, creating: boolean): { ok: true; input: ServiceInput } | { ok: false; errors: ServiceFormErrors } {
  const errors: ServiceFormErrors = {};
  const text = (field: ServiceField) => (values[field] ?? "").trim();
  const optional = (field: ServiceField) => text(field) || null;
  const limit = (field: ServiceField, max: number, label: string) => {
    if (text(field).length > max) errors[field] = `${label} can be at most ${max} characters.`;
  };

  const title = text("title");
  if (!title) errors.title = "Write the name the booking system lists it under.";
  limit("title", 120, "The name");
  limit("displayName", 120, "The name on the site");
  limit("subtitle", 120, "The subtitle");
  limit("description", 400, "The description");

  const slug = creating ? text("slug") || slugFrom(text("displayName") || title) : "";
  if (creating && !errors.title) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 80) errors.slug = "Use lower-case letters, digits and single hyphens, up to 80 characters.";
    else if (reservedServiceSlugs.includes(slug)) errors.slug = `"${slug}" is an address of the back office: choose another.`;
  }

  const categorySlug = text("categorySlug");
  if (!categorySlug) errors.categorySlug = "Choose the category it is listed under.";

  const duration = text("duration") ? readDuration(text("duration")) : null;
  if (text("duration") && !duration) errors.duration = "Write the time as 1h 15min, 75 or 1:15, or leave it empty.";

  let serviceCount: number | null = null;
  if (text("serviceCount")) {
    serviceCount = /^\d{1,2}$/.test(text("serviceCount")) ? Number(text("serviceCount")) : NaN;
    if (!Number.isInteger(serviceCount) || serviceCount < 2 || serviceCount > 20) errors.serviceCount = "A bundle holds 2 to 20 services; leave it empty for one.";
  }

  const price = readPrice(text("price"));
  if (!price) errors.price = text("price") ? "Write the price as 85, 12.50, from 50 or Free." : "Write the price.";

  const bookingUrl = optional("bookingUrl");
  if (bookingUrl && !/^https:\/\/[^\s/$.?#][^\s]*$/i.test(bookingUrl)) errors.bookingUrl = "Give a full address starting with https://, or leave it empty for the salon's booking site.";

  let page: ServicePage | null = null;
  if (values.hasPage) {
    const steps = paragraphs(text("steps"));
    const faqs = paragraphs(text("faqs"));
    page = {
      title: text("pageTitle") || text("displayName") || title,
      tagline: text("tagline"),
      about: text("about").replace(/\r\n/g, "\n"),
      metaDescription: text("metaDescription"),
      whatsIncluded: lines(text("whatsIncluded")),
      whoItsFor: lines(text("whoItsFor")),
      steps: steps.map(({ head, body }) => ({ step: head, description: body })),
      benefits: lines(text("benefits")),
      faqs: faqs.map(({ head, body }) => ({ question: head, answer: body })),
      related: (values.related ?? "").split(",").filter(Boolean),
    };
    limit("pageTitle", 120, "The page's heading");
    if (!page.tagline) errors.tagline = "Write a line under the heading.";
    limit("tagline", 200, "The line under the heading");
    if (!page.about) errors.about = "Write what the service is, in a paragraph or more.";
    limit("about", 4000, "The text");
    const meta = page.metaDescription.length;
    if (meta < 50 || meta > 170) errors.metaDescription = `Search engines show 50 to 170 characters; this is ${meta}.`;
    if (!page.whatsIncluded.length) errors.whatsIncluded = "List at least one thing it includes, one a line.";
    if (steps.some((step) => !step.body)) errors.steps = "Give each step a heading line and a line saying what happens, with a blank line between steps.";
    if (faqs.some((faq) => !faq.body)) errors.faqs = "Give each question its answer on the next line, with a blank line between questions.";
    const placeholderFields: [ServiceField, string[]][] = [
      ["pageTitle", [page.title]],
      ["tagline", [page.tagline]],
      ["about", [page.about]],
      ["metaDescription", [page.metaDescription]],
      ["whatsIncluded", page.whatsIncluded],
      ["whoItsFor", page.whoItsFor],
      ["steps", page.steps.flatMap((step) => [step.step, step.description])],
      ["benefits", page.benefits],
      ["faqs", page.faqs.flatMap((faq) => [faq.question, faq.answer])],
    ];
    for (const [field, texts] of placeholderFields) {
      // A time typed wrongly has its own message: {duration} is not refused for it as well.
      const problem = texts.map((t) => placeholderProblem(t, Boolean(text("duration")))).find(Boolean);
      if (problem && !errors[field]) errors[field] = problem;
    }
    if (pageTexts(page).some((t) => t.length > 4000)) errors.about ??= "A text is longer than 4,000 characters.";
  }

  if (Object.keys(errors).length || !price) return { ok: false, errors };
  return {
    ok: true,
    input: {
      title,
      displayName: optional("displayName"),
      slug,
      categorySlug,
      subtitle: optional("subtitle"),
      duration,
      serviceCount,
      price,
      description: text("description"),
      bookingUrl,
      visible: Boolean(values.visible),
      page,
    },
  };
}

export const categoryFields = ["title", "displayName", "slug", "intro", "visible"] as const;
export type CategoryField = (typeof categoryFields)[number];
export type CategoryFormValues = Partial<Record<CategoryField, string>>;
export type CategoryInput = { title: string; displayName: string | null; slug: string; intro: string; visible: boolean };

/** Read a category form; `creating` also reads its slug, the /services anchor (fixed once made). */
export function parseCategoryForm(values: CategoryFormValues, creating: boolean): { ok: true; input: CategoryInput } | { ok: false; errors: Partial<Record<CategoryField, string>> } {
  const errors: Partial<Record<CategoryField, string>> = {};
  const text = (field: CategoryField) => (values[field] ?? "").trim();
  const title = text("title");
  if (!title) errors.title = "Write the category's name in the booking system.";
  if (title.length > 120) errors.title = "The name can be at most 120 characters.";
  if (text("displayName").length > 120) errors.displayName = "The name on the site can be at most 120 characters.";
  if (text("intro").length > 1000) errors.intro = "The introduction can be at most 1,000 characters.";
  const slug = creating ? text("slug") || slugFrom(text("displayName") || title) : "";
  if (creating && title && (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 60)) errors.slug = "Use lower-case letters, digits and single hyphens, up to 60 characters.";
  else if (creating && slug === "new") errors.slug = `"new" is an address of the back office: choose another.`;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: { title, displayName: text("displayName") || null, slug, intro: text("intro"), visible: Boolean(values.visible) } };
}
