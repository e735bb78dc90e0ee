// Shared helpers for the npm scripts: run a step, time it, install dependencies when missing.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const TS_LOADER = ["--import", "@swc-node/register/esm-register"];
export const TS_ENV = { SWC_NODE_PROJECT: path.join(root, "tsconfig.base.json") };

/** Whether the command line asks for production (`npm start -- --production`). */
export function productionRequested(args) {
  return args.includes("--production");
}

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules/.package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("installing dependencies (npm ci)…");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs a command to completion, inheriting stdio; returns seconds taken or exits on failure. */
export function step(label, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    ...options,
    env: { ...process.env, ...TS_ENV, ...(options.env ?? {}) },
  });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds.toFixed(1)} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
  return seconds;
}

/**
 * Runs independent steps at the same time (each is single-threaded, the machine has more than one
 * core) and prints each one's output in one piece when it ends. Exits if any fails.
 * Returns the seconds each step took, by label.
 */
export async function stepsInParallel(steps) {
  console.log(`\n▶ ${steps.map((s) => s.label).join(" ‖ ")}`);
  const results = await Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            stdio: ["ignore", "pipe", "pipe"],
            env: { ...process.env, ...TS_ENV, FORCE_COLOR: "1" },
          });
          const output = [];
          child.stdout.on("data", (d) => output.push(d));
          child.stderr.on("data", (d) => output.push(d));
          child.on("close", (status) => {
            const seconds = (Date.now() - started) / 1000;
            process.stdout.write(Buffer.concat(output));
            if (status === 0) console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
            else console.error(`✖ ${label} failed after ${seconds.toFixed(1)} s`);
            resolve({ label, status, seconds });
          });
        }),
    ),
  );
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
  return Object.fromEntries(results.map((r) => [r.label, r.seconds]));
}

/** Starts a long-running child; returns it. */
export function launch(command, args, env = {}) {
  return spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...TS_ENV, ...env } });
}

/** Stops children on SIGINT/SIGTERM and when any of them exits. */
export function superviseChildren(children) {
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    // Children get 35 s to finish running jobs; then they are killed so none is left orphaned.
    setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
      process.exit(code);
    }, 35_000).unref();
    Promise.all(
      children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once("exit", r)))),
    ).then(() => process.exit(code));
  };
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
  for (const child of children) child.once("exit", (code) => stopAll(code ?? 1));
}
