#!/usr/bin/env node
// `npm run bench [name…]`: runs every benchmark under bench/ (or those whose file name contains one of
// the names), each measuring its own baseline in the same run, then prints one table of the goals.
// A benchmark reports a goal with a line `BENCH_SUMMARY {"goal","what","ratio","target","met","extra"}`.
// Exit status 1 when a benchmark fails; a goal not met is reported, not an error (see docs/PERFORMANCE.md).
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { ensureDependencies, root, TS_ENV, TS_LOADER } from "./lib.mjs";

ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();

const only = process.argv.slice(2);
const files = readdirSync(new URL("../bench", import.meta.url))
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((name) => f.includes(name)));

/** Runs one benchmark, passing its output through and keeping its summary lines. */
function run(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n▶ bench/${file}`);
    const child = spawn(process.execPath, [...TS_LOADER, `bench/${file}`], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...TS_ENV },
    });
    const summaries = [];
    let pending = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.startsWith("BENCH_SUMMARY ")) continue;
        try {
          summaries.push({ file, ...JSON.parse(line.slice("BENCH_SUMMARY ".length)) });
        } catch {
          summaries.push({ file, goal: "?", what: `unreadable summary: ${line}`, met: false });
        }
      }
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(code === 0 ? `✔ bench/${file} (${seconds} s)` : `✖ bench/${file} failed (${seconds} s)`);
      resolve({ file, ok: code === 0, summaries });
    });
  });
}

// One at a time: benchmarks running side by side would measure each other.
const results = [];
for (const file of files) results.push(await run(file));

const rows = results.flatMap((r) =>
  r.summaries.length
    ? r.summaries
    : [{ file: r.file, goal: "-", what: r.ok ? "(no goal reported)" : "FAILED", met: false }],
);
rows.sort((a, b) => String(a.goal).localeCompare(String(b.goal)));
const cell = (value, width) => String(value ?? "").padEnd(width);
console.log("\nGoals (ratio against a baseline measured in the same run):\n");
console.log(`${cell("goal", 5)} ${cell("ratio", 7)} ${cell("target", 9)} ${cell("met", 4)} what`);
for (const row of rows) {
  const ratio = typeof row.ratio === "number" ? row.ratio.toFixed(2) : "-";
  console.log(
    `${cell(row.goal, 5)} ${cell(ratio, 7)} ${cell(row.target, 9)} ${cell(row.met ? "yes" : "no", 4)} ` +
      `${row.what}${row.extra ? ` (${row.extra})` : ""}  [${row.file}]`,
  );
}
if (results.some((r) => !r.ok)) process.exit(1);
