#!/usr/bin/env node
// `npm run test:it -- <file> [more files or vitest args]`: one integration test file (or a few) against
// the MySQL and Redis at DATABASE_URL / REDIS_URL, started first when nothing answers — as `npm test`
// does. Each file still gets a database and queue prefix of its own.
import { spawnSync } from "node:child_process";
import { ensureDependencies, root, TS_ENV } from "./lib.mjs";

const args = process.argv.slice(2);
if (!args.some((a) => !a.startsWith("-"))) {
  console.error(
    "usage: npm run test:it -- <test file or path filter> [vitest args], e.g. gateway/test/integration/market/auction-races.test.ts",
  );
  process.exit(2);
}
ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();
const result = spawnSync("npx", ["vitest", "run", ...args], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ...TS_ENV },
});
process.exit(result.status ?? 1);
