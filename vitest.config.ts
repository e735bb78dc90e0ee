import { defineConfig } from "vitest/config";

// One run covers every package; each package's own config says how its tests run.
export default defineConfig({
  test: {
    projects: [
      "schema/vitest.config.ts",
      "gateway/vitest.config.ts",
      "workers/vitest.config.ts",
      "client/vitest.config.ts",
    ],
  },
});
