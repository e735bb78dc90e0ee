import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../chaos/redis-server.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TS = ["--import", "@swc-node/register/esm-register"];

export interface StartedProduct {
  baseUrl: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The local EVM node with test USDT (gateway/dev/start-dev-chain.ts): USDT withdrawals need a network. */
async function startDevChain(env: Record<string, string>) {
  const child = spawn(process.execPath, [...TS, "gateway/dev/start-dev-chain.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const settings = await new Promise<Record<string, string>>((resolve, reject) => {
    let buffered = "";
    child.stdout!.on("data", (data: Buffer) => {
      buffered += data.toString();
      const line = buffered.split("\n").find((l) => l.startsWith("DEV_CHAIN "));
      if (line) resolve(JSON.parse(line.slice("DEV_CHAIN ".length)) as Record<string, string>);
    });
    child.once("exit", (code) => reject(new Error(`the local EVM node stopped (exit ${code})`)));
  });
  return { child, settings };
}

const stopChild = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    c.once("exit", () => resolve());
    c.kill("SIGTERM");
    setTimeout(() => c.kill("SIGKILL"), 35_000).unref();
  });

/**
 * Vitrine as `npm start` runs it — migrated and seeded with the demo, the gateway and the workers as
 * processes of their own — on a free port, a database and queue prefix of its own, and the local
 * EVM node. Clients are told apart by X-Forwarded-For (TRUST_PROXY=loopback), as behind a proxy.
 */
export async function startProduct(database: string): Promise<StartedProduct> {
  const port = await freePort();
  const url = new URL(process.env.DATABASE_URL || "mysql://root@127.0.0.1:3306/vitrine");
  url.pathname = `/${database}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    SWC_NODE_PROJECT: path.join(ROOT, "tsconfig.base.json"),
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: url.toString(),
    QUEUE_PREFIX: database,
    LOG_LEVEL: process.env.LOAD_LOG_LEVEL || "error",
    CLIENT_DIST: "/nonexistent",
    TRUST_PROXY: "loopback",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const chain = await startDevChain({ ...env, DEV_CHAIN_BLOCK_SECONDS: "2" });
  Object.assign(env, chain.settings);
  const seeded = spawnSync(process.execPath, [...TS, "gateway/src/cli/seed.ts"], {
    cwd: ROOT,
    env,
    stdio: "inherit",
  });
  if (seeded.status !== 0) {
    await stopChild(chain.child);
    throw new Error("migrating and seeding the load database failed");
  }
  const children: ChildProcess[] = [
    chain.child,
    spawn(process.execPath, [...TS, "gateway/src/main.ts"], { cwd: ROOT, env, stdio: "inherit" }),
    spawn(process.execPath, [...TS, "workers/src/main.ts"], { cwd: ROOT, env, stdio: "inherit" }),
  ];
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || children.some((c) => c.exitCode !== null)) {
      await Promise.all(children.map(stopChild));
      throw new Error("the gateway did not become ready within 90 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    env,
    async stop() {
      await Promise.all(children.map(stopChild));
    },
  };
}
