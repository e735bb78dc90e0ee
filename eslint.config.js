// One lint configuration for every workspace. Type-aware rules (no-floating-promises) read each
// package's tsconfig through the project service.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import vitrine from "./scripts/lint/vitrine-plugin.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      ".tsbuild/**",
      ".data/**",
      "client/src/gql/**",
      "e2e/screenshots/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["vitest.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "off",
    },
  },
  {
    files: ["client/**/*.tsx", "client/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  // The code shape (docs/ARCHITECTURE.md): services speak plain TypeScript, domains and client modules
  // meet only at their index.ts, each table is named only by its owner's repo files, files stay small.
  {
    files: ["gateway/src/**/*.ts", "workers/src/**/*.ts"],
    ignores: [
      "gateway/src/graphql/**",
      "gateway/src/domains/*/graphql/**",
      "gateway/src/domains/*/*/graphql/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "graphql",
              message: "GraphQL belongs in graphql/ folders; services speak plain TypeScript.",
            },
            {
              name: "type-graphql",
              message: "GraphQL belongs in graphql/ folders; services speak plain TypeScript.",
            },
          ],
          patterns: [
            {
              group: ["@apollo/*", "**/graphql/*", "!**/shared/graphql/*"],
              message:
                "Only graphql/ folders (and the HTTP entry that mounts them) may use the GraphQL layer.",
            },
          ],
        },
      ],
    },
  },
  {
    // The composition root and the HTTP entry mount the GraphQL layer; the schema CLI prints it.
    files: ["gateway/src/bootstrap.ts", "gateway/src/http/**/*.ts", "gateway/src/cli/emit-schema.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["gateway/src/domains/**/*.ts", "workers/src/**/*.ts"],
    plugins: { vitrine },
    rules: { "vitrine/domain-boundaries": "error" },
  },
  {
    files: ["gateway/src/**/*.ts", "workers/src/**/*.ts"],
    plugins: { vitrine },
    rules: { "vitrine/table-ownership": "error" },
  },
  {
    files: ["client/src/modules/**/*.ts", "client/src/modules/**/*.tsx"],
    plugins: { vitrine },
    rules: { "vitrine/module-boundaries": "error" },
  },
  {
    files: ["gateway/src/**/*.ts", "workers/src/**/*.ts", "schema/src/**/*.ts", "client/src/**/*.{ts,tsx}"],
    ignores: ["client/src/gql/**"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
);
