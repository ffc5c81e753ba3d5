import type { ReactNode } from "react";

/** One product line: how many, which (title and SKU), and the table's third column for it. */
export type ItemRow = { sku: string; quantity: number; title: string; last: ReactNode };

/** The two looks: inside an order's card, or the printed sheet of what to take off the shelf (its own card, larger counts). */
const looks = {
  card: {
    table: "mt-3 w-full border-collapse text-left text-small",
    head: "text-small tracking-wide text-muted uppercase",
    heading: "py-2 pr-3 font-semibold",
    lastHeading: "py-2 text-right font-semibold",
    row: "border-t border-ink/8 align-top",
    quantity: "py-3 pr-3 font-semibold",
    title: "py-3 pr-3",
    last: "py-3 text-right whitespace-nowrap",
  },
  sheet: {
    table: "mt-6 w-full border-collapse overflow-hidden rounded-card bg-white text-left text-small shadow-soft ring-1 ring-ink/5 print:shadow-none print:ring-0",
    head: "bg-sand/60 text-small tracking-wide text-muted uppercase print:bg-transparent",
    heading: "px-4 py-3 font-semibold",
    lastHeading: "px-4 py-3 font-semibold",
    row: "border-t border-ink/10 align-top break-inside-avoid",
    quantity: "px-4 py-3 text-lead font-semibold",
    title: "px-4 py-3",
    last: "px-4 py-3",
  },
};

/**
 * The back office's table of products by line, Qty first so the owner can pick from the shelf down the column:
 * an order's items (price last, totals in `footer`) or the lines to prepare across orders (the orders last).
 */
export function ItemsTable({
  caption,
  itemHeading,
  lastHeading,
  rows,
  look,
  rowTestId,
  footer,
}: {
  caption: string;
  itemHeading: string;
  lastHeading: string;
  rows: readonly ItemRow[];
  look: keyof typeof looks;
  rowTestId?: string;
  footer?: ReactNode;
}) {
  const style = looks[look];
  return (
    <table className={style.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={style.head}>
        <tr>
          <th scope="col" className={style.heading}>
            Qty
          </th>
          <th scope="col" className={style.heading}>
            {itemHeading}
          </th>
          <th scope="col" className={style.lastHeading}>
            {lastHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.sku} className={style.row} data-testid={rowTestId}>
            <td className={style.quantity}>{row.quantity}</td>
            <td className={style.title}>
              {row.title}
              <span className="block text-small text-muted">SKU {row.sku}</span>
            </td>
            <td className={style.last}>{row.last}</td>
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}
