#!/usr/bin/env node
// `npm start`: installs what is missing, ensures MySQL and Redis, migrates and seeds the demo,
// builds the client and serves everything on one port (gateway + workers).
// `npm start -- --production` (or NODE_ENV=production): the same without the demo — it only
// migrates, never seeds, starts no local EVM node, and the gateway refuses development values and
// needs an https PUBLIC_URL (the migrate step loads the same configuration, so it stops there first).
import { spawn } from "node:child_process";
import {
  ensureDependencies,
  launch,
  productionRequested,
  root,
  step,
  superviseChildren,
  TS_ENV,
  TS_LOADER,
} from "./lib.mjs";

// Children inherit process.env: the flag makes every one of them a production process.
if (productionRequested(process.argv.slice(2))) process.env.NODE_ENV = "production";
const production = process.env.NODE_ENV === "production";

/**
 * Outside production, without a configured Ethereum node, a local EVM node with test USDT is started
 * (gateway/dev/start-dev-chain.ts) and the gateway and workers are pointed at it.
 */
async function startDevChainIfWanted() {
  if (production || process.env.ETH_RPC_URL || process.env.DEV_CHAIN === "off") {
    return { child: null, env: {} };
  }
  const child = spawn(process.execPath, [...TS_LOADER, "gateway/dev/start-dev-chain.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...TS_ENV },
  });
  const env = await new Promise((resolve, reject) => {
    let buffered = "";
    child.stdout.on("data", (data) => {
      buffered += data.toString();
      const line = buffered.split("\n").find((l) => l.startsWith("DEV_CHAIN "));
      if (line) resolve(JSON.parse(line.slice("DEV_CHAIN ".length)));
    });
    child.once("exit", (code) => reject(new Error(`the local EVM node stopped (exit ${code})`)));
  });
  console.log(`local EVM node with test USDT: ${env.ETH_RPC_URL} (USDT ${env.ETH_USDT_CONTRACT})`);
  return { child, env };
}

ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();
// The wallet's keys are the workers' alone (docs/WALLET-CHAIN.md "Key custody"): everything that loads the
// gateway's configuration gets them blanked (an empty variable also wins over .env), so one shared .env
// works in production too.
const withoutWalletKeys = { WALLET_HD_MNEMONIC: "", HOT_WALLET_PRIVATE_KEY: "" };
if (production) {
  step("migrate", process.execPath, [...TS_LOADER, "gateway/src/cli/migrate.ts"], { env: withoutWalletKeys });
} else {
  step("migrate and seed the demo data", process.execPath, [...TS_LOADER, "gateway/src/cli/seed.ts"], {
    env: withoutWalletKeys,
  });
}
step("build the client", "npm", ["run", "build", "-w", "client"]);

const devChain = await startDevChainIfWanted();
const port = process.env.PORT || "4000";
// In production PUBLIC_URL may come from .env (read by the children): the port is all this script knows then.
const where = production ? process.env.PUBLIC_URL || `port ${port}` : `http://localhost:${port}/`;
console.log(`\nVitrine${production ? " (production)" : ""} is starting on ${where} (Ctrl+C stops it)\n`);
superviseChildren([
  launch(process.execPath, [...TS_LOADER, "gateway/src/main.ts"], { ...devChain.env, ...withoutWalletKeys }),
  launch(process.execPath, [...TS_LOADER, "workers/src/main.ts"], devChain.env),
  ...(devChain.child ? [devChain.child] : []),
]);
