import type { Config } from "@react-router/dev/config";
import path from "node:path";

export default {
  // Every page is rendered by the server; pages that are the same for everyone are rendered on the first
  // request and kept until the content or the day changes (app/server/web-server.server.ts, kept-pages.server.ts).
  ssr: true,
  // npm run build compiles into a folder beside build/ and swaps it in when done (scripts/build.ts).
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
  future: {},
  // The assistant's search index is made from the same content, once per build,
  // and written beside the server bundle; the server only loads it.
  async buildEnd({ reactRouterConfig }) {
    const { writeAssistantIndex } = await import("./app/server/assistant/index-file.server.ts");
    const { documents, bytes } = writeAssistantIndex(path.join(reactRouterConfig.buildDirectory, "server"));
    console.log(`Assistant index: ${documents} documents, ${Math.round(bytes / 1024)} KB`);
  },
} satisfies Config;
