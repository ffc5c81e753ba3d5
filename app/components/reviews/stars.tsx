import type { CSSProperties } from "react";

/** A rating as five stars, whole stars lit up to the rounded rating; `small` for the compact review card. */
export function Stars({ rating, small = false }: { rating: number; small?: boolean }) {
  const style = { "--stars": Math.round(rating) } as CSSProperties;
  return <span className={`stars text-wattle ${small ? "h-3.5" : "h-4"}`} style={style} role="img" aria-label={`${rating} out of 5 stars`} />;
}
