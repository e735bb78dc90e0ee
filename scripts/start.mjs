#!/usr/bin/env node
// `npm start`: installs what is missing, ensures MySQL and Redis, migrates and seeds the demo,
// builds the client and serves everything on one port (gateway + workers).
import { ensureDependencies, launch, step, superviseChildren, TS_LOADER } from "./lib.mjs";

ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();
step("migrate and seed the demo data", process.execPath, [...TS_LOADER, "gateway/src/cli/seed.ts"]);
step("build the client", "npm", ["run", "build", "-w", "client"]);

const port = process.env.PORT || "4000";
console.log(`\nVitrine is starting on http://localhost:${port}/ (Ctrl+C stops it)\n`);
superviseChildren([
  launch(process.execPath, [...TS_LOADER, "gateway/src/main.ts"]),
  launch(process.execPath, [...TS_LOADER, "workers/src/main.ts"]),
]);
