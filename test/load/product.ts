import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import {
  freePort,
  REPO_ROOT as ROOT,
  startDevChain,
  stopChild as stopProcess,
  TS_NODE_ARGS as TS,
  waitUntilReady,
} from "../../support/processes.js";

export interface StartedProduct {
  baseUrl: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

// A gateway under 200 clients' load may take a while to close its connections.
const stopChild = (c: ChildProcess) => stopProcess(c, 35_000);

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
  try {
    await waitUntilReady(baseUrl, children, 90_000);
  } catch (error) {
    await Promise.all(children.map(stopChild));
    throw error;
  }
  return {
    baseUrl,
    env,
    async stop() {
      await Promise.all(children.map(stopChild));
    },
  };
}
