import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";

/** 'Collection Unavailable': no collection, no products, a failed fetch or a timeout. */
export function CollectionUnavailable({ reason, platformUrl }: { reason: string; platformUrl: string }) {
  return (
    <section className="container-page grid min-h-[45vh] place-items-center py-20 text-center" aria-labelledby="unavailable-title">
      <div className="max-w-lg">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-blush text-clay">
          <Icon name="bag" className="size-7" />
        </span>
        <h1 id="unavailable-title" className="mt-6 text-h1">
          Collection unavailable
        </h1>
        <p className="mt-4 text-muted" data-testid="unavailable-reason">
          {reason}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={platformUrl} external={/^https?:/.test(platformUrl)}>
            View on the shop platform
            {/^https?:/.test(platformUrl) && <span className="sr-only"> (opens in a new tab)</span>}
          </ButtonLink>
          <ButtonLink to="/collections" variant="secondary">
            All collections
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
