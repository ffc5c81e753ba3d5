/** The nine routes the bench measures (and page-weight.ts weighs): content pages and shop pages, whose budgets differ. */
export const benchedRoutes = [
  { path: "/", kind: "content" },
  { path: "/services", kind: "content" },
  { path: "/services/smoothing/mid-length-straight-up-smoothing", kind: "content" },
  { path: "/blog/how-often-to-wash-your-hair", kind: "content" },
  { path: "/near/menai", kind: "content" },
  { path: "/areas/menai-2234", kind: "content" },
  { path: "/collections/christmas-gift-packs", kind: "shop" },
  { path: "/products/heat-defense-spray", kind: "shop" },
  { path: "/contact", kind: "content" },
] as const;
