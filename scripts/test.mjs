#!/usr/bin/env node
// `npm test`: the whole check, in the order a failure is cheapest to find:
// typecheck → lint → unit, integration and client tests (incl. schema/codegen freshness) → client build → e2e.
// Integration and e2e tests use real MySQL and Redis, each run with its own database and queue prefix.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { ensureDependencies, root, step, stepsInParallel } from "./lib.mjs";

const started = Date.now();
ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("installing Chromium for the browser tests (apt-get install chromium)…");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const r = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  } else {
    console.error(
      `Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}

// Each vitest run also writes a JSON report, so the closing line can count every test.
const reportDir = `${root}/.tsbuild`;
mkdirSync(reportDir, { recursive: true });
const report = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reportDir}/${name}-report.json`,
];

const times = {};
// Typecheck and lint are each single-threaded: side by side they take about as long as the slower one.
const checks = await stepsInParallel([
  { label: "typecheck (tsc -b)", command: "npx", args: ["tsc", "-b"] },
  { label: "lint (eslint, prettier)", command: "npm", args: ["run", "lint", "--silent"] },
]);
times.typecheck = checks["typecheck (tsc -b)"];
times.lint = checks["lint (eslint, prettier)"];
times.tests = step("unit, integration and client tests (vitest)", "npx", [
  "vitest",
  "run",
  ...report("vitest"),
]);
times.build = step("client build (vite)", "npm", ["run", "build", "-w", "client", "--silent"]);
times.e2e = step("end-to-end tests (Chromium)", "npx", [
  "vitest",
  "run",
  "--config",
  "e2e/vitest.config.ts",
  ...report("e2e"),
]);

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const name of ["vitest", "e2e"]) {
  const r = JSON.parse(readFileSync(`${reportDir}/${name}-report.json`, "utf8"));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}

const total = (Date.now() - started) / 1000;
console.log(
  `\nAll checks passed in ${total.toFixed(1)} s (${Object.entries(times)
    .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
    .join(", ")})`,
);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
