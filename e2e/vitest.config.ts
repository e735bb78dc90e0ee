import { defineConfig } from "vitest/config";

// Browser tests against the started product (built client + gateway + workers on a random port,
// own database and queue prefix). Run after `npm run build -w client`.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["specs/**/*.e2e.ts"],
    globalSetup: ["support/global-setup.ts"],
    // Two spec files at a time against the one started product: each spec registers its own members
    // and sets up its own state, and most of a spec's time is spent waiting on the product (mail, chain
    // confirmations, jobs), so two overlap well on 2 cores (506 s against more than 900 s serially on a
    // loaded machine).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
