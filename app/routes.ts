import { route, type RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/**
 * A feature posted to both as a form (its page) and as JSON has one route module, registered a second time here at
 * its JSON address: an alias, not a redirect, since the browser helpers (app/lib/browser) and other JSON clients post
 * there and a redirect would lose the body. At that address the module's middleware answers in JSON
 * (app/server/json-address.server.ts). The web server (server/web-server.server.ts) still limits the body by URL
 * (16 KB under /api/, 128 KB for the form).
 */
const jsonAddresses = [
  route("api/leads", "routes/contact.tsx", { id: "routes/contact.json" }),
  route("api/newsletter", "routes/newsletter.tsx", { id: "routes/newsletter.json" }),
  route("api/newsletter-confirm", "routes/confirm.tsx", { id: "routes/confirm.json" }),
  route("api/feedback", "routes/reviews.feedback.tsx", { id: "routes/reviews.feedback.json" }),
  route("api/faq-feedback", "routes/faq-feedback.tsx", { id: "routes/faq-feedback.json" }),
];

// One module per URL under app/routes, named after it (services.$category.$service.tsx, sitemap[.]xml.ts), plus the
// JSON addresses above. A route's unit tests live beside it and are never routes themselves.
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] }).then((routes) => [...routes, ...jsonAddresses]) satisfies RouteConfig;
