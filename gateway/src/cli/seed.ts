import "reflect-metadata";
import { loadConfigOrExit } from "../config.js";
import { openDatabase } from "../infra/database.js";
import { seedDemo } from "../seed/seed-demo.js";
import { seedKyc } from "../seed/seed-kyc.js";
import { seedMarket } from "../seed/seed-market.js";
import { seedDemoPackages } from "../seed/seed-packages.js";
import { seedPrimary } from "../seed/seed-primary.js";

/** Migrates, then fills the demo catalogue and accounts (safe to run any number of times). */
const config = loadConfigOrExit();
const dataSource = await openDatabase(config.DATABASE_URL, { migrate: true, poolSize: 2 });
const summary = {
  ...(await seedDemo(dataSource)),
  ...(await seedMarket(dataSource)),
  ...(await seedPrimary(dataSource)),
  ...(await seedDemoPackages(dataSource.manager)),
  ...(await seedKyc(dataSource, config)),
};
console.log(
  `seeded: ${Object.entries(summary)
    .map(([k, v]) => `${v} ${k}`)
    .join(", ")}`,
);
await dataSource.destroy();
