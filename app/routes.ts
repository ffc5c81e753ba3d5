import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// One module per URL under app/routes, named after it (services.$category.$service.tsx, sitemap[.]xml.ts).
// Tests kept beside a route module are not pages: as routes they would pull the test runner into the server build.
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] }) satisfies RouteConfig;
