import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TS = ["--import", "@swc-node/register/esm-register"];

/** `n` worker processes (workers/src/main.ts) that can be killed with SIGKILL and started again. */
export class WorkerProcesses {
  private children: (ChildProcess | null)[];
  kills = 0;

  constructor(
    private readonly n: number,
    private readonly env: Record<string, string>,
  ) {
    this.children = Array.from({ length: n }, () => null);
  }

  private spawnOne(i: number): void {
    this.children[i] = spawn(process.execPath, [...TS, "workers/src/main.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, SWC_NODE_PROJECT: path.join(ROOT, "tsconfig.base.json"), ...this.env },
    });
  }

  async startAll(): Promise<void> {
    for (let i = 0; i < this.n; i++) this.spawnOne(i);
  }

  async killOneAndRestart(): Promise<void> {
    const i = Math.floor(Math.random() * this.n);
    const child = this.children[i];
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      });
      this.kills++;
    }
    this.spawnOne(i);
  }

  /** SIGTERM (a graceful stop that finishes running jobs), SIGKILL after 35 s. */
  async stopAll(): Promise<void> {
    await Promise.all(
      this.children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once("exit", () => resolve());
            c.kill("SIGTERM");
            setTimeout(() => c.kill("SIGKILL"), 35_000).unref();
          }),
      ),
    );
  }
}
