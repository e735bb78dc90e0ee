import type { AppDeps } from "../../../../app-deps.js";
import { withTransaction } from "../../../../infra/transaction.js";
import type { UsdtNetworkRuntime } from "../../../../adapters/chain/chain-registry.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../../ledger/index.js";
import {
  markDepositCredited,
  markDepositReorged,
  pendingDeposits,
  setBlockConfirmations,
  setDepositLedgerTransaction,
  type PendingDepositRow,
} from "../repo/chain-deposit.repo.js";
import { hashKey } from "./record-transfers.js";
import { notifyAfterCommit } from "../../../notices/index.js";
import { recordPartnerEvent } from "../../../partners/index.js";

/*
 * Steps 2–3 of a deposit poll: every PENDING deposit's block is read again (a different hash or no
 * block means a reorganisation dropped it), its confirmations are updated, and the final ones are
 * credited.
 */

/** Verifies every PENDING deposit of the network against the chain at `head`; what was credited and reorged. */
export async function confirmPendingDeposits(
  deps: Pick<AppDeps, "dataSource" | "logger">,
  runtime: UsdtNetworkRuntime,
  head: bigint,
): Promise<{ credited: number; reorged: number }> {
  const { network, adapter } = runtime;
  const db = deps.dataSource;
  const pending = await pendingDeposits(db, network);
  const canonical = await blockHashes(adapter, [...new Set(pending.map((row) => row.block_number))], head);
  // Confirmations are written once per block and poll (every deposit of a block has the same count).
  const counted = new Set<string>();
  let credited = 0;
  let reorged = 0;
  for (const row of pending) {
    const blockNumber = BigInt(row.block_number);
    const hash = canonical.get(row.block_number);
    if (!hash || hashKey(hash) !== hashKey(row.block_hash)) {
      if (await markDepositReorged(db, row.id, row.block_hash)) {
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
    } else if (!counted.has(`${row.block_number}/${row.block_hash}`)) {
      counted.add(`${row.block_number}/${row.block_hash}`);
      await setBlockConfirmations(db, network, row.block_number, row.block_hash, Number(count));
    }
  }
  return { credited, reorged };
}

/** Reads at a time when re-reading block hashes: a chain busy enough to keep many blocks pending. */
const HASH_READS_AT_ONCE = 16;

/**
 * The canonical hash of each block (null past the head or when the node has no such block), read
 * HASH_READS_AT_ONCE at a time: one poll re-reads every block with a pending deposit, a dozen or more
 * on a chain with a block a second, and one after another those reads alone outlast the block time.
 */
async function blockHashes(
  adapter: UsdtNetworkRuntime["adapter"],
  blocks: string[],
  head: bigint,
): Promise<Map<string, string | null>> {
  const canonical = new Map<string, string | null>();
  for (let first = 0; first < blocks.length; first += HASH_READS_AT_ONCE) {
    const slice = blocks.slice(first, first + HASH_READS_AT_ONCE);
    const hashes = await Promise.all(
      slice.map((block) => (BigInt(block) <= head ? adapter.blockHashAt(BigInt(block)) : null)),
    );
    slice.forEach((block, i) => canonical.set(block, hashes[i] ?? null));
  }
  return canonical;
}

/** PENDING → CREDITED and the ledger posting, in one transaction (at most once per log). */
async function creditDeposit(
  deps: Pick<AppDeps, "dataSource">,
  runtime: UsdtNetworkRuntime,
  row: PendingDepositRow,
  confirmations: number,
): Promise<boolean> {
  return withTransaction(deps.dataSource, async (em) => {
    if (!(await markDepositCredited(em, row.id, row.block_hash, confirmations))) return false;
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
    await setDepositLedgerTransaction(em, row.id, posted.transactionId);
    await notifyAfterCommit(em, {
      userId: String(row.user_id),
      kind: "DEPOSIT_CREDITED",
      key: String(row.id),
      params: { depositId: String(row.id), amount: amount.toString(), network: runtime.network },
    });
    await recordPartnerEvent(em, String(row.user_id), "deposit.credited", {
      depositId: String(row.id),
      network: runtime.network,
      amountMicroUsdt: amount.toString(),
    });
    return true;
  });
}
