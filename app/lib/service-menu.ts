/**
 * The service menu as the pages read it: categories in the owner's order, each with its services. The rows
 * live in the database (app/server/service-menu.server.ts); this module holds the shapes and the rules that
 * need no database, so the pages, the editor and the tests share them.
 */
import { formatPrice } from "./area-services.ts";

export type ServiceStep = { step: string; description: string };
export type ServiceFaq = { question: string; answer: string };

/** What a service with its own page says there. Texts may write {price} and {duration}: the menu's, filled in when shown. */
export type ServicePage = {
  /** The page's heading. */
  title: string;
  tagline: string;
  /** Two or three paragraphs, separated by a blank line. */
  about: string;
  metaDescription: string;
  whatsIncluded: string[];
  whoItsFor: string[];
  steps: ServiceStep[];
  benefits: string[];
  faqs: ServiceFaq[];
  /** Slugs of other services with pages. */
  related: string[];
};

export type MenuService = {
  slug: string;
  categorySlug: string;
  /** The name a booking is made under (the booking system's). */
  title: string;
  /** The name a visitor reads. */
  name: string;
  subtitle: string | null;
  duration: string | null;
  serviceCount: number | null;
  price: string;
  priceCents: number;
  priceFrom: boolean;
  description: string;
  page: ServicePage | null;
  bookingUrl: string | null;
  visible: boolean;
};

export type MenuSection = {
  slug: string;
  title: string;
  name: string;
  intro: string;
  visible: boolean;
  services: MenuService[];
};

/** A category and a service as the menu's tables hold them; the first start's seed rows lack what only the owner sets. */
export type MenuCategoryRow = { slug: string; title: string; displayName: string | null; intro: string; visible?: boolean };
export type MenuServiceRow = {
  slug: string;
  categorySlug: string;
  title: string;
  displayName: string | null;
  subtitle: string | null;
  duration: string | null;
  serviceCount: number | null;
  priceText: string;
  priceCents: number;
  priceFrom: boolean;
  description: string;
  page: ServicePage | null;
  bookingUrl?: string | null;
  visible?: boolean;
};

/** The menu's sections from its rows, in the rows' order: a name not set is the booking name, a visibility not set is visible. */
export function sectionsOf(categories: readonly MenuCategoryRow[], services: readonly MenuServiceRow[]): MenuSection[] {
  return categories.map((category) => ({
    slug: category.slug,
    title: category.title,
    name: category.displayName ?? category.title,
    intro: category.intro,
    visible: category.visible ?? true,
    services: services
      .filter((row) => row.categorySlug === category.slug)
      .map((row) => ({
        slug: row.slug,
        categorySlug: row.categorySlug,
        title: row.title,
        name: row.displayName ?? row.title,
        subtitle: row.subtitle,
        duration: row.duration,
        serviceCount: row.serviceCount,
        price: row.priceText,
        priceCents: row.priceCents,
        priceFrom: row.priceFrom,
        description: row.description,
        page: row.page,
        bookingUrl: row.bookingUrl ?? null,
        visible: row.visible ?? true,
      })),
  }));
}

/** One line of the menu as /services shows it. */
export type MenuLine = {
  name: string;
  bookingName: string;
  subtitle?: string;
  duration?: string;
  serviceCount?: number;
  price: string;
  /** The price as structured data writes it ("324.00"). */
  offerPrice: string;
  /** Set when the service has its own page. */
  detailSlug?: string;
};
/** A step or add-on at no charge that is not booked on its own: shown inside its category's package, not as a priced line. */
export type IncludedStep = { name: string; duration?: string };
export type MenuCategory = { slug: string; name: string; intro: string; lines: MenuLine[]; included: IncludedStep[] };

/** A free service (not "from") in a category that also has priced ones is part of that package, not a line of its own. */
function isIncludedStep(service: MenuService, section: MenuSection) {
  return service.priceCents === 0 && !service.priceFrom && section.services.some((other) => other.priceCents > 0);
}

/** What visitors see: visible categories with their visible services, and no empty category. */
export function shownSections(sections: readonly MenuSection[]): MenuSection[] {
  return sections
    .filter((section) => section.visible)
    .map((section) => ({ ...section, services: section.services.filter((service) => service.visible) }))
    .filter((section) => section.services.length > 0);
}

/** The menu for /services: names resolved, without the descriptions the page does not show; free steps inside their package. */
export function menuLines(sections: readonly MenuSection[]): MenuCategory[] {
  return sections.map((section) => ({
    slug: section.slug,
    name: section.name,
    intro: section.intro,
    included: section.services
      .filter((service) => isIncludedStep(service, section))
      .map((service) => ({ name: service.name, ...(service.duration ? { duration: service.duration } : {}) })),
    lines: section.services
      .filter((service) => !isIncludedStep(service, section))
      .map((service) => ({
        name: service.name,
        bookingName: service.title,
        ...(service.subtitle ? { subtitle: service.subtitle } : {}),
        ...(service.duration ? { duration: service.duration } : {}),
        ...(service.serviceCount ? { serviceCount: service.serviceCount } : {}),
        price: service.price,
        offerPrice: (service.priceCents / 100).toFixed(2),
        ...(service.page ? { detailSlug: service.slug } : {}),
      })),
  }));
}

