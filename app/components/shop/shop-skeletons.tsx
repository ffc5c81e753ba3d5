import { Spinner } from "~/components/ui/spinner";

const block = "animate-pulse rounded-xl bg-ink/8";

/** A placeholder card while a collection loads. */
function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-ink/5" aria-hidden="true">
      <div className="aspect-square animate-pulse bg-mist/60" />
      <div className="space-y-3 p-5">
        <div className={`${block} h-5 w-3/4`} />
        <div className={`${block} h-4 w-1/4`} />
        <div className="flex gap-2 pt-3">
          <div className={`${block} h-10 flex-1 rounded-full`} />
          <div className={`${block} h-10 flex-1 rounded-full`} />
        </div>
      </div>
    </div>
  );
}

/** The collection page's loading state: 6 card skeletons. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading products...</span>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function CollectionPageSkeleton() {
  return (
    <div className="container-page py-10" data-testid="collection-skeleton">
      <div className={`${block} h-4 w-56`} aria-hidden="true" />
      <div className={`${block} mt-6 h-10 w-2/3 max-w-md`} aria-hidden="true" />
      <div className={`${block} mt-4 h-4 w-full max-w-2xl`} aria-hidden="true" />
      <div className="mt-10">
        <ProductGridSkeleton />
      </div>
    </div>
  );
}

/** The collections list's loading state. */
export function CollectionsSkeleton() {
  return (
    <div className="container-page py-10" role="status" aria-live="polite" data-testid="collections-skeleton">
      <span className="sr-only">Loading collections...</span>
      <div className={`${block} h-10 w-1/2 max-w-sm`} aria-hidden="true" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-ink/5">
            <div className="aspect-[3/2] animate-pulse bg-mist/60" />
            <div className="space-y-3 p-5">
              <div className={`${block} h-5 w-1/2`} />
              <div className={`${block} h-4 w-full`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The product page's loading state: 'Loading product...'. */
export function ProductPageSkeleton() {
  return (
    <div className="container-page py-10" data-testid="product-skeleton">
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-5" /> Loading product...
      </p>
      <div className="mt-6 grid gap-10 lg:grid-cols-2" aria-hidden="true">
        <div className="aspect-square animate-pulse rounded-card bg-mist/60" />
        <div className="space-y-4">
          <div className={`${block} h-4 w-32`} />
          <div className={`${block} h-10 w-3/4`} />
          <div className={`${block} h-7 w-24`} />
          <div className={`${block} h-24 w-full`} />
          <div className={`${block} h-13 w-full rounded-full`} />
        </div>
      </div>
    </div>
  );
}

/** A simple list placeholder for the developer pages. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="container-page py-10" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="space-y-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`${block} h-14 w-full`} />
        ))}
      </div>
    </div>
  );
}

/** The skeleton of the shop page being navigated to. */
export function PendingSkeleton({ kind }: { kind: "collections" | "collection" | "product" | "dev-collections" | "dev-shop" }) {
  switch (kind) {
    case "collections":
      return <CollectionsSkeleton />;
    case "collection":
      return <CollectionPageSkeleton />;
    case "product":
      return <ProductPageSkeleton />;
    case "dev-collections":
      return <ListSkeleton label="Loading collections..." />;
    case "dev-shop":
      return <ListSkeleton label="Loading shop data..." />;
  }
}
