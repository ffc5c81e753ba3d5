import { useEffect, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { formattedAddress, salon } from "~/config/salon";
import { afterInteractive } from "~/lib/browser/third-party";

/**
 * The salon on a map. The embedded map is a third party: it appears only when
 * MAP_EMBED_URL is configured, once the page is interactive. Otherwise (and
 * before that, and without JavaScript) a card links to directions.
 */
export function MapEmbed() {
  const [embed, setEmbed] = useState<string | null>(null);
  useEffect(() => afterInteractive((config) => setEmbed(config.mapEmbedUrl)), []);

  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-card bg-mist shadow-soft ring-1 ring-ink/5 sm:aspect-[16/9]">
      {embed ? (
        <iframe src={embed} title={`Map showing ${salon.name}, ${formattedAddress}`} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="absolute inset-0 size-full border-0" />
      ) : (
        <div className="absolute inset-0 grid place-items-center p-6 text-center">
          <svg aria-hidden="true" className="absolute inset-0 size-full text-sage/40" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
            <path d="M-10 210 C 80 170, 140 240, 230 190 S 360 120, 420 150" fill="none" stroke="currentColor" strokeWidth="14" strokeLinecap="round" />
            <path d="M120 -10 C 150 80, 110 160, 170 320" fill="none" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
            <path d="M300 -10 C 280 90, 330 200, 290 320" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" opacity="0.7" />
          </svg>
          <div className="relative">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-white text-clay shadow-lift">
              <Icon name="pin" className="size-7" />
            </span>
            <p className="mt-4 font-display text-lead font-semibold text-eucalyptus">{salon.shortName}</p>
            <p className="mt-1 text-small text-ink/80">{formattedAddress}</p>
            <ButtonLink to={salon.mapsUrl} variant="secondary" size="sm" className="mt-4">
              Get directions
              <span className="sr-only"> (opens in a new tab)</span>
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
