#!/usr/bin/env node
// `npm run cluster`: Vitrine as several instances on one machine, without Docker (docs/SCALING.md).
// Like `npm start` (MySQL and Redis ensured, migrated and seeded, client built), then starts
// CLUSTER_GATEWAYS gateways (default 2) on PORT+1, PORT+2, … behind the development load balancer
// (gateway/dev/load-balancer.ts) on PORT (default 4000), and CLUSTER_WORKERS worker processes
// (default 2), all on one database and one queue prefix. An instance that stops (`kill <pid>`: it
// drains, the balancer skips it) is started again — a rolling restart by hand. Ctrl+C stops them all.
// `-- --production` migrates only and starts the gateways in production mode (PUBLIC_URL from .env).
// No local EVM node is started here: set ETH_RPC_URL/ETH_USDT_CONTRACT to poll a chain.
import { ensureDependencies, launch, productionRequested, step, TS_LOADER } from "./lib.mjs";

if (productionRequested(process.argv.slice(2))) process.env.NODE_ENV = "production";
const production = process.env.NODE_ENV === "production";
const gateways = Number(process.env.CLUSTER_GATEWAYS || 2);
const workers = Number(process.env.CLUSTER_WORKERS || 2);
const port = Number(process.env.PORT || 4000);

ensureDependencies();
const { ensureServices } = await import("./services.mjs");
await ensureServices();
// As in start.mjs: the wallet's keys are the workers' alone.
const withoutWalletKeys = { WALLET_HD_MNEMONIC: "", HOT_WALLET_PRIVATE_KEY: "" };
if (production) {
  step("migrate", process.execPath, [...TS_LOADER, "gateway/src/cli/migrate.ts"], { env: withoutWalletKeys });
} else {
  step("migrate and seed the demo data", process.execPath, [...TS_LOADER, "gateway/src/cli/seed.ts"], {
    env: withoutWalletKeys,
  });
}
step("build the client", "npm", ["run", "build", "-w", "client"]);

const gatewayPorts = Array.from({ length: gateways }, (_, i) => port + 1 + i);
// Every gateway names the balancer as its public address (origins, links in mail) and believes the
// balancer's X-Forwarded-For, so rate limits and sessions see the real client address.
const gatewayEnv = {
  ...withoutWalletKeys,
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
  TRUST_PROXY: process.env.TRUST_PROXY || "loopback",
};
console.log(
  `\nVitrine cluster${production ? " (production)" : ""}: load balancer on http://localhost:${port}/ → ` +
    `${gateways} gateways (ports ${gatewayPorts.join(", ")}), ${workers} workers (Ctrl+C stops them all)\n`,
);
/**
 * Keeps every instance running: one that exits is started again after a second, unless it exited
 * within 10 s of its start (a configuration error: then everything stops, as with `npm start`).
 * Ctrl+C or SIGTERM stops all of them; each gets 40 s to drain before SIGKILL.
 */
function supervise(specs) {
  const running = new Map();
  let stopping = false;
  const start = (spec) => {
    const child = launch(process.execPath, [...TS_LOADER, spec.entry], spec.env ?? {});
    const startedAt = Date.now();
    running.set(spec, child);
    child.once("exit", (code, signal) => {
      running.delete(spec);
      if (stopping) return;
      if (Date.now() - startedAt < 10_000) {
        console.error(`${spec.name} stopped right after starting (${signal ?? code}); stopping the cluster`);
        stopAll(1);
        return;
      }
      console.log(`${spec.name} stopped (${signal ?? code}); starting it again`);
      setTimeout(() => !stopping && start(spec), 1000);
    });
  };
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of running.values()) child.kill("SIGTERM");
    setTimeout(() => {
      for (const child of running.values()) child.kill("SIGKILL");
      process.exit(code);
    }, 40_000).unref();
    const left = [...running.values()].map((c) => new Promise((r) => c.once("exit", r)));
    Promise.all(left).then(() => process.exit(code));
  };
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
  for (const spec of specs) start(spec);
}

supervise([
  ...gatewayPorts.map((p, i) => ({
    name: `gateway ${i + 1} (port ${p})`,
    entry: "gateway/src/main.ts",
    env: { ...gatewayEnv, PORT: String(p) },
  })),
  ...Array.from({ length: workers }, (_, i) => ({ name: `workers ${i + 1}`, entry: "workers/src/main.ts" })),
  {
    name: "load balancer",
    entry: "gateway/dev/load-balancer.ts",
    env: {
      LB_PORT: String(port),
      LB_HOST: process.env.HOST || "127.0.0.1",
      LB_UPSTREAMS: gatewayPorts.map((p) => `http://127.0.0.1:${p}`).join(","),
    },
  },
]);
