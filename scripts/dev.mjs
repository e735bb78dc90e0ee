#!/usr/bin/env node
// `npm run dev`: Vite dev server with hot reload (http://localhost:5173, proxying the API to :4000),
// gateway and workers restarted on change (node --watch).
import { ensureDependencies, launch, step, superviseChildren, TS_LOADER } from "./lib.mjs";

ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();
step("migrate and seed the demo data", process.execPath, [...TS_LOADER, "gateway/src/cli/seed.ts"]);

superviseChildren([
  launch(process.execPath, ["--watch", ...TS_LOADER, "gateway/src/main.ts"]),
  launch(process.execPath, ["--watch", ...TS_LOADER, "workers/src/main.ts"]),
  launch("npm", ["run", "dev", "-w", "client"]),
]);
