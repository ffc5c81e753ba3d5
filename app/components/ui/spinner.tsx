/** A small spinning ring; pair it with text (visible or sr-only) that says what is loading. */
export function Spinner({ className = "size-6" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`animate-spin text-eucalyptus ${className}`} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
