import { Fragment } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";

export type Crumb = { name: string; to: string };

/** The visible breadcrumb trail; the last crumb is the current page. Pair it with breadcrumbList() JSON-LD. */
export function Breadcrumbs({ items, className = "" }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={`text-sm text-muted ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.to}-${item.name}`}>
              <li className={last ? "min-w-0 font-medium text-ink" : ""}>
                {last ? (
                  <span aria-current="page">{item.name}</span>
                ) : (
                  <Link to={item.to} prefetch="intent" className="rounded-sm underline-offset-4 hover:text-eucalyptus hover:underline">
                    {item.name}
                  </Link>
                )}
              </li>
              {!last && (
                <li aria-hidden="true" className="text-ink/30">
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
