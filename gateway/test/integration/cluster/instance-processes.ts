import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { REPO_ROOT } from "../../../src/config.js";

/**
 * One gateway (gateway/src/main.ts) or worker (workers/src/main.ts) process, started the way
 * scripts/lib.mjs starts it (TS_LOADER, TS_ENV) with only PATH and HOME from this process plus `env`.
 * `ready` resolves on the process's own "listening"/"running" log line; `stop()` sends SIGTERM and
 * resolves with the exit code and how long the stop took.
 */
export interface InstanceProcess {
  name: string;
  child: ChildProcess;
  ready: Promise<void>;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

const READY_LINE = { gateway: '"msg":"gateway listening"', workers: '"msg":"workers running"' };
const ENTRY = { gateway: "gateway/src/main.ts", workers: "workers/src/main.ts" };

export function startInstance(
  kind: "gateway" | "workers",
  name: string,
  env: Record<string, string>,
  readyWithinMs = 120_000,
): InstanceProcess {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key === "PATH" || key === "HOME"),
  ) as Record<string, string>;
  const child = spawn(process.execPath, ["--import", "@swc-node/register/esm-register", ENTRY[kind]], {
    cwd: REPO_ROOT,
    env: { ...base, SWC_NODE_PROJECT: path.join(REPO_ROOT, "tsconfig.base.json"), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} not ready in ${readyWithinMs} ms:\n${out.slice(-2000)}`)),
      readyWithinMs,
    );
    const onData = (data: Buffer) => {
      out += data.toString();
      if (out.includes(READY_LINE[kind])) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${out.slice(-2000)}`));
    });
  });
  ready.catch(() => undefined);
  return {
    name,
    child,
    ready,
    output: () => out,
    async stop(signal = "SIGTERM") {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
