import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { serverProject } from "./vitest.server.ts";

// `npm run test:unit`: every test that needs no MySQL, Redis or chain — schema rules, the gateway's
// unit tests, the workers' signer configuration and the client tests (jsdom + msw). scripts/test-unit.mjs
// points DATABASE_URL and REDIS_URL at a closed port, so a test that reaches for a service fails.
const dir = (name) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/** A server package's project, limited to the test files that use no service. */
function unitOnly(name, include) {
  const project = serverProject(name, dir(name));
  return { ...project, test: { ...project.test, include } };
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      "schema/vitest.config.ts",
      unitOnly("gateway", ["test/unit/**/*.test.ts", "src/**/*.test.ts"]),
      // The other workers tests run jobs through the real queues and database.
      unitOnly("workers", ["test/signer-config.test.ts", "src/**/*.test.ts"]),
      "client/vitest.config.ts",
    ],
  },
});
