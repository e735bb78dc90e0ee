import { spawn, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { freePort } from "../../support/processes.js";

export { freePort };

/**
 * A Redis of the run's own on a free port, so restarting it disturbs nobody else's queues. Without
 * `appendonly` a restart loses every key (BullMQ's delayed jobs and schedulers); with it (CHAOS_REDIS_AOF=1,
 * what docker-compose.yml runs) they come back.
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly appendOnly: boolean,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(
      "redis-server",
      [
        "--port",
        String(this.port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--dir",
        this.dir,
        "--appendonly",
        this.appendOnly ? "yes" : "no",
        "--appendfsync",
        "everysec",
        "--maxmemory-policy",
        "noeviction",
      ],
      { stdio: "ignore" },
    );
    const probe = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on("error", () => undefined);
    for (let i = 0; ; i++) {
      try {
        await probe.connect();
        if ((await probe.ping()) === "PONG") break;
      } catch {
        if (i > 100) throw new Error(`redis-server on ${this.port} did not start`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    probe.disconnect();
  }

  /** SIGKILL, as a crash: nothing is flushed beyond what appendonly already wrote. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}
