import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { Icon } from "~/components/ui/icons";
import { reviewFunnel } from "~/config/salon";
import { celebrate } from "~/lib/browser/confetti";
import { vibrate } from "~/lib/browser/haptics";
import { playCelebration, playSympathy, playTap } from "~/lib/browser/sound";
import { ratingDestination, ratingLabel, ratingReaction } from "~/lib/review-funnel";

/**
 * Five stars labelled Poor, Fair, Good, Great and Excellent. Hovering highlights up to
 * the star and shows its label; choosing plays a tone and a vibration, then after
 * 600 ms goes on with the rating as navigation state. Each star is a real link, so
 * the page works before JavaScript too.
 */
export function StarRatingPicker() {
  const navigate = useNavigate();
  const [hovered, setHovered] = useState(0);
  const [selected, setSelected] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = selected || hovered;

  function choose(event: MouseEvent<HTMLAnchorElement>, rating: number) {
    event.preventDefault();
    if (selected) return;
    setSelected(rating);
    playTap();
    vibrate("medium");
    const reaction = ratingReaction(rating);
    if (reaction === "celebrate") {
      playCelebration();
      void celebrate(reviewFunnel.ratingConfettiMs);
    } else if (reaction === "sympathise") {
      playSympathy();
      vibrate("error");
    }
    timer.current = setTimeout(() => navigate(ratingDestination(rating), { state: { rating } }), reviewFunnel.navigateDelayMs);
  }

  return (
    <div className="text-center">
      <ul className="flex justify-center gap-1 sm:gap-2" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((rating) => {
          const lit = rating <= shown;
          return (
            <li key={rating}>
              <a
                href={`${ratingDestination(rating)}?rating=${rating}`}
                onClick={(event) => choose(event, rating)}
                onMouseEnter={() => setHovered(rating)}
                onFocus={() => setHovered(rating)}
                onBlur={() => setHovered(0)}
                aria-label={`${rating} star${rating === 1 ? "" : "s"}: ${ratingLabel(rating)}`}
                aria-current={selected === rating ? "true" : undefined}
                data-rating={rating}
                className={`grid size-14 place-items-center rounded-full transition-transform duration-150 hover:scale-110 focus-visible:scale-110 sm:size-16 ${
                  selected === rating ? "scale-110" : ""
                } ${selected && selected !== rating ? "pointer-events-none" : ""}`}
              >
                <Icon name="star" className={`size-11 transition-colors sm:size-13 ${lit ? "text-wattle drop-shadow-sm" : "text-ink/15"}`} />
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 h-7 font-display text-lead font-semibold text-eucalyptus" aria-live="polite" data-testid="rating-label">
        {shown ? ratingLabel(shown) : <span className="font-sans text-body font-normal text-muted">Tap a star to rate your visit</span>}
      </p>
    </div>
  );
}
