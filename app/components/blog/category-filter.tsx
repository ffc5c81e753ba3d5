import { Link } from "react-router";
import { blogCategories, categoryHref, type BlogCategory } from "~/lib/blog";

/**
 * The sticky filter bar of /blog: 'All Posts' plus each category. Plain links
 * to ?category=…, so filtering works before JavaScript; with it, the page
 * re-lays out in place without jumping to the top.
 */
export function CategoryFilter({
  active,
  counts,
  onSelect,
}: {
  active: BlogCategory | undefined;
  counts: Record<BlogCategory | "all", number>;
  onSelect?: () => void;
}) {
  const options: { label: string; category: BlogCategory | undefined; count: number }[] = [
    { label: "All Posts", category: undefined, count: counts.all },
    ...blogCategories.map((category) => ({ label: category, category, count: counts[category] })),
  ];
  return (
    <div data-sticky-top="" className="sticky top-18 z-30 border-y border-ink/8 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <nav aria-label="Blog categories" className="container-page">
        <ul className="-mx-5 flex snap-x scroll-px-5 gap-2 overflow-x-auto px-5 py-3 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 [&::-webkit-scrollbar]:hidden">
          {options.map((option) => {
            const current = option.category === active;
            return (
              <li key={option.label} className="shrink-0 snap-start">
                <Link
                  to={categoryHref(option.category)}
                  preventScrollReset
                  onClick={onSelect}
                  aria-current={current ? "page" : undefined}
                  data-category={option.category ?? "all"}
                  className={`relative inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-small font-semibold whitespace-nowrap transition-colors ${
                    current
                      ? "bg-eucalyptus text-cream shadow-soft"
                      : "bg-white text-ink/80 ring-1 ring-ink/10 hover:bg-mist hover:text-eucalyptus"
                  }`}
                >
                  {option.label}
                  <span aria-hidden="true" className={`text-small font-medium ${current ? "text-cream/75" : "text-muted"}`}>
                    {option.count}
                  </span>
                  <span className="sr-only">({option.count} articles)</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
