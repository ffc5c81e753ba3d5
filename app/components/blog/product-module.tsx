import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import type { BlogPost } from "~/lib/blog";
import { Painted } from "~/components/ui/painted";

/** The article's product box (after the third section): product links with a name and a line on why. */
export function ProductModule({ module, id }: { module: NonNullable<BlogPost["productModule"]>; id: string }) {
  return (
    <Painted as="aside" aria-labelledby={id} className="my-10 rounded-card bg-sand/70 p-5 ring-1 ring-ink/5 sm:p-7" data-product-module>
      <p className="flex items-center gap-2 text-small font-semibold tracking-[0.18em] text-eucalyptus uppercase">
        <Icon name="bag" className="size-4" /> Shop the article
      </p>
      <h2 id={id} className="mt-2 font-display text-lead leading-snug font-semibold">
        {module.title}
      </h2>
      <ul className="mt-5 grid gap-3">
        {module.products.map((product) => (
          <li key={product.href}>
            <Link
              to={product.href}
              prefetch="intent"
              className="group flex items-center gap-4 rounded-2xl bg-white p-3 pr-4 shadow-soft ring-1 ring-ink/5 transition-shadow hover:shadow-lift"
            >
              {product.image ? (
                <Image
                  src={product.image.src}
                  alt=""
                  width={product.image.width}
                  height={product.image.height}
                  sizes="72px"
                  className="size-18 shrink-0 rounded-xl bg-cream object-cover"
                />
              ) : (
                <span aria-hidden="true" className="grid size-18 shrink-0 place-items-center rounded-xl bg-mist text-eucalyptus">
                  <Icon name="bag" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink group-hover:text-eucalyptus">{product.name}</span>
                <span className="mt-0.5 block text-small leading-snug text-muted">{product.description}</span>
              </span>
              <Icon name="arrowRight" className="size-5 shrink-0 text-eucalyptus transition-transform group-hover:translate-x-1" />
            </Link>
          </li>
        ))}
      </ul>
    </Painted>
  );
}
