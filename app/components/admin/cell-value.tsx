import { Link } from "react-router";

export type Cell = { label: string; wide: boolean; text: string; href: string | null; reach: { kind: "email" | "phone"; href: string } | null };

const linkClasses = "inline-flex min-h-11 items-center gap-2 font-semibold text-eucalyptus underline underline-offset-2 [overflow-wrap:anywhere]";

/** A value of a row: a link to its page, a tap to write or call, or plain text (always escaped). */
export function CellValue({ cell, children }: { cell: Cell; children?: React.ReactNode }) {
  if (cell.href)
    return (
      <Link to={cell.href} className={linkClasses}>
        {cell.text}
        {children}
      </Link>
    );
  if (cell.reach)
    return (
      <>
        <a href={cell.reach.href} className={linkClasses}>
          {cell.text}
        </a>
        {children}
      </>
    );
  return (
    <>
      {cell.text}
      {children}
    </>
  );
}
