import type { CSSProperties } from "react";

/** A rating as five stars lit up to exactly the rating (4.9 leaves a sliver of the fifth faint); `small` for the compact review card. */
export function Stars({ rating, small = false }: { rating: number; small?: boolean }) {
  const style = { "--stars": Math.min(5, Math.max(0, rating)) } as CSSProperties;
  return <span className={`stars text-wattle${small ? " stars-small" : ""}`} style={style} role="img" aria-label={`${rating} out of 5 stars`} />;
}
