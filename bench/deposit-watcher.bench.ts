/**
 * The deposit watcher on a busy chain: BENCH_DEPOSITS USDT transfers (default 1,000) to BENCH_USERS
 * members' deposit addresses (default 200), sent to a local EVM node and mined into a few blocks.
 * Measured: the polls that record every transfer (PENDING) and then credit it after 1 confirmation —
 * the watcher's whole job (RPC reads, block-hash re-checks, one conditional update and one balanced
 * ledger posting per deposit). Baseline in the same run: the least any watcher must do for the same
 * blocks — one getLogs over the window, one getBlock per block for its hash, and one plain INSERT
 * per transfer. Prints both times, deposits per second and the ratio (lower is better), then checks
 * that every deposit was credited once and the books are sound. Run: `npm run bench`.
 */
import "reflect-metadata";
import { createPublicClient, createWalletClient, http, parseAbi, parseAbiItem, type Address } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createGateway } from "../gateway/src/bootstrap.js";
import { createAccount } from "../gateway/src/domains/accounts/services/create-account.service.js";
import { DEV_CHAIN_DEPLOYER_KEY, startDevChain } from "../gateway/dev/chain/dev-chain.js";
import { checkLedger } from "../gateway/src/domains/ledger/services/check-ledger.service.js";
import { myDepositAddress } from "../gateway/src/domains/wallet/deposits/services/deposit-address.service.js";
import { pollDeposits } from "../gateway/src/domains/wallet/deposits/services/poll-deposits.service.js";
import { withTransaction } from "../gateway/src/infra/transaction.js";
import { TEST_DEPOSIT_XPUBS } from "../gateway/test/helpers/anvil.js";
import { cleanupIsolated, isolatedConfig } from "../gateway/test/helpers/test-env.js";

const DEPOSITS = Number(process.env.BENCH_DEPOSITS || 1_000);
const USERS = Number(process.env.BENCH_USERS || 200);

const chain = await startDevChain();
const config = isolatedConfig({
  LOG_LEVEL: "silent",
  ETH_RPC_URL: chain.rpcUrl,
  ETH_USDT_CONTRACT: chain.usdtAddress,
  ETH_CONFIRMATIONS: "1",
  // Not the node's own wallet: its first addresses are the node's funded accounts.
  ...TEST_DEPOSIT_XPUBS,
  SWEEP_EVERY_MS: "3600000",
});
const gateway = await createGateway(config);
const { deps } = gateway;
const ds = deps.dataSource;

try {
  // Members and their deposit addresses.
  const userIds: string[] = [];
  await withTransaction(ds, async (em) => {
    for (let i = 0; i < USERS; i++) {
      const user = await createAccount(em, {
        email: `depositor${i}@example.com`,
        passwordHash: null,
        nickname: `depositor${i}`,
        signUpMethod: "email",
        site: 2,
        locale: "en",
        role: "member",
      });
      userIds.push(user.id);
    }
  });
  const addresses: Address[] = [];
  for (const id of userIds) addresses.push((await myDepositAddress(deps, id, "ERC20")).address as Address);
  await pollDeposits(deps, "ERC20"); // sets the cursor at the head

  // The transfers: sent with explicit nonces while automine is off, then mined in as few blocks as fit.
  const transport = http(chain.rpcUrl);
  const client = createPublicClient({ transport, cacheTime: 0 });
  const rpc = client.request as unknown as (args: { method: string; params: unknown[] }) => Promise<unknown>;
  const hot = privateKeyToAccount(DEV_CHAIN_DEPLOYER_KEY);
  const wallet = createWalletClient({ account: hot, transport });
  const abi = parseAbi(["function mint(address to, uint256 amount)"]);
  const from = await client.getBlockNumber();
  let nonce = await client.getTransactionCount({ address: hot.address, blockTag: "pending" });
  await rpc({ method: "evm_setAutomine", params: [false] });
  for (let i = 0; i < DEPOSITS; i++) {
    await wallet.writeContract({
      address: chain.usdtAddress,
      abi,
      functionName: "mint",
      args: [addresses[i % USERS]!, BigInt(1_000_000 + i)],
      nonce: nonce++,
      gas: 100_000n,
      chain: null,
    });
  }
  for (let guard = 0; guard < 100; guard++) {
    const pending = (await rpc({ method: "txpool_status", params: [] })) as { pending: string };
    if (BigInt(pending.pending) === 0n) break;
    await rpc({ method: "evm_mine", params: [] });
  }
  await rpc({ method: "evm_setAutomine", params: [true] });
  const to = await client.getBlockNumber();
  const blocks = Number(to - from);

  // Baseline: the reads and writes no watcher can skip.
  await ds.query(
    `CREATE TABLE bench_seen (tx_hash VARCHAR(80) NOT NULL, log_index INT NOT NULL, amount BIGINT NOT NULL,
     PRIMARY KEY (tx_hash, log_index)) ENGINE=InnoDB`,
  );
  const baselineStart = performance.now();
  const logs = await client.getLogs({
    address: chain.usdtAddress,
    event: parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)"),
    fromBlock: from + 1n,
    toBlock: to,
  });
  for (let n = from + 1n; n <= to; n++) await client.getBlock({ blockNumber: n });
  for (const log of logs) {
    await ds.query(`INSERT IGNORE INTO bench_seen (tx_hash, log_index, amount) VALUES (?, ?, ?)`, [
      log.transactionHash,
      log.logIndex,
      String(log.args.value),
    ]);
  }
  const baselineMs = performance.now() - baselineStart;

  // Measured: record, one more block for the confirmation, credit.
  const watcherStart = performance.now();
  const recorded = await pollDeposits(deps, "ERC20");
  await chain.mine(1);
  let credited = 0;
  for (let guard = 0; guard < 20 && credited < DEPOSITS; guard++) {
    credited += (await pollDeposits(deps, "ERC20")).credited;
  }
  const watcherMs = performance.now() - watcherStart;

  const [row] = (await ds.query(
    `SELECT COUNT(*) AS n, SUM(status = 'CREDITED') AS c, COUNT(DISTINCT ledger_transaction_id) AS t
       FROM chain_deposit WHERE network = 'ERC20'`,
  )) as { n: string; c: string; t: string }[];
  const violations = await checkLedger(ds);
  console.log(
    `deposits: ${DEPOSITS} transfers to ${USERS} members in ${blocks} blocks; seen ${logs.length}, ` +
      `recorded in the first poll ${recorded.seen}`,
  );
  console.log(`baseline (getLogs + getBlock per block + INSERT per transfer): ${baselineMs.toFixed(0)} ms`);
  console.log(
    `watcher (record, confirm, credit with ledger postings): ${watcherMs.toFixed(0)} ms, ` +
      `${((DEPOSITS / watcherMs) * 1000).toFixed(0)} deposits/s`,
  );
  console.log(`ratio watcher / baseline: ${(watcherMs / baselineMs).toFixed(2)}`);
  if (Number(row!.n) !== DEPOSITS || Number(row!.c) !== DEPOSITS || Number(row!.t) !== DEPOSITS) {
    throw new Error(`expected ${DEPOSITS} deposits credited once each, got ${JSON.stringify(row)}`);
  }
  if (violations.length) throw new Error(`ledger unsound: ${JSON.stringify(violations.slice(0, 3))}`);
  console.log("check: every deposit credited exactly once; ledger sound");
} finally {
  await gateway.close();
  await chain.stop();
  await cleanupIsolated(config);
}
