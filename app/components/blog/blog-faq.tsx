import { Link } from "~/components/ui/link";
import { FaqAccordion } from "~/components/content/faq-accordion";
import type { BlogFaq as BlogFaqItem } from "~/content/blog-faqs";
import { Painted } from "~/components/ui/painted";

/** The fixed FAQ under every article: one question open at a time, works without JavaScript. */
export function BlogFaq({ faqs }: { faqs: BlogFaqItem[] }) {
  const links = new Map(faqs.map((faq) => [faq.id, faq.link]));
  return (
    <Painted as="section" aria-labelledby="blog-faq-title" className="mt-14" data-blog-faq>
      <p className="eyebrow">Quick answers</p>
      <h2 id="blog-faq-title" className="mt-2 text-h2">
        Questions I'm asked every week
      </h2>
      <div className="mt-6">
        <FaqAccordion
          group="blog-faq"
          faqs={faqs}
          extra={(faq) => {
            const link = links.get(faq.id);
            return link ? (
              <Link
                to={link.href}
                prefetch="intent"
                className="inline-flex items-center gap-1 text-small font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus"
              >
                {link.text}
              </Link>
            ) : null;
          }}
        />
      </div>
    </Painted>
  );
}
