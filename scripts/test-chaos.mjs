#!/usr/bin/env node
// `npm run test:chaos`: R3, kills and restarts (test/chaos/chaos.ts). Worker processes are killed with
// SIGKILL every 2–10 s and a Redis of the run's own (never the shared one on 6379) is restarted twice
// while 1,000 auctions close and 1,000 unpaid orders expire; exits 1 on any violation. Sizes by
// environment: CHAOS_AUCTIONS, CHAOS_ORDERS, CHAOS_WINDOW_SECONDS, CHAOS_WORKERS, CHAOS_REDIS_RESTARTS,
// CHAOS_REDIS_AOF=1, CHAOS_KILLS=0, CHAOS_SWEEP_EVERY_MS.
import { spawnSync } from "node:child_process";
import { ensureDependencies, root, TS_ENV, TS_LOADER } from "./lib.mjs";

ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();
const result = spawnSync(process.execPath, [...TS_LOADER, "test/chaos/chaos.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ...TS_ENV },
});
process.exit(result.status ?? 1);
