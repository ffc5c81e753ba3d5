declare const __SITE_URL__: string;

/** The public origin of the site, fixed at build time (kept pages carry it in their HTML). */
export const siteUrl: string = (typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000").replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
