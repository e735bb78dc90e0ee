#!/usr/bin/env node
// `npm run test:model`: the full ledger model test (R1) — 10,000 random sequences of the money operations
// against the real services on the MySQL and Redis at DATABASE_URL / REDIS_URL (started first when nothing
// answers), one database for the whole run. Prints the figures (sequences, commands, invariant checks,
// time) and fails on any violation, with the shrunk sequence and the seed to replay it.
// Sizes: MODEL_RUNS (default 10000), MODEL_COMMANDS (longest sequence, default 12), MODEL_SEED (replay).
import { spawnSync } from "node:child_process";
import { ensureDependencies, root, TS_ENV } from "./lib.mjs";

ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();
const result = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "gateway",
    "gateway/test/model/ledger-model.test.ts",
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      ...TS_ENV,
      MODEL_RUNS: process.env.MODEL_RUNS ?? "10000",
      MODEL_COMMANDS: process.env.MODEL_COMMANDS ?? "12",
    },
  },
);
process.exit(result.status ?? 1);
