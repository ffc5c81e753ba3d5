import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icons";

export type Crumb = { name: string; to: string };

/** The trail above a page's heading; the last crumb is the page itself. JSON-LD gets the same items from breadcrumbList(). */
export function Breadcrumbs({ items, className = "" }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-small text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.to} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link to={item.to} prefetch="intent" className="rounded underline-offset-4 hover:text-eucalyptus hover:underline">
                    {item.name}
                  </Link>
                  <Icon name="chevronRight" className="size-3.5 text-ink/35" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
