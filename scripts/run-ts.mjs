#!/usr/bin/env node
// Runs a TypeScript entry point with decorator metadata (swc-node), e.g. `node scripts/run-ts.mjs gateway/src/cli/seed.ts`.
import { spawnSync } from "node:child_process";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <file.ts> [args]");
  process.exit(2);
}
const result = spawnSync(process.execPath, ["--import", "@swc-node/register/esm-register", entry, ...args], {
  stdio: "inherit",
  // swc-node reads compiler options (decorators, metadata) from this file; the root tsconfig only lists references.
  env: { SWC_NODE_PROJECT: new URL("../tsconfig.base.json", import.meta.url).pathname, ...process.env },
});
process.exit(result.status ?? 1);
