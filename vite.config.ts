import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The public origin is baked into prerendered HTML (canonical URLs, JSON-LD).
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "http://localhost:3000") },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  ssr: { external: ["@electric-sql/pglite", "pg"] },
  build: {
    assetsInlineLimit: 0,
    // SOURCEMAP=1 npm run build: to see what a chunk holds when a page nears its JS budget.
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        // One framework chunk and one chunk for the shell every page mounts (root.tsx and what it
        // imports): left to itself the bundler cut them into ~25 tiny shared files, whose separate
        // compression cost ~9 KB gzip of first-load JavaScript on every page.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: "shell", test: /[\\/]app[\\/]root\.tsx/, priority: 1 },
          ],
        },
      },
    },
  },
});
