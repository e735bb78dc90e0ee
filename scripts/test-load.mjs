#!/usr/bin/env node
// `npm run test:load`: R2, mixed load (test/load/load.ts): LOAD_CLIENTS virtual collectors (200) for
// LOAD_SECONDS (300) against a started gateway and workers, the load generator in its own process;
// prints a table per operation and exits 1 on any violation.
import { spawnSync } from "node:child_process";
import { ensureDependencies, root, TS_ENV, TS_LOADER } from "./lib.mjs";

ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();
const result = spawnSync(process.execPath, [...TS_LOADER, "test/load/load.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ...TS_ENV },
});
process.exit(result.status ?? 1);
