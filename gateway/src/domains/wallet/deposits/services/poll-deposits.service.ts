import { randomUUID } from "node:crypto";
import type { UsdtNetwork } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { withTransaction } from "../../../../infra/transaction.js";
import type { ChainAdapter, TokenTransferLog } from "../../../../adapters/chain/chain-adapter.js";
import { usdtNetwork, type UsdtNetworkRuntime } from "../../../../adapters/chain/chain-registry.js";
import { postLedgerTransaction } from "../../../ledger/services/post-ledger-transaction.service.js";
import { SYSTEM_ACCOUNTS } from "../../../ledger/services/ledger-accounts.js";
import { tokenUnitsToMicroUsdt } from "./deposit-amount.js";

export type PollDepositsDeps = Pick<AppDeps, "config" | "dataSource" | "redis" | "logger">;

export interface PollDepositsOptions {
  /** Blocks per log query (EVM getLogs range; TRON reads block by block, so smaller). */
  batchBlocks?: number;
  /** Log queries per poll at most: a watcher far behind catches up over several polls. */
  maxBatches?: number;
  /** With no cursor yet, how far back from the head the first poll starts. */
  firstRunLookback?: number;
}

export interface PollDepositsResult {
  network: UsdtNetwork;
  /** False when another poll of this network was running (nothing done). */
  ran: boolean;
  head?: bigint;
  fromBlock?: bigint;
  toBlock?: bigint;
  /** Transfers to deposit addresses seen in the window (new or already known). */
  seen: number;
  credited: number;
  reorged: number;
}

interface PendingRow {
  id: string;
  tx_hash: string;
  log_index: number;
  block_number: string;
  block_hash: string;
  user_id: string;
  amount: string;
  required_confirmations: number;
}

const LOCK_TTL_MS = 5 * 60_000;
const ADDRESS_LOOKUP_CHUNK = 500;

/** Token decimals never change: read once per adapter and token. */
const decimalsCache = new WeakMap<ChainAdapter, Map<string, number>>();

async function tokenDecimals(runtime: UsdtNetworkRuntime): Promise<number> {
  let byToken = decimalsCache.get(runtime.adapter);
  if (!byToken) {
    byToken = new Map();
    decimalsCache.set(runtime.adapter, byToken);
  }
  let decimals = byToken.get(runtime.token);
  if (decimals === undefined) {
    decimals = await runtime.adapter.tokenDecimals(runtime.token);
    byToken.set(runtime.token, decimals);
  }
  return decimals;
}

/** EVM addresses and hashes compare case-insensitively (checksums are only a spelling); TRON's base58 does not. */
function addressKey(runtime: UsdtNetworkRuntime, address: string): string {
  return runtime.adapter.family === "evm" ? address.toLowerCase() : address;
}
const hashKey = (hash: string) => hash.toLowerCase().replace(/^0x/, "");

/** One poll at a time per network, across gateway and worker processes. */
async function withPollLock<T>(
  deps: PollDepositsDeps,
  network: UsdtNetwork,
  work: () => Promise<T>,
): Promise<T | null> {
  // Under the queue prefix: deployments (and test runs) sharing one Redis keep separate locks.
  const key = `${deps.config.QUEUE_PREFIX}:wallet:deposit-poll:${network}`;
  const token = randomUUID();
  const acquired = await deps.redis.set(key, token, "PX", LOCK_TTL_MS, "NX");
  if (acquired !== "OK") return null;
  try {
    return await work();
  } finally {
    // Delete only our own lock (it may have expired and been taken by another poll).
    await deps.redis.eval(
      `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`,
      1,
      key,
      token,
    );
  }
}

/**
 * One poll of a USDT network's deposits (docs/WALLET-CHAIN.md):
 * 1. read every Transfer of the USDT contract from the cursor — and always from the oldest block that
 *    is not final yet (head − confirmations + 1) — to the head, and record those paid to a deposit
 *    address as PENDING (one row per network, tx hash and log index);
 * 2. re-read the hash of the block of every PENDING deposit: a different hash or no block means a
 *    reorganisation dropped it (REORGED; it comes back to PENDING only if the same log is seen again in a
 *    canonical block). Nodes never report removed logs, so the watcher checks for itself;
 * 3. a PENDING deposit whose block hash was just verified and that has enough confirmations is credited:
 *    the PENDING → CREDITED update and the ledger posting (idempotency key per log) share one
 *    transaction, so it is credited at most once;
 * 4. the cursor moves to the block after the last one read.
 */
export async function pollDeposits(
  deps: PollDepositsDeps,
  network: UsdtNetwork,
  options: PollDepositsOptions = {},
): Promise<PollDepositsResult> {
  const runtime = usdtNetwork(deps.config, network);
  if (!runtime) return { network, ran: false, seen: 0, credited: 0, reorged: 0 };
  const outcome = await withPollLock(deps, network, () => pollOnce(deps, runtime, options));
  return outcome ?? { network, ran: false, seen: 0, credited: 0, reorged: 0 };
}

