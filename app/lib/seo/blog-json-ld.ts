import { salon } from "../../config/salon.ts";
import type { BlogPost } from "../blog.ts";
import { salonId } from "./json-ld.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";

/** The business as a publisher. Same name, phone and e-mail as the HairSalon entity, which it points to. */
export const organizationId = (): string => `${siteUrl()}/#organization`;

export function organizationEntity() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(),
    name: salon.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
    email: salon.email,
    telephone: salon.phone.e164,
    sameAs: Object.values(salon.social),
    subOrganization: { "@id": salonId() },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: salon.phone.e164,
      email: salon.email,
      areaServed: "AU",
      availableLanguage: "en",
    },
  };
}

export function blogPostingEntity(
  post: Pick<BlogPost, "slug" | "title" | "excerpt" | "image" | "isoDate" | "category" | "wordCount" | "author">,
) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    inLanguage: "en-AU",
    articleSection: post.category,
    wordCount: post.wordCount,
    author: {
      "@type": "Person",
      name: post.author.name,
      jobTitle: post.author.role,
      url: absoluteUrl("/about"),
      worksFor: { "@id": salonId() },
    },
    publisher: { "@id": organizationId() },
  };
}

export function faqPageEntity(faqs: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
  };
}
