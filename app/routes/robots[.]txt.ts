import { absoluteUrl } from "~/lib/seo/site-url";
import { readOnly } from "~/server/request.server";

const disallowed = ["/admin", "/dev/", "/api/", "/cart/", "/checkout/", "/order-confirmation", "/confirm", "/unsubscribe", "/reviews/feedback"];

export function loader() {
  const body = ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
