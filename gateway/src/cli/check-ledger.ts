import "reflect-metadata";
import { loadConfigOrExit } from "../config.js";
import { checkLedger } from "../domains/ledger/index.js";
import { readOnChainReserves } from "../domains/wallet/index.js";
import { openDatabase } from "../infra/database.js";

/** Checks the ledger and holdings invariants (DESIGN.md §4); exits 1 and lists what is wrong. */
const config = loadConfigOrExit();
const dataSource = await openDatabase(config.DATABASE_URL, { migrate: false, poolSize: 1 });
// The reserve rule reads the chains: checked when a USDT network is configured (ETH, BSC or TRON).
const chains = Boolean(config.ETH_RPC_URL || config.BSC_RPC_URL || config.TRON_API_URL);
const violations = await checkLedger(
  dataSource,
  chains ? { reserves: () => readOnChainReserves({ config, dataSource }) } : {},
);
await dataSource.destroy();
if (violations.length === 0) {
  console.log("ledger: all invariants hold");
} else {
  for (const v of violations) console.error(`ledger: ${v.rule}: ${v.detail}`);
  process.exit(1);
}
