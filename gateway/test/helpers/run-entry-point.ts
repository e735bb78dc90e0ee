import { spawn } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../../src/config.js";

/**
 * The smallest production environment a process accepts, pointing at services that never answer:
 * a refusal test proves the process stops before it opens anything.
 */
export const PRODUCTION_PROCESS_ENV = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
  KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
  PUBLIC_URL: "https://vitrine.test",
  DATABASE_URL: "mysql://root@127.0.0.1:1/never_opened",
  REDIS_URL: "redis://127.0.0.1:1",
  LOG_LEVEL: "silent",
} as const;

export interface EntryPointResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript entry point the way scripts/lib.mjs does (TS_LOADER, TS_ENV) with only PATH and
 * HOME from this process plus `env`, and collects its exit code and output.
 */
export function runEntryPoint(entry: string, env: Record<string, string>): Promise<EntryPointResult> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key === "PATH" || key === "HOME"),
  ) as Record<string, string>;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "@swc-node/register/esm-register", entry], {
      cwd: REPO_ROOT,
      env: { ...base, SWC_NODE_PROJECT: path.join(REPO_ROOT, "tsconfig.base.json"), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
