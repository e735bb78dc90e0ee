import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  freePort,
  REPO_ROOT,
  startDevChain,
  stopChild,
  TS_NODE_ARGS as TS,
  waitUntilReady,
} from "../../support/processes.js";

export { REPO_ROOT };

export interface RunningProduct {
  baseUrl: string;
  env: Record<string, string>;
  /** The local EVM node the wallet watches (ERC20 deposits, withdrawals). */
  chain: { rpcUrl: string; usdtAddress: string; confirmations: number };
  stop(): Promise<void>;
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
  // The local fake LINE Pay (gateway/dev/payments/linepay-fake.ts): LINE Pay runs its live protocol
  // against it, signed with the development channel, and its approval page stands in for LINE's.
  const linePayPort = await freePort();
  env.LINEPAY_API_URL = `http://127.0.0.1:${linePayPort}`;
  const linePay = spawn(process.execPath, [...TS, "gateway/dev/payments/linepay-fake.ts"], {
    cwd: REPO_ROOT,
    env: { ...env, LINEPAY_FAKE_PORT: String(linePayPort) },
    stdio: "inherit",
  });
  const seeded = spawnSync(process.execPath, [...TS, "gateway/src/cli/seed.ts"], {
    cwd: REPO_ROOT,
    env,
    stdio: "inherit",
  });
  if (seeded.status !== 0) {
    chain.child.kill("SIGTERM");
    linePay.kill("SIGTERM");
    throw new Error("seeding the e2e database failed");
  }

  const children: ChildProcess[] = [
    chain.child,
    linePay,
    spawn(process.execPath, [...TS, "gateway/src/main.ts"], { cwd: REPO_ROOT, env, stdio: "inherit" }),
    spawn(process.execPath, [...TS, "workers/src/main.ts"], { cwd: REPO_ROOT, env, stdio: "inherit" }),
  ];
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, children, 60_000).catch((error: unknown) => {
    children.forEach((c) => c.kill("SIGKILL"));
    throw error;
  });
  await waitUntilReady(env.LINEPAY_API_URL, children, 30_000).catch((error: unknown) => {
    children.forEach((c) => c.kill("SIGKILL"));
    throw error;
  });

  return {
    baseUrl,
    env,
    chain: {
      rpcUrl: chain.settings.ETH_RPC_URL!,
      usdtAddress: chain.settings.ETH_USDT_CONTRACT!,
      confirmations: Number(chain.settings.ETH_CONFIRMATIONS),
    },
    async stop() {
      await Promise.all(children.map((c) => stopChild(c)));
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
