import { Fragment, type ReactNode } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/components/ui/link";
import { BlogCta } from "~/components/blog/blog-cta";
import { BlogFaq } from "~/components/blog/blog-faq";
import { DeferredHairTypeQuiz, DeferredLeadMagnet } from "~/components/blog/deferred-widgets";
import { PostCard } from "~/components/blog/post-card";
import { ProductModule } from "~/components/blog/product-module";
import { ReadingProgress } from "~/components/blog/reading-progress";
import { ShareButtons } from "~/components/blog/share-buttons";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { NotFoundPage } from "~/components/content/not-found-page";
import { JsonLd } from "~/components/content/json-ld";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { salon } from "~/config/salon";
import { blogFaqs } from "~/content/blog-faqs";
import { Painted } from "~/components/ui/painted";
import { blogImageSize, blogPostPath, blogRssLink, categoryHref, relatedPosts, type BlogBodyPart } from "~/lib/blog";
import type { QuizSubmission } from "~/lib/hair-type-quiz";
import { blogPostingEntity, faqPageEntity, organizationEntity } from "~/lib/seo/blog-json-ld";
import { breadcrumbList } from "~/lib/seo/json-ld";
import { seo } from "~/lib/seo/meta";
import { absoluteUrl } from "~/lib/seo/site-url";
import {
  blogPostSummaries,
  findBlogPost,
  hairTypeQuizView,
  leadMagnetFor,
  postHasWidget,
  postWithMenu,
  postWithShop,
  productHandlesOf,
  quizProductHandles,
  scoreQuizForm,
  shopProducts,
} from "~/server/blog.server";
import { log } from "~/server/log.server";
import { fulfilment } from "~/server/public-config.server";
import { readForm } from "~/server/request.server";
import { storefrontFor } from "~/server/storefront/client.server";
import { serviceMenu } from "~/server/service-menu.server";
import type { Route } from "./+types/blog.$slug";

