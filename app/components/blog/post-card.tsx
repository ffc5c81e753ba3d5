import { Link } from "~/components/ui/link";
import { Image } from "~/components/ui/image";
import { Icon } from "~/components/ui/icons";
import { blogImageSize, blogPostPath, type BlogPostSummary } from "~/lib/blog";

export type PostCardVariant = "featured" | "large" | "regular";

const imageSizes: Record<PostCardVariant, string> = {
  featured: "(min-width: 1024px) 640px, 100vw",
  large: "(min-width: 768px) 50vw, 100vw",
  regular: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
};

/**
 * A post on the blog list, the home page and under an article. The whole card is one link (the title's).
 * Open on the page rather than boxed: the picture carries the shape, the words sit on the page's own ground.
 */
export function PostCard({
  post,
  variant = "regular",
  priority = false,
  headingLevel = 3,
}: {
  post: BlogPostSummary;
  variant?: PostCardVariant;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const featured = variant === "featured";
  return (
    <article
      className={`group relative flex h-full flex-col rounded-card has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-wattle ${
        featured ? "lg:grid lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-10" : ""
      }`}
      data-post-card={variant}
    >
      <div className="overflow-hidden rounded-card bg-sand">
        <Image
          src={post.image}
          alt={post.imageAlt}
          width={blogImageSize.width}
          height={blogImageSize.height}
          sizes={imageSizes[variant]}
          priority={priority}
          style={post.imagePosition ? { objectPosition: post.imagePosition } : undefined}
          className="aspect-[16/9] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className={`flex flex-1 flex-col ${featured ? "pt-6 lg:py-4" : "pt-5"}`}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-small text-muted">
          <span className="rounded-full bg-mist px-2.5 py-1 font-semibold tracking-wide text-eucalyptus uppercase">{post.category}</span>
          <span>
            <time dateTime={post.isoDate}>{post.date}</time> · {post.readTime}
          </span>
        </p>
        <Heading
          className={`mt-4 ${featured ? "text-h2" : variant === "large" ? "text-lead" : "text-lead"} transition-colors group-hover:text-eucalyptus`}
        >
          <Link
            to={blogPostPath(post.slug)}
            prefetch="intent"
            className="after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p
          className={`mt-3 text-muted ${featured ? "text-body leading-relaxed" : "line-clamp-3 text-body leading-relaxed"}`}
        >
          {post.excerpt}
        </p>
        {/* Pushed to the card's foot, so a row of cards ends on one line (the clamped excerpt must not stretch). */}
        <p className="mt-auto inline-flex items-center gap-1.5 pt-5 text-small font-semibold text-eucalyptus" aria-hidden="true">
          Read article
          <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
