import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import type { ListImage } from "~/lib/shop/types";

/**
 * The product gallery: one large picture (opens full size in a new tab),
 * previous/next, dots and thumbnails. The index is owned by the page, so
 * choosing a variant can move it.
 */
export function ProductGallery({ images, index, onIndexChange, title }: { images: ListImage[]; index: number; onIndexChange: (index: number) => void; title: string }) {
  const count = images.length;
  const current = images[Math.min(Math.max(index, 0), count - 1)];
  if (!current) return null;
  const go = (next: number) => onIndexChange((next + count) % count);

  return (
    <section aria-label={`${title} pictures`} aria-roledescription="carousel" className="min-w-0">
      <div className="relative overflow-hidden rounded-card bg-mist/40 shadow-soft ring-1 ring-ink/5">
        <a href={current.url} target="_blank" rel="noopener noreferrer" className="block cursor-zoom-in" data-testid="gallery-main">
          <Image src={current.url} alt={current.alt} width={current.width} height={current.height} priority sizes="(min-width: 1024px) 600px, 100vw" className="aspect-square w-full object-cover" />
          <span className="sr-only"> (opens the full-size picture in a new tab)</span>
        </a>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              className="absolute top-1/2 left-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-eucalyptus shadow-soft hover:bg-white"
              aria-label="Previous picture"
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              className="absolute top-1/2 right-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-eucalyptus shadow-soft hover:bg-white"
              aria-label="Next picture"
            >
              <Icon name="chevronRight" />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
              {images.map((image, i) => (
                <button
                  key={image.url}
                  type="button"
                  onClick={() => onIndexChange(i)}
                  aria-label={`Show picture ${i + 1} of ${count}`}
                  aria-current={i === index ? "true" : undefined}
                  className="grid size-6 place-items-center rounded-full"
                >
                  <span className={`block size-2.5 rounded-full transition-colors ${i === index ? "bg-eucalyptus" : "bg-white/90 ring-1 ring-eucalyptus/40"}`} />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-4 grid grid-cols-5 gap-3" aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={`Show picture ${i + 1}: ${image.alt}`}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-xl ring-2 transition ${i === index ? "ring-eucalyptus" : "ring-transparent hover:ring-sage"}`}
              >
                <Image src={image.url} alt="" width={image.width} height={image.height} sizes="120px" className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
