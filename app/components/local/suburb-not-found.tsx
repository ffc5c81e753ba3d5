import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { BookButton } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icons";

/** The area-not-found page for an unknown /near slug: says so and offers a few suburb pages, home, services, booking and contact. */
export function SuburbNotFound({ suburbs }: { suburbs: { slug: string; name: string }[] }) {
  return (
    <section className="container-page py-16 sm:py-24" aria-labelledby="suburb-not-found-title">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-blush text-clay">
          <Icon name="pin" className="size-8" />
        </span>
        <p className="eyebrow mt-6">Area not found</p>
        <h1 id="suburb-not-found-title" className="mt-3 text-h1">
          We couldn't find a page for that suburb...
        </h1>
        <p className="mt-4 text-lead text-muted">
          We may still look after you: clients visit from right across the Sutherland Shire and beyond. Try one of these nearby suburbs.
        </p>
      </div>
      <ul className="mx-auto mt-10 grid max-w-3xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {suburbs.map((suburb) => (
          <li key={suburb.slug}>
            <Link
              to={`/near/${suburb.slug}`}
              prefetch="intent"
              className="group flex min-h-14 items-center justify-between gap-3 rounded-card bg-white px-5 py-3 font-semibold shadow-soft ring-1 ring-ink/5 transition-colors hover:bg-eucalyptus hover:text-cream"
            >
              <span className="flex items-center gap-2">
                <Icon name="pin" className="size-4 text-clay group-hover:text-wattle-light" />
                Hair salon near {suburb.name}
              </span>
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" variant="secondary">
          Home
        </ButtonLink>
        <ButtonLink to="/services" variant="secondary">
          View services
        </ButtonLink>
        <BookButton placement="suburb_not_found" />
        <ButtonLink to="/contact" variant="ghost">
          Contact us
        </ButtonLink>
      </div>
    </section>
  );
}
