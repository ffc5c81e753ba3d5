import type { ReactNode } from "react";
import { booking } from "~/config/salon";
import { BookButton, CallButton } from "~/components/ui/contact-buttons";

/**
 * The closing call to book, used on the home page and content pages. `text` replaces the line on lead times;
 * `secondary` replaces the call button beside Book now.
 */
export function BookingBanner({
  placement,
  title = "Ready for hair you love?",
  text,
  secondary,
}: {
  placement: string;
  title?: string;
  text?: ReactNode;
  secondary?: ReactNode;
}) {
  return (
    <section className="container-page my-20" aria-labelledby={`${placement}-booking-title`}>
      <div className="relative overflow-hidden rounded-[2rem] bg-eucalyptus px-6 py-12 text-cream sm:px-12">
        <svg aria-hidden="true" className="absolute -top-10 -right-10 size-64 text-wattle/25" viewBox="0 0 200 200">
          <circle cx="100" cy="100" r="90" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="100" cy="100" r="60" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <div className="relative max-w-2xl">
          <h2 id={`${placement}-booking-title`} className="text-h2 text-cream">
            {title}
          </h2>
          <p className="mt-3 text-cream/85">
            {text ?? (
              <>
                Book online in under a minute. For colour or smoothing, book {booking.leadTimes.colourOrSmoothing} ahead; for cuts,{" "}
                {booking.leadTimes.cuts}.
              </>
            )}
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <BookButton placement={placement} variant="gold" size="lg" />
            {secondary ?? <CallButton location={placement} variant="light" size="lg" />}
          </div>
        </div>
      </div>
    </section>
  );
}