/** The page of a service: /services/{category}/{slug}. */
export const servicePagePath = (service: Pick<MenuService, "categorySlug" | "slug">) => `/services/${service.categorySlug}/${service.slug}`;

/** The words a service's page texts may write in braces, and what fills them. */
export const servicePlaceholders = ["price", "duration"] as const;
type Placeholder = (typeof servicePlaceholders)[number];

/** A page text with {price} and {duration} filled in from the menu line. */
export function fillServiceText(text: string, service: Pick<MenuService, "price" | "duration">): string {
  return text.replace(/\{(price|duration)\}/g, (_, word: Placeholder) => (word === "price" ? service.price : (service.duration ?? "")));
}

/** Why a page text cannot be stored: a word in braces that is not a placeholder, or {duration} for a service without a time. */
export function placeholderProblem(text: string, hasDuration: boolean): string | null {
  for (const match of text.matchAll(/\{([^{}]*)\}/g)) {
    const word = match[1] ?? "";
    if (!(servicePlaceholders as readonly string[]).includes(word)) return `{${word}} is not filled in: only {price} and {duration} are.`;
    if (word === "duration" && !hasDuration) return "{duration} needs the service to have a time.";
  }
  return null;
}

/** Every text of a page, for checks that read them all. */
export function pageTexts(page: ServicePage): string[] {
  return [
    page.title,
    page.tagline,
    page.about,
    page.metaDescription,
    ...page.whatsIncluded,
    ...page.whoItsFor,
    ...page.steps.flatMap((step) => [step.step, step.description]),
    ...page.benefits,
    ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
}

/** The page with its placeholders filled in, as a visitor reads it. */
export function filledPage(page: ServicePage, service: Pick<MenuService, "price" | "duration">): ServicePage {
  const fill = (text: string) => fillServiceText(text, service);
  return {
    ...page,
    title: fill(page.title),
    tagline: fill(page.tagline),
    about: fill(page.about),
    metaDescription: fill(page.metaDescription),
    whatsIncluded: page.whatsIncluded.map(fill),
    whoItsFor: page.whoItsFor.map(fill),
    steps: page.steps.map((step) => ({ step: fill(step.step), description: fill(step.description) })),
    benefits: page.benefits.map(fill),
    faqs: page.faqs.map((faq) => ({ question: fill(faq.question), answer: fill(faq.answer) })),
  };
}

/**
 * A price as the owner types it ("85", "$85", "A$ 85.50", "from 50", "Free"), in the menu's words, with the
 * amount in cents. Null when it is not a price.
 */
export function readPrice(typed: string): { text: string; cents: number; from: boolean } | null {
  const clean = typed.trim().replace(/\s+/g, " ");
  const from = /^from\s/i.test(clean);
  const amount = clean.replace(/^from\s+/i, "").replace(/^(A\$|AUD|\$)\s?/i, "");
  if (/^free$/i.test(amount)) return from ? null : { text: "Free", cents: 0, from: false };
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(amount)) return null;
  const cents = Math.round(Number(amount) * 100);
  return { text: formatPrice(cents / 100, from), cents, from };
}

/** "2h 20min", "45min", "1h": how the menu writes a time. Also read from "2:20", "140" (minutes), "140 min" and "2 h 20 m". */
export function readDuration(typed: string): string | null {
  const clean = typed.trim().toLowerCase();
  let minutes: number | null = null;
  const clock = /^(\d{1,2}):(\d{2})$/.exec(clean);
  const words = /^(?:(\d{1,2})\s*h(?:ours?|rs?)?)?\s*(?:(\d{1,3})\s*m(?:in(?:ute)?s?)?)?$/.exec(clean);
  if (/^\d{1,3}$/.test(clean)) minutes = Number(clean);
  else if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (words && (words[1] || words[2])) minutes = Number(words[1] ?? 0) * 60 + Number(words[2] ?? 0);
  if (minutes === null || minutes <= 0 || minutes > 12 * 60) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours}h` : "", rest ? `${rest}min` : ""].filter(Boolean).join(" ");
}

/** JSON with its object keys sorted, so the same menu gives the same text however it was stored. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A short name for one state of the menu: equal menus, equal names. FNV-1a over the canonical JSON. */
export function menuFingerprint(sections: readonly MenuSection[]): string {
  const text = canonicalJson(sections);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16)}-${text.length}`;
}
