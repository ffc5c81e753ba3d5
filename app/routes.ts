import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// One module per URL under app/routes, named after it (services.$category.$service.tsx, sitemap[.]xml.ts).
// A route's unit tests live beside it and are never routes themselves.
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] }) satisfies RouteConfig;
