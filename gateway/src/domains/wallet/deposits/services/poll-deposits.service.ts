import type { UsdtNetwork } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import type { TokenTransferLog } from "../../../../adapters/chain/chain-adapter.js";
import { usdtNetwork, type UsdtNetworkRuntime } from "../../../../adapters/chain/chain-registry.js";
import { advanceChainCursor, findChainCursor } from "../repo/chain-cursor.repo.js";
import { lowestReorgedBlock } from "../repo/chain-deposit.repo.js";
import { confirmPendingDeposits } from "./confirm-deposits.js";
import { withPollLock } from "./deposit-poll-lock.js";
import { recordDepositTransfers } from "./record-transfers.js";

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
 * 4. the cursor moves to the block after the last one read — as soon as step 1 has recorded them, before
 *    steps 2–3 (which work from the recorded rows), so a slow crediting does not hold the cursor back.
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
  const cursor = await findChainCursor(db, network);
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
  const reorgedLow = await lowestReorgedBlock(db, network, head > horizon ? head - horizon : 0n);
  if (reorgedLow !== null && reorgedLow < fromBlock) fromBlock = reorgedLow;

  // 1. Transfers in the window, a bounded number of ranges per poll.
  const logs: TokenTransferLog[] = [];
  let toBlock = fromBlock - 1n;
  for (let batch = 0; batch < maxBatches && toBlock < head; batch++) {
    const start = toBlock + 1n;
    const end = start + batchBlocks - 1n < head ? start + batchBlocks - 1n : head;
    logs.push(...(await adapter.tokenTransfers(runtime.token, start, end)));
    toBlock = end;
  }

  const seen = await recordDepositTransfers(deps, runtime, logs, head);

  // 4. The next poll starts after the last block read (and again re-reads the unfinal ones); a window
  // that started further back to look for reorged deposits never moves the cursor backwards. The cursor
  // says what has been read and recorded, so it moves now rather than after the crediting below: steps
  // 2–3 work from the recorded PENDING rows, whatever the cursor says, and a poll that fails in them
  // leaves those rows for the next one.
  await advanceChainCursor(db, network, toBlock + 1n, head);

  // 2–3. Verify every PENDING deposit's block, update its confirmations, credit the final ones.
  const { credited, reorged } = await confirmPendingDeposits(deps, runtime, head);
  if (credited > 0 || reorged > 0) {
    deps.logger.info({ network, head: head.toString(), credited, reorged }, "deposits polled");
  }
  return { network, ran: true, head, fromBlock, toBlock, seen, credited, reorged };
}
