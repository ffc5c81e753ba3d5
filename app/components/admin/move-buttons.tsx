import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";

/**
 * The two buttons that move one row of a list the owner puts in order by hand (a product's pictures, a
 * collection's products), inside the row's own form: they post `intent` as the first word (towards the top)
 * or the second, and are disabled at the ends. `worded` lists show the word beside the arrow; the narrow
 * rows of a collection show arrows alone, named for screen readers.
 */
export function MoveButtons({
  subject,
  first,
  last,
  disabled,
  intents,
  worded,
}: {
  subject: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  intents: readonly [towardsTop: string, towardsEnd: string];
  worded: boolean;
}) {
  const classes = worded ? buttonClasses("ghost", "sm", "min-h-11") : buttonClasses("secondary", "sm", "min-h-11 min-w-11");
  return intents.map((intent, i) => {
    const up = i === 0;
    return (
      <button
        key={intent}
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled || (up ? first : last)}
        className={classes}
        aria-label={`Move ${subject} ${intent}`}
      >
        {worded ? (
          <>
            <Icon name="arrowUp" className={up ? "size-4" : "size-4 rotate-180"} /> {intent[0]?.toUpperCase() + intent.slice(1)}
          </>
        ) : (
          <Icon name="chevronDown" className={up ? "size-4 rotate-180" : "size-4"} />
        )}
      </button>
    );
  });
}
