#!/usr/bin/env node
// `npm run test:unit [-- <vitest args>]`: the tests that need no service (vitest.unit.mjs), without
// starting or asking for MySQL or Redis. The service URLs point at a closed port: a test
// that reaches for one fails instead of quietly using a running server.
import { spawnSync } from "node:child_process";
import { ensureDependencies, root, TS_ENV } from "./lib.mjs";

ensureDependencies();
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.unit.mjs", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    ...TS_ENV,
    DATABASE_URL: "mysql://root@127.0.0.1:1/unit_tests_use_no_database",
    REDIS_URL: "redis://127.0.0.1:1",
  },
});
process.exit(result.status ?? 1);
