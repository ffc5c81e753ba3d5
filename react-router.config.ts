import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { prerenderPaths } from "./app/lib/seo/site-pages.ts";

export default {
  ssr: true,
  // Content known at build time is rendered to HTML once; server.ts serves it
  // at its canonical URL (no trailing-slash hop) with a fresh CSP nonce.
  prerender: prerenderPaths,
  future: {},
  // The assistant's search index is made from the same content, once per build,
  // and written beside the server bundle; the server only loads it.
  async buildEnd({ reactRouterConfig }) {
    const { writeAssistantIndex } = await import("./app/server/assistant/index-file.server.ts");
    const { documents, bytes } = writeAssistantIndex(path.join(reactRouterConfig.buildDirectory, "server"));
    console.log(`Assistant index: ${documents} documents, ${Math.round(bytes / 1024)} KB`);
  },
} satisfies Config;
