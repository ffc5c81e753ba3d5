import { Fragment } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";

export type Crumb = { name: string; path: string };

/** Visible breadcrumb trail; the same list feeds breadcrumbList() for the page's JSON-LD. The last crumb is the current page. */
export function Breadcrumbs({ items, className = "" }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={item.path}>
              <li className={last ? "min-w-0 truncate font-medium text-ink" : ""}>
                {last ? (
                  <span aria-current="page">{item.name}</span>
                ) : (
                  <Link to={item.path} prefetch="intent" className="rounded-sm underline-offset-4 hover:text-eucalyptus hover:underline">
                    {item.name}
                  </Link>
                )}
              </li>
              {!last && (
                <li aria-hidden="true" className="text-sage">
                  <Icon name="chevronRight" className="size-3.5" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
