/**
 * Who may open what under /admin: ONE table, read by the admin layout's middleware (every /admin loader and
 * action passes through it) and by the navigation (which hides what the role cannot open).
 *
 * A pattern is a path whose `:name` segments match any one segment. The inbox's sections are addressed by
 * `?s=` on /admin/inbox (and, from before the week's page took /admin, on /admin, which sends them on); for these
 * rules `/admin/inbox?s=orders` is the path `/admin/orders`, like an order's own page, and the inbox without a
 * section is its first, the messages.
 * Anything not listed is for the owner alone, so a page added later is owner-only until it is listed here.
 */
export type Role = "owner" | "staff";

export const publicAdminPaths = ["/admin/login", "/admin/logout", "/admin/forgot", "/admin/welcome/:token", "/admin/reset/:token"] as const;

/**
 * What staff may open besides the owner: the inbox of what customers send, orders and preparing them, and their own
 * account. `/admin` itself (the week's figures) sends staff on to the inbox.
 */
export const staffPaths = [
  "/admin",
  "/admin/messages",
  "/admin/messages/:id",
  "/admin/leads",
  "/admin/leads/:id",
  "/admin/callbacks",
  "/admin/callbacks/:id",
  "/admin/questions",
  "/admin/questions/:id",
  "/admin/feedback",
  "/admin/feedback/:id",
  "/admin/faq",
  "/admin/faq/:id",
  "/admin/orders",
  "/admin/orders/to-prepare",
  "/admin/orders/:number",
  "/admin/account",
] as const;

const matches = (pattern: string, path: string) => {
  const want = pattern.split("/");
  const got = path.split("/");
  return want.length === got.length && want.every((segment, i) => segment === got[i] || (segment.startsWith(":") && got[i] !== ""));
};

/**
 * The path the rules read: the `.data` of a client-side navigation's request and a trailing slash dropped,
 * the inbox's `?s=` section folded into the path.
 */
export function accessPath(pathname: string, search = ""): string {
  const page = pathname.replace(/\.data$/, "");
  const path = page.length > 1 ? page.replace(/\/+$/, "") : page;
  if (path !== "/admin" && path !== "/admin/inbox") return path;
  const section = new URLSearchParams(search).get("s") ?? (path === "/admin/inbox" ? "messages" : null);
  return section ? `/admin/${section}` : path;
}

export function isPublicAdminPath(path: string): boolean {
  return publicAdminPaths.some((pattern) => matches(pattern, path));
}

/** Whether an account of this role may open (and post to) this path. */
export function roleMay(role: Role, path: string): boolean {
  if (role === "owner" || isPublicAdminPath(path)) return true;
  return staffPaths.some((pattern) => matches(pattern, path));
}
