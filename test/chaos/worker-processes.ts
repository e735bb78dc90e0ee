import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TS = ["--import", "@swc-node/register/esm-register"];

interface Slot {
  child: ChildProcess;
  ready: boolean;
  startedAt: number;
  readyAt: number;
}

/**
 * `n` worker processes (workers/src/main.ts) that are killed with SIGKILL and started again. A
 * worker counts as running once it logs "workers running" (its queues, relay loop and schedules are
 * up); only running ones are killed, since here a start compiles TypeScript on a shared 2-core
 * machine and can take longer than the 2–10 s between kills, where a deployed worker starts in
 * about a second; the time to the next kill starts again when a kill is made. Worker logs at warn and above pass through; the info lines are read, not printed.
 */
export class WorkerProcesses {
  private slots: (Slot | null)[];
  kills = 0;
  readonly startSeconds: number[] = [];

  constructor(
    private readonly n: number,
    private readonly env: Record<string, string>,
  ) {
    this.slots = Array.from({ length: n }, () => null);
  }

  private spawnOne(i: number): void {
    const child = spawn(process.execPath, [...TS, "workers/src/main.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        SWC_NODE_PROJECT: path.join(ROOT, "tsconfig.base.json"),
        ...this.env,
        LOG_LEVEL: "info",
      },
    });
    const slot: Slot = { child, ready: false, startedAt: Date.now(), readyAt: 0 };
    let buffered = "";
    child.stdout!.on("data", (data: Buffer) => {
      buffered += data.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop()!;
      for (const line of lines) {
        if (!slot.ready && line.includes('"msg":"workers running"')) {
          slot.ready = true;
          slot.readyAt = Date.now();
          this.startSeconds.push((Date.now() - slot.startedAt) / 1000);
        }
        if (/"level":(4|5|6)0/.test(line)) process.stdout.write(`worker ${i}: ${line}\n`);
      }
    });
    this.slots[i] = slot;
  }

  async startAll(): Promise<void> {
    for (let i = 0; i < this.n; i++) this.spawnOne(i);
  }

  /**
   * Kills one worker that has been running for at least 2 s (SIGKILL) and starts it again; false when
   * none has yet. (Killing one the moment it is up would leave no worker ever doing any work here.)
   */
  async killOneAndRestart(): Promise<boolean> {
    const now = Date.now();
    const running = this.slots.flatMap((s, i) =>
      s && s.ready && now - s.readyAt >= 2000 && s.child.exitCode === null ? [i] : [],
    );
    if (!running.length) return false;
    const i = running[Math.floor(Math.random() * running.length)]!;
    const child = this.slots[i]!.child;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
    this.kills++;
    this.spawnOne(i);
    return true;
  }

  /** SIGTERM (a graceful stop that finishes running jobs), SIGKILL after 35 s. */
  async stopAll(): Promise<void> {
    await Promise.all(
      this.slots.map(
        (s) =>
          new Promise<void>((resolve) => {
            const c = s?.child;
            if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once("exit", () => resolve());
            c.kill("SIGTERM");
            setTimeout(() => c.kill("SIGKILL"), 35_000).unref();
          }),
      ),
    );
  }
}
