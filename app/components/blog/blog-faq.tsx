import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import type { BlogFaq as BlogFaqItem } from "~/content/blog-faqs";

/** The fixed FAQ under every article: native disclosure widgets (one open at a time), so it works without JavaScript. */
export function BlogFaq({ faqs }: { faqs: BlogFaqItem[] }) {
  return (
    <section aria-labelledby="blog-faq-title" className="mt-14">
      <p className="eyebrow">Quick answers</p>
      <h2 id="blog-faq-title" className="mt-2 text-h2">
        Questions I'm asked every week
      </h2>
      <div className="mt-6 divide-y divide-ink/10 rounded-card bg-white shadow-soft ring-1 ring-ink/5">
        {faqs.map((faq) => (
          <details key={faq.id} name="blog-faq" className="group" data-faq={faq.id}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 font-semibold hover:text-eucalyptus sm:px-6 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <Icon name="chevronDown" className="size-5 shrink-0 text-clay transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-ink/85 sm:px-6">
              <p>{faq.answer}</p>
              <Link to={faq.link.href} prefetch="intent" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus">
                {faq.link.text}
              </Link>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