async function pollOnce(
  deps: PollDepositsDeps,
  runtime: UsdtNetworkRuntime,
  options: PollDepositsOptions,
): Promise<PollDepositsResult> {
  const { network, adapter } = runtime;
  const db = deps.dataSource;
  const confirmations = BigInt(runtime.confirmations);
  const batchBlocks = BigInt(options.batchBlocks ?? (adapter.family === "evm" ? 2_000 : 100));
  const maxBatches = options.maxBatches ?? 5;

  const head = await adapter.latestBlockNumber();
  const [cursor] = (await db.query(`SELECT next_block FROM chain_cursor WHERE network = ?`, [network])) as {
    next_block: string;
  }[];
  const oldestUnfinal = head - confirmations + 1n > 0n ? head - confirmations + 1n : 0n;
  let fromBlock: bigint;
  if (cursor) {
    const next = BigInt(cursor.next_block);
    fromBlock = next < oldestUnfinal ? next : oldestUnfinal;
  } else {
    // First poll: look back far enough that a deposit made just before the watcher started is seen.
    const lookback = BigInt(options.firstRunLookback ?? Math.max(runtime.confirmations * 2, 100));
    fromBlock = head > lookback ? head - lookback : 0n;
  }
  // Deposits marked REORGED lately are looked for again: if their block was only missing from a node
  // that lagged behind (a load-balanced RPC), the same log is seen again and goes back to PENDING.
  const horizon = BigInt(Math.max(runtime.confirmations * 2, 100));
  const [reorgedLow] = (await db.query(
    `SELECT MIN(block_number) AS low FROM chain_deposit WHERE network = ? AND status = 'REORGED' AND block_number >= ?`,
    [network, (head > horizon ? head - horizon : 0n).toString()],
  )) as { low: string | null }[];
  if (reorgedLow?.low != null && BigInt(reorgedLow.low) < fromBlock) fromBlock = BigInt(reorgedLow.low);

  // 1. Transfers in the window, a bounded number of ranges per poll.
  const logs: TokenTransferLog[] = [];
  let toBlock = fromBlock - 1n;
  for (let batch = 0; batch < maxBatches && toBlock < head; batch++) {
    const start = toBlock + 1n;
    const end = start + batchBlocks - 1n < head ? start + batchBlocks - 1n : head;
    logs.push(...(await adapter.tokenTransfers(runtime.token, start, end)));
    toBlock = end;
  }

  const owners = await depositAddressOwners(
    deps,
    runtime,
    logs.map((log) => log.to),
  );
  const decimals = await tokenDecimals(runtime);
  let seen = 0;
  for (const log of logs) {
    const owner = owners.get(addressKey(runtime, log.to));
    if (!owner) continue;
    const amount = tokenUnitsToMicroUsdt(log.value, decimals);
    // Dust below a micro-USDT credits nothing and would be an empty ledger posting.
    if (amount === 0n) continue;
    seen++;
    await recordTransfer(deps, runtime, log, owner, amount, head);
  }

  // 2–3. Verify every PENDING deposit's block, update its confirmations, credit the final ones.
  const pending = (await db.query(
    `SELECT id, tx_hash, log_index, block_number, block_hash, user_id, amount, required_confirmations
       FROM chain_deposit WHERE network = ? AND status = 'PENDING' ORDER BY id`,
    [network],
  )) as PendingRow[];
  const canonical = new Map<string, string | null>();
  let credited = 0;
  let reorged = 0;
  for (const row of pending) {
    const blockNumber = BigInt(row.block_number);
    if (!canonical.has(row.block_number)) {
      canonical.set(row.block_number, blockNumber <= head ? await adapter.blockHashAt(blockNumber) : null);
    }
    const hash = canonical.get(row.block_number);
    if (!hash || hashKey(hash) !== hashKey(row.block_hash)) {
      const result = (await db.query(
        `UPDATE chain_deposit SET status = 'REORGED', confirmations = 0
          WHERE id = ? AND status = 'PENDING' AND block_hash = ?`,
        [row.id, row.block_hash],
      )) as { affectedRows: number };
      if (result.affectedRows === 1) {
        reorged++;
        deps.logger.warn(
          { network, txHash: row.tx_hash, block: row.block_number },
          "deposit dropped by a reorg",
        );
      }
      continue;
    }
    const count = head - blockNumber + 1n;
    if (count >= BigInt(row.required_confirmations)) {
      if (await creditDeposit(deps, runtime, row, Number(count))) credited++;
    } else {
      await db.query(
        `UPDATE chain_deposit SET confirmations = ? WHERE id = ? AND status = 'PENDING' AND block_hash = ?`,
        [Number(count), row.id, row.block_hash],
      );
    }
  }

  // 4. The next poll starts after the last block read (and again re-reads the unfinal ones); a window
  // that started further back to look for reorged deposits never moves the cursor backwards.
  await db.query(
    `INSERT INTO chain_cursor (network, next_block, head_block, polled_at) VALUES (?, ?, ?, CURRENT_TIMESTAMP(3))
     ON DUPLICATE KEY UPDATE next_block = GREATEST(next_block, VALUES(next_block)), head_block = VALUES(head_block), polled_at = VALUES(polled_at)`,
    [network, (toBlock + 1n).toString(), head.toString()],
  );
  if (credited > 0 || reorged > 0) {
    deps.logger.info({ network, head: head.toString(), credited, reorged }, "deposits polled");
  }
  return { network, ran: true, head, fromBlock, toBlock, seen, credited, reorged };
}

