/**
 * The service menu of app/content/services.ts in the shape of the menu's tables: what the first start seeds,
 * and what the build's assistant index is made from. (Relative imports only: the build reads it outside Vite.)
 */
import { menuName, menuPricesAsOf, serviceCategories, serviceDetails, type ServiceCategory, type ServiceDetail } from "../content/services.ts";
import { readPrice, sectionsOf, shownSections, type MenuSection, type ServicePage } from "../lib/service-menu.ts";
import { slugFrom } from "../lib/slug.ts";

export type MenuContent = { categories: ServiceCategory[]; details: ServiceDetail[]; pricesAsOf: string };

export const defaultMenuContent: MenuContent = { categories: serviceCategories, details: serviceDetails, pricesAsOf: menuPricesAsOf };

/** `text` with the service's own price and time written as {price} and {duration}, so they follow the menu. */
export function withPlaceholders(text: string, price: string, duration: string | undefined): string {
  const exact = (value: string) => new RegExp(`(?<![\\d.:$])(?<!\\dh )${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\d|\\.\\d|\\s?\\d+min)`, "g");
  const priced = text.replace(exact(price), "{price}");
  return duration ? priced.replace(exact(duration), "{duration}") : priced;
}

/** A detail page as first seeded: its heading is the service's name on the site, as the menu writes it. */
function pageOf(detail: ServiceDetail, name: string, price: string, duration: string | undefined): ServicePage {
  const own = (text: string) => withPlaceholders(text, price, duration);
  return {
    title: name,
    tagline: own(detail.tagline),
    about: own(detail.description),
    metaDescription: own(detail.metaDescription),
    whatsIncluded: detail.whatsIncluded.map(own),
    whoItsFor: detail.whoItsFor.map(own),
    steps: detail.process.map((step) => ({ step: step.step, description: own(step.description) })),
    benefits: (detail.benefits ?? []).map(own),
    faqs: (detail.faqs ?? []).map((faq) => ({ question: faq.question, answer: own(faq.answer) })),
    related: detail.relatedServices,
  };
}

/** The menu rows the content module describes. */
export function menuRows(content: MenuContent) {
  const pricedAt = new Date(`${content.pricesAsOf}T00:00:00+11:00`);
  const slugs = new Set<string>();
  const categories = content.categories.map((category, position) => ({
    slug: category.slug,
    title: category.title,
    displayName: category.displayName ?? null,
    intro: category.intro,
    position,
  }));
  const services = content.categories.flatMap((category) =>
    category.items.map((item, position) => {
      const price = readPrice(item.price);
      if (!price) throw new Error(`Service menu: "${item.price}" (${item.title}) is not a price`);
      let slug = item.detailSlug ?? slugFrom(menuName(item));
      if (slugs.has(slug)) slug = `${category.slug}-${slug}`;
      slugs.add(slug);
      const detail = item.detailSlug ? content.details.find((d) => d.slug === item.detailSlug && d.categorySlug === category.slug) : undefined;
      if (item.detailSlug && !detail) throw new Error(`Service menu: ${item.title} names a page ${item.detailSlug} that does not exist`);
      return {
        slug,
        categorySlug: category.slug,
        title: item.title,
        displayName: item.displayName ?? null,
        subtitle: item.subtitle ?? null,
        duration: item.duration ?? null,
        serviceCount: item.serviceCount ?? null,
        priceText: price.text,
        priceCents: price.cents,
        priceFrom: price.from,
        description: item.description,
        page: detail ? pageOf(detail, menuName(item), item.price, item.duration) : null,
        position,
        priceChangedAt: pricedAt,
      };
    }),
  );
  return { categories, services };
}

/** The content module's menu as the pages read it, for the build (the assistant's index), before any database. */
export function contentMenuSections(content: MenuContent = defaultMenuContent): MenuSection[] {
  const { categories, services } = menuRows(content);
  return shownSections(sectionsOf(categories, services));
}
