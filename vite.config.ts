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
  build: { assetsInlineLimit: 0 },
});
