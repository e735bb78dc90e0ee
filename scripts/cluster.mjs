#!/usr/bin/env node
// `npm run cluster`: Vitrine as several instances on one machine, without Docker (docs/SCALING.md).
// Like `npm start` (MySQL and Redis ensured, migrated and seeded, client built), then starts
// CLUSTER_GATEWAYS gateways (default 2) on PORT+1, PORT+2, … behind the development load balancer
// (gateway/dev/load-balancer.ts) on PORT (default 4000), and CLUSTER_WORKERS worker processes
// (default 2), all on one database and one queue prefix. Ctrl+C stops them all (each drains).
// `-- --production` migrates only and starts the gateways in production mode (PUBLIC_URL from .env).
// No local EVM node is started here: set ETH_RPC_URL/ETH_USDT_CONTRACT to poll a chain.
import {
  ensureDependencies,
  launch,
  productionRequested,
  step,
  superviseChildren,
  TS_LOADER,
} from "./lib.mjs";

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
superviseChildren([
  ...gatewayPorts.map((p) =>
    launch(process.execPath, [...TS_LOADER, "gateway/src/main.ts"], { ...gatewayEnv, PORT: String(p) }),
  ),
  ...Array.from({ length: workers }, () => launch(process.execPath, [...TS_LOADER, "workers/src/main.ts"])),
  launch(process.execPath, [...TS_LOADER, "gateway/dev/load-balancer.ts"], {
    LB_PORT: String(port),
    LB_HOST: process.env.HOST || "127.0.0.1",
    LB_UPSTREAMS: gatewayPorts.map((p) => `http://127.0.0.1:${p}`).join(","),
  }),
]);
