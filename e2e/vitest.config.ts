import { defineConfig } from "vitest/config";

// Browser tests against the started product (built client + gateway + workers on a random port,
// own database and queue prefix). Run after `npm run build -w client`.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["specs/**/*.e2e.ts"],
    globalSetup: ["support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