/** Which of these addresses are deposit addresses on the network, and whose (address key → user id). */
async function depositAddressOwners(
  deps: PollDepositsDeps,
  runtime: UsdtNetworkRuntime,
  addresses: string[],
): Promise<Map<string, { userId: string; address: string }>> {
  const unique = [...new Set(addresses.map((a) => addressKey(runtime, a)))];
  const owners = new Map<string, { userId: string; address: string }>();
  for (let i = 0; i < unique.length; i += ADDRESS_LOOKUP_CHUNK) {
    const chunk = unique.slice(i, i + ADDRESS_LOOKUP_CHUNK);
    const rows = (await deps.dataSource.query(
      `SELECT user_id, address FROM deposit_address WHERE network = ? AND address IN (${chunk.map(() => "?").join(", ")})`,
      [runtime.network, ...chunk],
    )) as { user_id: string; address: string }[];
    for (const row of rows) {
      // The column's collation ignores case; TRON addresses must match exactly, so compare again here.
      const key = addressKey(runtime, row.address);
      if (chunk.includes(key)) owners.set(key, { userId: String(row.user_id), address: row.address });
    }
  }
  return owners;
}

/** Records a transfer to a deposit address as PENDING, or moves a known one to the block it is in now. */
async function recordTransfer(
  deps: PollDepositsDeps,
  runtime: UsdtNetworkRuntime,
  log: TokenTransferLog,
  owner: { userId: string; address: string },
  amount: bigint,
  head: bigint,
): Promise<void> {
  const txHash = runtime.adapter.family === "evm" ? log.txHash.toLowerCase() : hashKey(log.txHash);
  const count = head >= log.blockNumber ? Number(head - log.blockNumber + 1n) : 0;
  const inserted = (await deps.dataSource.query(
    `INSERT IGNORE INTO chain_deposit
       (network, tx_hash, log_index, block_number, block_hash, from_address, to_address, user_id,
        amount_raw, amount, status, confirmations, required_confirmations)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?)`,
    [
      runtime.network,
      txHash,
      log.logIndex,
      log.blockNumber.toString(),
      log.blockHash,
      log.from,
      owner.address,
      owner.userId,
      log.value.toString(),
      amount.toString(),
      count,
      runtime.confirmations,
    ],
  )) as { affectedRows: number };
  if (inserted.affectedRows === 1) return;
  // Known already: a reorg moved the log into another block (or dropped it and it came back).
  // A CREDITED row never changes.
  await deps.dataSource.query(
    `UPDATE chain_deposit SET status = 'PENDING', block_number = ?, block_hash = ?, confirmations = ?
      WHERE network = ? AND tx_hash = ? AND log_index = ?
        AND (status = 'REORGED' OR (status = 'PENDING' AND block_hash <> ?))`,
    [log.blockNumber.toString(), log.blockHash, count, runtime.network, txHash, log.logIndex, log.blockHash],
  );
}

/** PENDING → CREDITED and the ledger posting, in one transaction (at most once per log). */
async function creditDeposit(
  deps: PollDepositsDeps,
  runtime: UsdtNetworkRuntime,
  row: PendingRow,
  confirmations: number,
): Promise<boolean> {
  return withTransaction(deps.dataSource, async (em) => {
    const result = (await em.query(
      `UPDATE chain_deposit SET status = 'CREDITED', confirmations = ?, credited_at = CURRENT_TIMESTAMP(3)
        WHERE id = ? AND status = 'PENDING' AND block_hash = ?`,
      [confirmations, row.id, row.block_hash],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) return false;
    const amount = BigInt(row.amount);
    const posted = await postLedgerTransaction(em, {
      kind: "deposit",
      currency: "USDT",
      idempotencyKey: `deposit:${runtime.network}:${row.tx_hash}:${row.log_index}`,
      reference: { type: "chain_deposit", id: String(row.id) },
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.CHAIN_CLEARING }, bucket: "available", amount: -amount },
        { account: { userId: String(row.user_id) }, bucket: "available", amount },
      ],
      memo: `${runtime.network} deposit ${row.tx_hash}`,
    });
    await em.query(`UPDATE chain_deposit SET ledger_transaction_id = ? WHERE id = ?`, [
      posted.transactionId,
      row.id,
    ]);
    return true;
  });
}
