import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/seo/site-pages.ts";

export default {
  ssr: true,
  // Content known at build time is rendered to HTML once; server.ts serves it
  // at its canonical URL (no trailing-slash hop) with a fresh CSP nonce.
  prerender: prerenderPaths,
  future: {},
} satisfies Config;
