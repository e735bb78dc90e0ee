#!/usr/bin/env node
// `npm run bench`: runs every benchmark under bench/ (each prints a ratio against its own baseline).
import { readdirSync } from "node:fs";
import { ensureDependencies, step, TS_LOADER } from "./lib.mjs";

ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();
for (const file of readdirSync(new URL("../bench", import.meta.url)).filter((f) => f.endsWith(".bench.ts"))) {
  step(`bench/${file}`, process.execPath, [...TS_LOADER, `bench/${file}`]);
}
