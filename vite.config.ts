import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The shell every page loads: root.tsx (and, through it, everything it imports) plus the
 * small building blocks nearly every page uses. One file for them all costs less than
 * the separately compressed slivers the bundler would otherwise cut.
 */
const shellModules = [
  "/app/root.tsx",
  "/app/lib/seo/meta.ts",
  "/app/components/content/json-ld.tsx",
  "/app/components/content/breadcrumbs.tsx",
  "/app/components/content/section-heading.tsx",
  "/app/components/content/booking-banner.tsx",
  "/app/components/reviews/stars.tsx",
  "/app/components/reviews/rating-summary.tsx",
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  ssr: { external: ["@electric-sql/pglite", "pg"] },
  // npm run dev: rendering a page, React Router's dev server reads whole route modules for their CSS, server imports
  // included, and each package found that way late would make Vite bundle the browser's dependencies again and
  // reload the page. So the browser's own are named here, and packages only the server loads are left out.
  optimizeDeps: {
    include: ["zod", "zod/mini"],
    exclude: [
      "@electric-sql/pglite", "@react-router/node", "compression", "drizzle-orm", "express", "graphql", "isbot", "marked",
      "minisearch", "nodemailer", "pg", "react-dom/server", "sharp", "yaml",
    ],
  },
  // The server bundle starts from the Express app, which imports React Router's server build: one bundle, so the
  // app's modules (database client, caches, the content revision poll) exist once. server.ts only starts it.
  environments: { ssr: { build: { rolldownOptions: { input: "./app/server/web-server.server.ts" } } } },
  build: {
    assetsInlineLimit: 0,
    // SOURCEMAP=1 npm run build: to see what a chunk holds when a page nears its JS budget.
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        // One framework chunk and one shell chunk: left to itself the bundler cut them into ~25
        // tiny shared files, whose separate compression cost ~9 KB gzip of first-load JavaScript.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: "shell", test: (id) => shellModules.some((path) => id.replaceAll("\\", "/").includes(path)), priority: 1 },
          ],
        },
      },
    },
  },
});
