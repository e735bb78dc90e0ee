/**
 * Deposit watching on a busy chain, held for a while (issue 19 P5): a local EVM node (anvil) makes a
 * block every second; every block carries BENCH_TRANSFERS_PER_BLOCK USDT transfers to random members'
 * deposit addresses out of BENCH_ADDRESSES, and as many to random addresses that are nobody's (the
 * watcher must skip those). The watcher polls as the workers' repeatable job does, every
 * BENCH_POLL_MS (DEPOSIT_POLL_MS for this run), for BENCH_SECONDS. Sampled four times a second: the
 * chain's head and the last block the watcher has read (its cursor); lag = head − last block read.
 * Ratio: blocks read ÷ blocks produced during the run (1.00 = kept up). Met: ratio ≥ 0.99, the lag
 * never above 2 blocks, and afterwards (the sender stopped, the confirmations mined) every deposit
 * credited exactly once, the other transfers ignored, the ledger sound.
 * Environment: BENCH_SECONDS (600), BENCH_ADDRESSES (10000), BENCH_TRANSFERS_PER_BLOCK (5),
 * BENCH_POLL_MS (1000), BENCH_CONFIRMATIONS (the network's default). Develop with BENCH_SECONDS=30–60.
 */
import "reflect-metadata";
import { DEFAULT_CONFIRMATIONS } from "@vitrine/schema";
import { createPublicClient, createWalletClient, http, parseAbi, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { usdtNetwork } from "../gateway/src/adapters/chain/chain-registry.js";
import { createGateway } from "../gateway/src/bootstrap.js";
import { DEV_CHAIN_DEPLOYER_KEY, startDevChain } from "../gateway/dev/chain/dev-chain.js";
import { checkLedger } from "../gateway/src/domains/ledger/services/check-ledger.service.js";
import { findChainCursor } from "../gateway/src/domains/wallet/deposits/repo/chain-cursor.repo.js";
import { pollDeposits } from "../gateway/src/domains/wallet/deposits/services/poll-deposits.service.js";
import { TEST_DEPOSIT_XPUBS } from "../gateway/test/helpers/anvil.js";
import { cleanupIsolated, isolatedConfig } from "../gateway/test/helpers/test-env.js";

const SECONDS = Number(process.env.BENCH_SECONDS || 600);
const ADDRESSES = Number(process.env.BENCH_ADDRESSES || 10_000);
const PER_BLOCK = Number(process.env.BENCH_TRANSFERS_PER_BLOCK || 5);
const POLL_MS = Number(process.env.BENCH_POLL_MS || 1_000);
const CONFIRMATIONS = Number(process.env.BENCH_CONFIRMATIONS || DEFAULT_CONFIRMATIONS.ERC20);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const chain = await startDevChain({ blockTimeSeconds: 1 });
const config = isolatedConfig({
  LOG_LEVEL: "silent",
  ETH_RPC_URL: chain.rpcUrl,
  ETH_USDT_CONTRACT: chain.usdtAddress,
  ETH_CONFIRMATIONS: String(CONFIRMATIONS),
  DEPOSIT_POLL_MS: String(POLL_MS),
  ...TEST_DEPOSIT_XPUBS,
  SWEEP_EVERY_MS: "3600000",
});
const gateway = await createGateway(config);
const { deps } = gateway;
const ds = deps.dataSource;

try {
  // Members, written set-based (bench data, not a sign-up path), and their deposit addresses derived
  // as myDepositAddress derives them (without its QR code), stored in chunks.
  const setupStart = performance.now();
  const runtime = usdtNetwork(deps.config, "ERC20")!;
  await ds.query(
    `INSERT INTO user_account (public_id, email, nickname, role, sign_up_method, status, locale, referral_code)
     SELECT CONCAT('soak', seq), CONCAT('soak', seq, '@example.com'), CONCAT('soak', seq), 'member', 'email',
            'active', 'en', CONCAT('SK', seq)
       FROM seq_1_to_${ADDRESSES}`,
  );
  const ids = (
    (await ds.query(`SELECT id FROM user_account WHERE public_id LIKE 'soak%' ORDER BY id`)) as {
      id: string | number;
    }[]
  ).map((r) => String(r.id));
  const addresses: Address[] = ids.map((id) => runtime.adapter.deriveAddress(Number(id)) as Address);
  for (let first = 0; first < ids.length; first += 1_000) {
    const chunk = ids.slice(first, first + 1_000);
    await ds.query(
      `INSERT INTO deposit_address (user_id, network, address, derivation_index) VALUES ${chunk.map(() => "(?, 'ERC20', ?, ?)").join(", ")}`,
      chunk.flatMap((id, i) => [id, addresses[first + i], Number(id)]),
    );
  }
  const strangers = Array.from({ length: 200 }, () => privateKeyToAccount(generatePrivateKey()).address);
  console.log(
    `setup: ${ADDRESSES} deposit addresses in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );

  const transport = http(chain.rpcUrl);
  const client = createPublicClient({ transport, cacheTime: 0 });
  const hot = privateKeyToAccount(DEV_CHAIN_DEPLOYER_KEY);
  const wallet = createWalletClient({ account: hot, transport });
  const abi = parseAbi(["function mint(address to, uint256 amount)"]);
  let nonce = await client.getTransactionCount({ address: hot.address, blockTag: "pending" });
  await pollDeposits(deps, "ERC20"); // the cursor starts at the head

  let running = true;
  const expected = new Map<string, bigint>(); // deposit address → total sent to it
  let sent = 0;
  let noise = 0;
  const mint = async (to: Address, amount: bigint) => {
    await wallet.writeContract({
      address: chain.usdtAddress,
      abi,
      functionName: "mint",
      args: [to, amount],
      nonce: nonce++,
      gas: 100_000n,
      chain: null,
    });
  };
  // The sender: each second, PER_BLOCK deposits and PER_BLOCK transfers to nobody's address.
  const sender = (async () => {
    while (running) {
      const tick = Date.now();
      for (let i = 0; i < PER_BLOCK; i++) {
        const to = addresses[Math.floor(Math.random() * addresses.length)]!;
        const amount = BigInt(1_000_000 + Math.floor(Math.random() * 1_000_000));
        await mint(to, amount);
        expected.set(to.toLowerCase(), (expected.get(to.toLowerCase()) ?? 0n) + amount);
        sent++;
        await mint(strangers[Math.floor(Math.random() * strangers.length)]!, 1_000_000n);
        noise++;
      }
      await sleep(Math.max(0, 1_000 - (Date.now() - tick)));
    }
  })();
  // The watcher: one poll, then the rest of its interval, as the repeatable job runs it.
  let drainUntil = Number.POSITIVE_INFINITY;
  let polls = 0;
  const pollMs: number[] = [];
  let credited = 0;
  let pollErrors = 0;
  const watcher = (async (): Promise<void> => {
    while (running || credited < sent) {
      const tick = Date.now();
      try {
        credited += (await pollDeposits(deps, "ERC20")).credited;
        polls++;
        if (running) pollMs.push(Date.now() - tick);
      } catch {
        pollErrors++;
      }
      await sleep(Math.max(0, POLL_MS - (Date.now() - tick)));
      if (!running && Date.now() > drainUntil) return;
    }
  })();

  // Sampling: the head and the last block read.
  const lastRead = async () => BigInt((await findChainCursor(ds, "ERC20"))!.next_block) - 1n;
  const startHead = await client.getBlockNumber();
  const startRead = await lastRead();
  const lags: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const head = await client.getBlockNumber();
    const read = await lastRead();
    lags.push(Math.max(0, Number(head - read)));
    await sleep(250);
  }
  const endHead = await client.getBlockNumber();
  const endRead = await lastRead();
  running = false;
  await sender;
  // Drain: the last transfers mined and confirmed, then credited (bounded wait).
  drainUntil = Date.now() + (CONFIRMATIONS + 30) * 1000 + 10 * POLL_MS;
  await watcher;

  const produced = Number(endHead - startHead);
  const readBlocks = Number(endRead - startRead);
  const ratio = produced > 0 ? readBlocks / produced : 0;
  const sorted = [...lags].sort((a, b) => a - b);
  const maxLag = sorted[sorted.length - 1] ?? 0;
  const p50 = sorted[Math.floor(sorted.length * 0.5)] ?? 0;
  const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
  const pollSorted = [...pollMs].sort((a, b) => a - b);
  const pollP50 = pollSorted[Math.floor(pollSorted.length * 0.5)] ?? 0;
  const pollMax = pollSorted[pollSorted.length - 1] ?? 0;

  const [row] = (await ds.query(
    `SELECT COUNT(*) AS n, SUM(status = 'CREDITED') AS c, COUNT(DISTINCT ledger_transaction_id) AS t
       FROM chain_deposit WHERE network = 'ERC20'`,
  )) as { n: string; c: string; t: string }[];
  const perAddress = (await ds.query(
    `SELECT LOWER(to_address) AS address, SUM(amount) AS total FROM chain_deposit
      WHERE network = 'ERC20' AND status = 'CREDITED' GROUP BY LOWER(to_address)`,
  )) as { address: string; total: string }[];
  const mismatched =
    perAddress.length !== expected.size ||
    perAddress.some((r) => expected.get(r.address) !== BigInt(r.total));
  const violations = await checkLedger(ds);
  const once = Number(row!.n) === sent && Number(row!.c) === sent && Number(row!.t) === sent && !mismatched;

  console.log(
    `chain: ${produced} blocks in ${SECONDS} s, ${sent} deposits to ${ADDRESSES} addresses and ${noise} other transfers`,
  );
  console.log(
    `watcher: ${polls} polls every ${POLL_MS} ms (${pollErrors} failed), read ${readBlocks} blocks; ` +
      `lag behind head p50 ${p50}, p99 ${p99}, max ${maxLag} blocks (${lags.length} samples); ` +
      `a poll took ${pollP50} ms at p50, ${pollMax} ms at most`,
  );
  console.log(`ratio blocks read / produced: ${ratio.toFixed(3)}`);
  console.log(
    `credited ${row!.c} of ${sent} deposits (${row!.n} recorded, ${row!.t} postings); ` +
      `${once ? "each exactly once, amounts per address match" : "MISMATCH"}; ledger ${violations.length ? "UNSOUND" : "sound"}`,
  );
  const met = ratio >= 0.99 && maxLag <= 2 && once && violations.length === 0;
  const summary = {
    goal: "P5",
    what: `deposit watcher on a 1 s chain, ${ADDRESSES} addresses, ${SECONDS} s (blocks read / produced)`,
    ratio: Number(ratio.toFixed(3)),
    target: "≥ 0.99, lag ≤ 2 blocks, each deposit credited once",
    met,
    extra: `max lag ${maxLag} blocks (p99 ${p99}); ${row!.c}/${sent} credited once; ledger ${violations.length ? "unsound" : "sound"}`,
  };
  console.log(`BENCH_SUMMARY ${JSON.stringify(summary)}`);
  if (!once || violations.length) process.exitCode = 1;
} finally {
  await gateway.close();
  await chain.stop();
  await cleanupIsolated(config);
}
