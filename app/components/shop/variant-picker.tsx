import { optionFieldPrefix } from "~/lib/shop/bag-messages";
import type { OptionSelection } from "~/lib/shop/variants";

type Option = { name: string; values: string[] };

/**
 * One selector per product option, as a group of pill radios. The radios are
 * named option.{name}, so without JavaScript the form still says which variant.
 */
export function VariantPicker({
  options,
  selection,
  unavailableValues,
  onChange,
  disabled,
}: {
  options: Option[];
  selection: OptionSelection;
  /** Values that land on a sold-out variant, per option (shown crossed, still selectable). */
  unavailableValues: Record<string, string[]>;
  onChange: (name: string, value: string) => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-5">
      {options.map((option) => (
        <fieldset key={option.name} disabled={disabled}>
          <legend className="text-small font-semibold text-ink">
            {option.name}: <span className="font-normal text-muted">{selection[option.name]}</span>
          </legend>
          <div className="mt-2.5 flex flex-wrap gap-2">
            {option.values.map((value) => {
              const soldOut = unavailableValues[option.name]?.includes(value) ?? false;
              const id = `option-${option.name}-${value}`.replace(/[^A-Za-z0-9_-]+/g, "-");
              return (
                <div key={value}>
                  <input
                    type="radio"
                    id={id}
                    name={`${optionFieldPrefix}${option.name}`}
                    value={value}
                    checked={selection[option.name] === value}
                    onChange={() => onChange(option.name, value)}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={id}
                    className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-small font-medium transition-colors peer-checked:border-eucalyptus peer-checked:bg-eucalyptus peer-checked:text-cream peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-wattle hover:border-eucalyptus ${
                      soldOut ? "border-ink/15 bg-white text-muted line-through decoration-clay/70" : "border-ink/20 bg-white text-ink"
                    }`}
                  >
                    {value}
                    {soldOut && <span className="sr-only"> (out of stock)</span>}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
