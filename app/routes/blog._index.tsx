import { useEffect, useRef } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { CategoryFilter } from "~/components/blog/category-filter";
import { PostCard } from "~/components/blog/post-card";
import { BookingBanner } from "~/components/content/booking-banner";
import { JsonLd } from "~/components/content/json-ld";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { salon } from "~/config/salon";
import { blogCategories, blogImageSize, blogLayout, blogRssLink, categoryFromParam, filterPosts, type BlogCategory } from "~/lib/blog";
import { breadcrumbList } from "~/lib/seo/json-ld";
import { seo } from "~/lib/seo/meta";
import { readAs, type PageQueryHandle } from "~/lib/page-query";
import { blogPostSummaries } from "~/server/blog.server";
import type { Route } from "./+types/blog._index";

/** The list reads ?category= (a category's name, in any case or spelling of its spaces). */
export const handle: PageQueryHandle = { pageQuery: { category: readAs(categoryFromParam) } };

export async function loader() {
  return { posts: await blogPostSummaries() };
}

/** The list holds every post; changing the filter only re-lays it out, so nothing needs fetching again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === "/blog" && nextUrl.pathname === "/blog") return false;
  return defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [blogRssLink];

export const meta: Route.MetaFunction = ({ location }) => {
  const category = categoryFromParam(new URLSearchParams(location.search).get("category"));
  return seo({
    title: category ? `${category} Articles: Hair Care Blog` : "Hair Care Blog: Advice from the Salon Chair",
    description: category
      ? `${category} articles from ${salon.founder.firstName}, ${salon.founder.role} at ${salon.name} in Bangor: practical, honest hair advice.`
      : `Practical hair care advice from ${salon.founder.firstName}, ${salon.founder.role} at ${salon.name} in Bangor: smoothing, colour, frizz, scalp care and the products worth buying.`,
    path: "/blog",
  });
};

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const [searchParams] = useSearchParams();
  const category = categoryFromParam(searchParams.get("category"));
  const shown = filterPosts(posts, category);
  const { featured, large, regular } = blogLayout(shown);
  const counts = Object.fromEntries([
    ["all", posts.length],
    ...blogCategories.map((c) => [c, posts.filter((p) => p.category === c).length]),
  ]) as Record<BlogCategory | "all", number>;

  // After choosing a category further down the page, bring the start of the list back into view.
  const listRef = useRef<HTMLElement>(null);
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: "start" });
  }, [category]);

  const founder = salon.founder.firstName;
  return (
    <>
      <JsonLd
        data={breadcrumbList([
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
        ])}
      />
      <section className="relative overflow-hidden">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-blush/50 blur-3xl" />
        <div aria-hidden="true" className="absolute top-32 -left-32 size-80 rounded-full bg-mist/70 blur-3xl" />
        <div className="relative container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_0.85fr]">
          <div>
            <p className="eyebrow">The {salon.shortName} journal</p>
            <h1 className="mt-4 max-w-3xl text-display font-semibold">Hair advice from the salon chair</h1>
            <p className="mt-5 max-w-2xl text-lead leading-relaxed text-muted">
              Honest, practical guides from {founder}, our {salon.founder.role}, with {salon.founder.experience} behind the chair: what
              actually works for frizz, colour, smoothing and scalp care, and which products are worth your money.
            </p>
            <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-3 text-small">
              <p className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-eucalyptus font-display text-lead font-semibold text-cream"
                >
                  {founder.charAt(0)}
                </span>
                <span>
                  Written by <strong className="font-semibold">{founder}</strong>
                  <span className="block text-small text-muted">
                    {posts.length} articles · {blogCategories.length} topics
                  </span>
                </span>
              </p>
              <a
                href={blogRssLink.href}
                className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 font-semibold text-clay underline-offset-4 hover:bg-blush/50 hover:underline"
              >
                <Icon name="rss" className="size-4" /> Follow by RSS
              </a>
            </div>
          </div>
          <div aria-hidden="true" className="relative hidden h-80 lg:block">
            {posts.slice(0, 3).map((post, index) => (
              <div
                key={post.slug}
                className={`absolute w-72 overflow-hidden rounded-2xl bg-white p-2 shadow-lift ring-1 ring-ink/5 ${
                  ["top-0 left-4 -rotate-6", "top-10 right-2 rotate-3", "bottom-0 left-16 -rotate-1"][index]
                }`}
              >
                <Image
                  src={post.image}
                  alt=""
                  width={blogImageSize.width}
                  height={blogImageSize.height}
                  className="aspect-[16/9] w-full rounded-xl object-cover"
                />
              </div>
            ))}
          </div>
        </div>
      </section>

      <CategoryFilter active={category} counts={counts} onSelect={() => (chosen.current = true)} />

      <section ref={listRef} aria-labelledby="posts-heading" className="container-page scroll-mt-36 pt-10 pb-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="posts-heading" className="text-h2">
            {category ?? "Latest articles"}
          </h2>
          <p className="text-small text-muted" aria-live="polite">
            {shown.length} {shown.length === 1 ? "article" : "articles"}
            {category ? ` in ${category}` : ""}
          </p>
        </div>

        {featured && (
          <div className="mt-8" data-layout="featured">
            <PostCard post={featured} variant="featured" priority />
          </div>
        )}
        {large.length > 0 && (
          <ul className="mt-10 grid gap-x-8 gap-y-12 md:grid-cols-2" data-layout="large">
            {large.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} variant="large" />
              </li>
            ))}
          </ul>
        )}
        {regular.length > 0 && (
          <ul className="mt-12 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3" data-layout="regular">
            {regular.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <BookingBanner placement="blog_footer_cta" look="sand" title={`Book with ${founder}`} />
    </>
  );
}
