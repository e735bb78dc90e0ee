import { defineConfig } from "vitest/config";

/** The vitest project settings shared by the server-side packages (schema, gateway, workers). */
export function serverProject(name: string, root: string) {
  return defineConfig({
    // Test files and node_modules must share one copy of graphql: Vite would pick the ESM build for test
    // files while Node loads the CommonJS one for dependencies ("another module or realm").
    resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
    test: {
      name,
      root,
      environment: "node",
      include: ["test/**/*.test.ts", "src/**/*.test.ts"],
      setupFiles: ["reflect-metadata"],
      // Test files share their worker's modules instead of importing the whole gateway again (about half
      // of a file's CPU time otherwise). Each file still gets its own database, queue prefix and gateway.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
