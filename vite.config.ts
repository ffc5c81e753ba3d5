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
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
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
