import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TS = ["--import", "@swc-node/register/esm-register"];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProduct {
  baseUrl: string;
  env: Record<string, string>;
  /** The local EVM node the wallet watches (ERC20 deposits, withdrawals). */
  chain: { rpcUrl: string; usdtAddress: string; confirmations: number };
  stop(): Promise<void>;
}

/** Starts the local EVM node with test USDT the way `npm start` does (gateway/dev/start-dev-chain.ts). */
async function startDevChain(env: Record<string, string>) {
  const child = spawn(process.execPath, [...TS, "gateway/dev/start-dev-chain.ts"], {
    cwd: REPO_ROOT,
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
    setTimeout(() => reject(new Error("the local EVM node did not start within 30 s")), 30_000).unref();
  });
  return { child, settings };
}

/**
 * Starts Vitrine the way `npm start` does — seed, gateway serving the built client, workers — on a
 * free port with a database and queue prefix of its own.
 */
export async function startProduct(): Promise<RunningProduct> {
  if (!existsSync(path.join(REPO_ROOT, "client/dist/index.html"))) {
    throw new Error("client/dist is missing: run `npm run build -w client` first (npm test does)");
  }
  const port = await freePort();
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const database = new URL(process.env.DATABASE_URL || "mysql://root@127.0.0.1:3306/vitrine");
  database.pathname = `/vitrine_e2e_${suffix}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    SWC_NODE_PROJECT: path.join(REPO_ROOT, "tsconfig.base.json"),
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: database.toString(),
    QUEUE_PREFIX: `vitrine_e2e_${suffix}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || "warn",
    // A short hold, so a browser test can watch an unpaid order time out.
    ORDER_HOLD_SECONDS: "40",
    // The browser uses this origin: social-login redirects must come back to it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  // Blocks every second and 3 confirmations: a deposit is credited a few seconds after it is sent.
  const chain = await startDevChain({
    ...env,
    DEV_CHAIN_BLOCK_SECONDS: "1",
    DEV_CHAIN_CONFIRMATIONS: "3",
    DEPOSIT_POLL_MS: "1000",
  });
  Object.assign(env, chain.settings);
  const seeded = spawnSync(process.execPath, [...TS, "gateway/src/cli/seed.ts"], {
    cwd: REPO_ROOT,
    env,
    stdio: "inherit",
  });
  if (seeded.status !== 0) {
    chain.child.kill("SIGTERM");
    throw new Error("seeding the e2e database failed");
  }

  const children: ChildProcess[] = [
    chain.child,
    spawn(process.execPath, [...TS, "gateway/src/main.ts"], { cwd: REPO_ROOT, env, stdio: "inherit" }),
    spawn(process.execPath, [...TS, "workers/src/main.ts"], { cwd: REPO_ROOT, env, stdio: "inherit" }),
  ];
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || children.some((c) => c.exitCode !== null)) {
      children.forEach((c) => c.kill("SIGKILL"));
      throw new Error("the product did not become ready within 60 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    env,
    chain: {
      rpcUrl: chain.settings.ETH_RPC_URL!,
      usdtAddress: chain.settings.ETH_USDT_CONTRACT!,
      confirmations: Number(chain.settings.ETH_CONFIRMATIONS),
    },
    async stop() {
      await Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null) return resolve();
              c.once("exit", () => resolve());
              c.kill("SIGTERM");
              setTimeout(() => c.kill("SIGKILL"), 10_000).unref();
            }),
        ),
      );
      const mysql = await import("mysql2/promise");
      const server = new URL(database);
      server.pathname = "/";
      const connection = await mysql.createConnection({ uri: server.toString() });
      await connection.query(`DROP DATABASE IF EXISTS \`vitrine_e2e_${suffix}\``);
      await connection.end();
      const { Redis } = await import("ioredis");
      const redis = new Redis(env.REDIS_URL || "redis://127.0.0.1:6379");
      const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