function notFound(request: Request): never {
  log("route.not_found", { path: new URL(request.url).pathname.slice(0, 300) }, "warn");
  throw data(null, { status: 404 });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The text for this server's shop: pick-up with the embedded shop, shipping with Shopify (lib/fulfilment-blocks.ts).
  const written = await findBlogPost(params.slug, fulfilment());
  if (!written) notFound(request);
  const hasQuiz = postHasWidget(written, "hair-type-quiz");
  // The products it names as the owner sells them now (the page is kept per content revision, so her edits show).
  const client = storefrontFor(context);
  const lookup = (handle: string) => client.product(handle);
  const [products, menu] = await Promise.all([
    shopProducts(lookup, [...productHandlesOf(written), ...(hasQuiz ? quizProductHandles() : [])]),
    serviceMenu(),
    // Below-the-fold widgets render in full on the server; the browser loads their code on approach.
    DeferredLeadMagnet.preload(),
    DeferredHairTypeQuiz.preload(),
  ]);
  const post = postWithMenu(postWithShop(written, products), menu);
  const path = blogPostPath(post.slug);
  return {
    post,
    // Structured data is built here, on the server, so its code stays out of the browser bundle.
    jsonLd: [
      blogPostingEntity(post),
      breadcrumbList([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
      faqPageEntity(blogFaqs),
      organizationEntity(),
    ],
    related: relatedPosts(await blogPostSummaries(), post.slug),
    faqs: blogFaqs,
    quiz: hasQuiz ? hairTypeQuizView(products, menu) : undefined,
    leadMagnet: leadMagnetFor(post),
  };
}

/** The quiz posts here so it works without JavaScript; the answer is scored on the server. */
export async function action({ params, request }: Route.ActionArgs) {
  const post = await findBlogPost(params.slug, fulfilment());
  if (!post) notFound(request);
  const form = await readForm(request);
  if (form.get("intent") !== "hair-type-quiz" || !postHasWidget(post, "hair-type-quiz")) {
    return data({ quiz: { error: "This form is not part of this article.", answers: {} } satisfies QuizSubmission }, { status: 400 });
  }
  const quiz = scoreQuizForm(form);
  return data({ quiz }, { status: quiz.error ? 400 : 200 });
}

export const links: Route.LinksFunction = () => [blogRssLink];

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const post = loaderData?.post;
  if (!post) {
    return seo({
      title: "Page not found",
      description: "The article you were looking for could not be found.",
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  }
  return [
    ...seo({
      title: post.title,
      description: post.excerpt,
      path: blogPostPath(post.slug),
      image: post.image,
      imageAlt: post.imageAlt,
      type: "article",
    }),
    { property: "article:published_time", content: post.isoDate },
    { property: "article:section", content: post.category },
    { property: "article:author", content: `${post.author.name}, ${salon.name}` },
  ];
};

/** An unknown slug is a real 404 with the not-found page (not a client redirect to /404, which crawlers would read as a soft 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}

function Prose({ html }: { html: string }) {
  return <div className="prose-salon" dangerouslySetInnerHTML={{ __html: html }} />;
}

export default function BlogArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { post, jsonLd, related, faqs, quiz, leadMagnet } = loaderData;
  const path = blogPostPath(post.slug);
  const url = absoluteUrl(path);

  const crumbs = [
    { name: "Home", to: "/" },
    { name: "Blog", to: "/blog" },
    { name: post.title, to: path },
  ];

  const renderParts = (parts: BlogBodyPart[]) =>
    parts.map((part, index) =>
      part.kind === "html" ? (
        <Prose key={index} html={part.html} />
      ) : quiz ? (
        <DeferredHairTypeQuiz.Deferred key={index} quiz={quiz} action={path} submission={actionData?.quiz} />
      ) : null,
    );

  /** Widgets placed after a section (1-based): the call to action after the 2nd, the product module after the 3rd, the fixed widget after the 5th. */
  const afterSection = (n: number): ReactNode => {
    if (n === 2) return <BlogCta cta={post.cta} id="blog-cta-mid" />;
    if (n === 3 && post.productModule) return <ProductModule module={post.productModule} id="product-module-title" />;
    if (n === 5)
      return (
        <div data-lead-magnet-slot>
          <DeferredLeadMagnet.Deferred title={leadMagnet.title} slug={leadMagnet.slug} description={leadMagnet.description} />
        </div>
      );
    return null;
  };

  return (
    <>
      <ReadingProgress />
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}

      <article>
        <Painted as="header" className="container-page pt-6 sm:pt-8">
          <Breadcrumbs items={crumbs} className="mx-auto max-w-3xl" />
          <div className="mx-auto mt-8 max-w-3xl text-center">
            {/* A flex row, not a line of text: its height then never depends on which font has loaded. */}
            <p className="flex justify-center">
              <Link
                to={categoryHref(post.category)}
                className="inline-flex h-6 items-center rounded-full bg-mist px-3 text-small font-semibold tracking-[0.14em] text-eucalyptus uppercase hover:bg-sage/40"
              >
                {post.category}
              </Link>
            </p>
            <h1 className="mt-5 text-h1 font-semibold">{post.title}</h1>
            <p className="mx-auto mt-5 max-w-2xl text-lead leading-relaxed text-muted">{post.excerpt}</p>
            <div className="mt-7 flex flex-wrap items-center justify-center gap-x-5 gap-y-3 text-small">
              <p className="flex items-center gap-2.5 text-left">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-eucalyptus font-display text-lead font-semibold text-cream"
                >
                  {post.author.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold">By {post.author.name}</span>
                  <span className="block text-small text-muted first-letter:uppercase">{post.author.role}</span>
                </span>
              </p>
              <p className="flex items-center gap-4 text-muted">
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="calendar" className="size-4 text-clay" />
                  <time dateTime={post.isoDate}>{post.date}</time>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="clock" className="size-4 text-clay" />
                  {post.readTime}
                </span>
              </p>
            </div>
          </div>
          <div className="relative mx-auto mt-10 max-w-5xl">
            <div aria-hidden="true" className="absolute -inset-3 -z-10 -rotate-1 rounded-[2.25rem] bg-blush/50 sm:-inset-4" />
            <Image
              src={post.image}
              alt={post.imageAlt}
              width={blogImageSize.width}
              height={blogImageSize.height}
              priority
              sizes="(min-width: 1024px) 1024px, 100vw"
              style={post.imagePosition ? { objectPosition: post.imagePosition } : undefined}
              className="aspect-[16/9] w-full rounded-[1.75rem] bg-sand object-cover shadow-lift"
            />
          </div>
        </Painted>

        <div className="container-page mt-12 lg:grid lg:grid-cols-[3rem_minmax(0,44rem)_3rem] lg:justify-center lg:gap-12">
          <div className="hidden lg:block">
            <div className="sticky top-32">
              <ShareButtons url={url} title={post.title} excerpt={post.excerpt} layout="rail" />
            </div>
          </div>

          <div className="mx-auto max-w-[44rem] min-w-0" data-internal-links>
            <div className="[&_.prose-salon>p:first-child]:text-lead [&_.prose-salon>p:first-child]:leading-relaxed" data-introduction>
              {renderParts(post.introduction)}
            </div>
            {post.sections.map((section, index) => (
              <Fragment key={section.id}>
                <section aria-labelledby={section.id} className="mt-10">
                  <h2 id={section.id} className="scroll-mt-28 text-h2">
                    {section.heading}
                  </h2>
                  {renderParts(section.parts)}
                </section>
                {afterSection(index + 1)}
              </Fragment>
            ))}

            <BlogCta cta={post.cta} id="blog-cta-end" />

            <div className="mt-8 rounded-card bg-white p-5 ring-1 ring-ink/8 lg:hidden">
              <ShareButtons url={url} title={post.title} excerpt={post.excerpt} layout="inline" />
            </div>

            <Painted
              as="aside"
              aria-label="About the author"
              className="mt-12 flex flex-col gap-4 rounded-card bg-sand/60 p-6 sm:flex-row sm:items-start"
            >
              <span
                aria-hidden="true"
                className="grid size-14 shrink-0 place-items-center rounded-full bg-eucalyptus font-display text-h2 font-semibold text-cream"
              >
                {post.author.name.charAt(0)}
              </span>
              <div>
                <p className="font-display text-lead font-semibold">
                  {post.author.name}, <span className="font-normal">{post.author.role}</span>
                </p>
                <p className="mt-1.5 leading-relaxed text-ink/80">
                  {post.author.name} opened {salon.name} in Bangor in {salon.openedYear} and has {salon.founder.experience} of experience
                  behind the chair. Everything here is what she tells her own clients.
                </p>
                <Link
                  to="/about"
                  prefetch="intent"
                  className="mt-3 inline-flex items-center gap-1 text-small font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4"
                >
                  More about {post.author.name}
                </Link>
              </div>
            </Painted>

            <BlogFaq faqs={faqs} />

            <Painted as="p" className="mt-12">
              <Link
                to="/blog"
                prefetch="intent"
                className="inline-flex items-center gap-2 rounded-full px-1 py-2 font-semibold text-eucalyptus hover:underline"
              >
                <Icon name="arrowLeft" className="size-4" /> Back to all articles
              </Link>
            </Painted>
          </div>
          <div className="hidden lg:block" />
        </div>
      </article>

      {related.length > 0 && (
        <Painted as="section" aria-labelledby="related-title" className="container-page mt-16 mb-20" data-related>
          <p className="eyebrow">Keep reading</p>
          <h2 id="related-title" className="mt-2 text-h2">
            Related articles
          </h2>
          <ul className="mt-8 grid gap-x-8 gap-y-10 md:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug}>
                <PostCard post={item} />
              </li>
            ))}
          </ul>
        </Painted>
      )}
    </>
  );
}
