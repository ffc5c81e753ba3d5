import { ButtonLink } from "~/components/ui/button";

export function NotFoundPage() {
  return (
    <section className="container-page grid min-h-[55vh] place-items-center py-20 text-center">
      <div>
        <p className="font-display text-[6rem] leading-none font-semibold text-clay sm:text-[8rem]" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-h1">
          <span className="sr-only">404: </span>Oops! Page not found
        </h1>
        <p className="mx-auto mt-4 max-w-md text-muted">The page you were looking for has moved or never existed. Let's get you back on track.</p>
        <ButtonLink to="/" className="mt-8" size="lg">
          Return to Home
        </ButtonLink>
      </div>
    </section>
  );
}
