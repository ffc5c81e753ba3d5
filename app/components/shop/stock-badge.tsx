/** The 'Out of Stock' badge of cards and product pages. */
export function StockBadge({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full bg-ink/85 px-3 py-1 text-small font-semibold tracking-wide text-cream ${className}`}>
      Out of Stock
    </span>
  );
}
