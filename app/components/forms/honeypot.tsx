/**
 * The hidden 'company' field: people never see or reach it, form-filling
 * bots do. Anything typed here marks the submission as a bot's.
 */
export function Honeypot({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Company (leave this empty)
        <input
          type="text"
          name="company"
          tabIndex={-1}
          autoComplete="off"
          {...(onChange ? { value: value ?? "", onChange: (e) => onChange(e.target.value) } : { defaultValue: "" })}
        />
      </label>
    </div>
  );
}
