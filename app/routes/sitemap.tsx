import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { suburbs } from "~/content/suburbs";
import { seo } from "~/lib/seo/meta";
import { fulfilmentCopy } from "~/lib/shop/fulfilment";
import { log } from "~/server/log.server";
import { fulfilment } from "~/server/public-config.server";
import { storefrontFor } from "~/server/storefront/client.server";
import type { Route } from "./+types/sitemap";

type SitemapLink = { label: string; to: string };

/** The collections the page names, in this order. */
const collectionHandles = ["christmas-gift-packs", "hair-care", "treatments", "styling"];

/** Those collections under the owner's titles, one she has deleted left out; while the storefront cannot answer, "All collections" still leads to them. */
async function shopCollections(request: Request, context: Route.LoaderArgs["context"]): Promise<SitemapLink[]> {
  try {
    const collections = await storefrontFor(context).collections();
    return collectionHandles.flatMap((handle) => {
      const collection = collections.find((candidate) => candidate.handle === handle);
      return collection ? [{ label: collection.title, to: `/collections/${handle}` }] : [];
    });
  } catch (error) {
    log("sitemap.collections_unread", { message: (error as Error).message.slice(0, 200) }, "warn");
    return [];
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const collections = await shopCollections(request, context);
  const groups: { title: string; links: SitemapLink[] }[] = [
    {
      title: "Main pages",
      links: [
        { label: "Home", to: "/" },
        { label: "Services & prices", to: "/services" },
        { label: "About", to: "/about" },
        { label: "Booking", to: "/booking" },
        { label: "Contact", to: "/contact" },
        { label: "Blog", to: "/blog" },
      ],
    },
    {
      title: "Shop collections",
      links: [
        { label: "All collections", to: "/collections" },
        ...collections,
      ],
    },
    {
      title: "Service areas",
      links: suburbs.map((suburb) => ({ label: `Hair salon near ${suburb.name}`, to: `/near/${suburb.slug}` })),
    },
    {
      title: "Policies & legal",
      links: [
        { label: fulfilmentCopy(fulfilment()).policyLabel, to: "/policies/shipping" },
        { label: "Returns & Exchanges", to: "/policies/returns" },
        { label: "Privacy Policy", to: "/privacy" },
        { label: "Terms of Service", to: "/terms" },
      ],
    },
  ];
  return { groups };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Sitemap",
    description:
      "Every main page of the salon website in one place: services, booking, the shop's collections, the suburbs we serve and our policies.",
    path: "/sitemap",
    noindex: true,
    follow: true,
  });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="border-b border-ink/8 bg-gradient-to-b from-mist/60 to-cream">
        <div className="container-page py-14 sm:py-16">
          <p className="eyebrow">Find your way</p>
          <h1 className="mt-3 text-h1 font-semibold">Sitemap</h1>
          <p className="mt-4 max-w-2xl text-lead leading-relaxed text-muted">
            All the main pages of our website, grouped so you can jump straight to what you need.
          </p>
        </div>
      </header>
      <div className="container-page grid gap-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.groups.map((group, index) => (
          <section
            key={group.title}
            aria-labelledby={`sitemap-group-${index}`}
            className={`h-fit rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5 ${group.links.length > 8 ? "sm:col-span-2" : ""}`}
          >
            <h2 id={`sitemap-group-${index}`} className="text-lead font-semibold">
              {group.title}
            </h2>
            <ul className={`mt-4 grid gap-x-4 gap-y-1 ${group.links.length > 8 ? "sm:grid-cols-2" : ""}`}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    prefetch="intent"
                    className="group flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-body text-ink/85 hover:bg-mist/50 hover:text-eucalyptus"
                  >
                    {link.label}
                    <Icon name="chevronRight" className="size-4 shrink-0 text-ink/30 group-hover:text-eucalyptus" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="sitemap-xml" className="h-fit rounded-card border border-dashed border-ink/15 p-6">
          <h2 id="sitemap-xml" className="text-lead font-semibold">
            For search engines
          </h2>
          <p className="mt-2 text-small leading-relaxed text-muted">
            The same pages, and every service, area and article, in machine-readable form.
          </p>
          <a
            href="/sitemap.xml"
            className="mt-4 inline-flex items-center gap-1.5 text-small font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus"
          >
            XML sitemap
          </a>
        </section>
      </div>
    </>
  );
}
