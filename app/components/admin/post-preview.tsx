import { Fragment, useEffect, useRef } from "react";
import { Image } from "~/components/ui/image";
import { blogImageSize, type BlogBodyPart, type BlogPost } from "~/lib/blog";

function Parts({ parts }: { parts: BlogBodyPart[] }) {
  return parts.map((part, index) =>
    part.kind === "html" ? (
      <div key={index} className="prose-salon" dangerouslySetInnerHTML={{ __html: part.html }} />
    ) : (
      <p key={index} className="my-4 rounded-xl bg-mist px-4 py-3 text-small font-semibold text-eucalyptus">
        The hair-type quiz shows here.
      </p>
    ),
  );
}

/**
 * The post as a phone shows it, 390 px wide, before it is saved: the picture, the title, the text with its
 * sections, the invitation and the product list where the page places them. Focus moves to it when it arrives.
 */
export function PostPreview({ post }: { post: BlogPost }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [post]);
  return (
    <section aria-labelledby="preview-heading" className="mt-8" data-testid="post-preview">
      <h2 id="preview-heading" ref={heading} tabIndex={-1} className="text-lead font-semibold outline-none">
        Preview at phone width (not saved yet)
      </h2>
      <div className="mx-auto mt-3 w-full max-w-[390px] overflow-hidden rounded-[1.75rem] border-8 border-ink/80 bg-cream shadow-lift">
        <article className="px-4 pt-5 pb-8">
          <p className="text-small font-semibold tracking-[0.14em] text-eucalyptus uppercase">{post.category}</p>
          <h3 className="mt-3 font-display text-h2 leading-tight font-semibold">{post.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{post.excerpt}</p>
          <p className="mt-3 text-small text-muted">
            By {post.author.name} · {post.date} · {post.readTime}
          </p>
          <Image
            src={post.image}
            alt={post.imageAlt}
            width={blogImageSize.width}
            height={blogImageSize.height}
            sizes="374px"
            className="mt-5 aspect-[16/9] w-full rounded-2xl bg-sand object-cover"
            style={post.imagePosition ? { objectPosition: post.imagePosition } : undefined}
          />
          <div className="mt-4">
            <Parts parts={post.introduction} />
          </div>
          {post.sections.map((section, index) => (
            <Fragment key={section.id}>
              <h4 className="mt-8 text-lead font-semibold">{section.heading}</h4>
              <Parts parts={section.parts} />
              {index === 1 && <p className="my-6 rounded-2xl bg-sand px-4 py-4 text-small">{post.cta.text}</p>}
              {index === 2 && post.productModule && (
                <div className="my-6 rounded-2xl bg-white p-4 ring-1 ring-ink/10">
                  <p className="font-semibold">{post.productModule.title}</p>
                  <ul className="mt-2 grid gap-2 text-small">
                    {post.productModule.products.map((product) => (
                      <li key={product.href}>
                        <strong>{product.name}</strong>: {product.description}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </Fragment>
          ))}
        </article>
      </div>
    </section>
  );
}
