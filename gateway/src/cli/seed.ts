import "reflect-metadata";
import { loadConfigOrExit, loadDotEnv } from "../config.js";
import { openDatabase } from "../infra/database.js";
import { seedDemo } from "../seed/seed-demo.js";
import { seedKyc } from "../seed/seed-kyc.js";
import { seedPartners } from "../seed/seed-partners.js";
import { seedMarket } from "../seed/seed-market.js";
import { seedDemoPackages } from "../seed/seed-packages.js";
import { seedPrimary } from "../seed/seed-primary.js";
import { seedRedemption } from "../seed/seed-redemption.js";
import { seedStaffTwoFactor } from "../seed/seed-staff.js";

/** The one line the seed prints when asked to run in production. */
const SEED_REFUSED_IN_PRODUCTION =
  "Refusing to seed: NODE_ENV=production never gets demo accounts or data (run npm run migrate instead)";

/** Migrates, then fills the demo catalogue and accounts (safe to run any number of times). */
loadDotEnv();
// Checked before the rest of the configuration: demo accounts with published passwords must never
// reach a production database, whatever else the environment holds.
if (process.env.NODE_ENV === "production") {
  console.error(SEED_REFUSED_IN_PRODUCTION);
  process.exit(1);
}
const config = loadConfigOrExit();
const dataSource = await openDatabase(config.DATABASE_URL, { migrate: true, poolSize: 2 });
const summary = {
  ...(await seedDemo(dataSource)),
  ...(await seedMarket(dataSource)),
  ...(await seedPrimary(dataSource)),
  ...(await seedDemoPackages(dataSource.manager)),
  ...(await seedRedemption(dataSource)),
  ...(await seedKyc(dataSource, config)),
  // After seedDemo (the collector): the demo partner's webhook secret is sealed with the config's key.
  ...(await seedPartners(dataSource, config)),
  ...(await seedStaffTwoFactor(dataSource, config)),
};
console.log(
  `seeded: ${Object.entries(summary)
    .map(([k, v]) => `${v} ${k}`)
    .join(", ")}`,
);
await dataSource.destroy();
