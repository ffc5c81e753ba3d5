import type { ReactNode } from "react";
import { booking } from "~/config/salon";
import { BookButton, CallButton } from "~/components/ui/contact-buttons";
import { Painted } from "~/components/ui/painted";

/**
 * How a page signs off. Each page type closes in its own way, so the site does not end every page on the
 * same block: a full-width eucalyptus band (the home page's invitation), a warm sand band (pages read for
 * a place or a story) or a quiet line under the content (pages that are already a list of choices).
 */
export type BookingBannerLook = "eucalyptus" | "sand" | "quiet";

const looks: Record<BookingBannerLook, { band: string; text: string; book: "gold" | "primary"; call: "light" | "secondary" }> = {
  eucalyptus: { band: "bg-eucalyptus text-cream py-16 sm:py-20", text: "text-cream/85", book: "gold", call: "light" },
  sand: { band: "bg-sand/70 py-16 sm:py-20 text-center", text: "text-ink/75", book: "primary", call: "secondary" },
  quiet: { band: "border-t border-ink/10 py-12 sm:py-14", text: "text-muted", book: "primary", call: "secondary" },
};

/**
 * The closing call to book. `text` replaces the line on lead times; `secondary` replaces the call button
 * beside Book now.
 */
export function BookingBanner({
  placement,
  look = "eucalyptus",
  title = "Ready for hair you love?",
  text,
  secondary,
}: {
  placement: string;
  look?: BookingBannerLook;
  title?: string;
  text?: ReactNode;
  secondary?: ReactNode;
}) {
  const style = looks[look];
  return (
    // Links and contact buttons only (`secondary` is a link too): nothing here needs hydrating.
    <Painted as="section" className={`my-16 last:mb-0 ${style.band}`} aria-labelledby={`${placement}-booking-title`}>
      <div
        className={`container-page ${
          look === "quiet" ? "flex flex-col gap-6 md:flex-row md:items-end md:justify-between" : look === "sand" ? "mx-auto max-w-3xl" : ""
        }`}
      >
        <div className={look === "eucalyptus" ? "max-w-2xl" : look === "quiet" ? "max-w-xl" : undefined}>
          <h2 id={`${placement}-booking-title`} className={`text-h2 ${look === "eucalyptus" ? "text-cream" : ""}`}>
            {title}
          </h2>
          <p className={`mt-3 ${style.text}`}>
            {text ?? (
              <>
                Book online in under a minute. For colour or smoothing, book {booking.leadTimes.colourOrSmoothing} ahead; for cuts,{" "}
                {booking.leadTimes.cuts}.
              </>
            )}
          </p>
        </div>
        <div className={`flex flex-wrap gap-3 ${look === "quiet" ? "shrink-0" : "mt-7"} ${look === "sand" ? "justify-center" : ""}`}>
          <BookButton placement={placement} variant={style.book} size="lg" />
          {secondary ?? <CallButton location={placement} variant={style.call} size="lg" />}
        </div>
      </div>
    </Painted>
  );
}
