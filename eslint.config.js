import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import paintedRegions from "./eslint-rules/painted-regions.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "public/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      // Sources the painted-regions rule must refuse, linted by its own test (app/components/ui/painted-regions.lint.test.ts).
      "app/components/ui/painted-fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // A promise nobody awaits is a check that never happens (an owner-only page that forgets to await
  // requireAdmin serves everyone): type-aware, for the application's own code only.
  {
    files: ["app/**/*.{ts,tsx}", "server.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { local: paintedRegions },
    rules: {
      // Nothing interactive inside <Painted> (eslint-rules/painted-regions.js): it keeps the server's HTML.
      "local/painted-regions": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
    },
  },
  // Layers (docs/architecture.md): lib/ is logic any side may run, so it reaches neither components nor the
  // server; only routes and server modules reach *.server.ts, which never ships to the browser. Its schemas are
  // written with zod/mini (the same zod, a functional API that tree-shakes) so a form checked in the browser
  // does not load all of zod.
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: 'lib/ runs in the browser too: import { z } from "zod/mini".' }],
          patterns: [
            {
              group: ["~/components/**", "**/components/**"],
              message: "lib/ holds logic: a component belongs to components/, and lib/ does not import it.",
            },
            {
              group: ["~/server/**", "**/server/**", "**/*.server", "**/*.server.ts"],
              message: "lib/ runs on both sides: server code is imported by routes and server modules only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/content/**/*.ts", "app/config/**/*.ts", "app/entry.client.tsx"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: 'Components run in the browser: import { z } from "zod/mini".' }],
          // A type is not code: a component may name the shape of what a loader sends it.
          patterns: [
            {
              group: ["~/server/**", "**/server/**", "**/*.server", "**/*.server.ts"],
              allowTypeImports: true,
              message: "Only routes and server modules import server code; pass what a component needs through the loader.",
            },
          ],
        },
      ],
    },
  },
  // server.ts only starts the build: a value imported from app/ would load a second copy of that module beside the bundle's.
  {
    files: ["server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["./app/**"],
              allowTypeImports: true,
              message: "server.ts starts build/server/index.js; app/ code belongs in the build.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**", "scripts/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
