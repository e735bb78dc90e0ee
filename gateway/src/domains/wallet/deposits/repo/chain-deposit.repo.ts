import type { UsdtNetwork } from "@vitrine/schema";
import type { Db } from "../../shared/repo/db.js";

/*
 * chain_deposit: one row per (network, tx hash, log index). Every state change is conditional on
 * the state and the block hash the caller saw, so a reorganisation or a second poll racing this one
 * changes nothing twice.
 */

export type DepositStatus = "PENDING" | "CREDITED" | "REORGED";

/** What the watcher needs of a PENDING deposit. */
export interface PendingDepositRow {
  id: string;
  tx_hash: string;
  log_index: number;
  block_number: string;
  block_hash: string;
  user_id: string;
  amount: string;
  required_confirmations: number;
}

/** A deposit as its member's history lists it. */
export interface DepositHistoryRow {
  id: string;
  network: UsdtNetwork;
  tx_hash: string;
  amount: string;
  status: DepositStatus;
  confirmations: number;
  required_confirmations: number;
  created_at: Date;
  credited_at: Date | null;
}

type Changed = { affectedRows: number };

/** The lowest block of the network's REORGED deposits at or above `fromBlock`, or null. */
export async function lowestReorgedBlock(
  db: Db,
  network: UsdtNetwork,
  fromBlock: bigint,
): Promise<bigint | null> {
  const [row] = (await db.query(
    `SELECT MIN(block_number) AS low FROM chain_deposit WHERE network = ? AND status = 'REORGED' AND block_number >= ?`,
    [network, fromBlock.toString()],
  )) as { low: string | null }[];
  return row?.low != null ? BigInt(row.low) : null;
}

export interface SeenTransfer {
  network: UsdtNetwork;
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  from: string;
  to: string;
  userId: string;
  amountRaw: bigint;
  amount: bigint;
  confirmations: number;
  requiredConfirmations: number;
}

/** Records a transfer as PENDING; false when the (network, tx hash, log index) is known already. */
export async function insertPendingDeposit(db: Db, t: SeenTransfer): Promise<boolean> {
  const inserted = (await db.query(
    `INSERT IGNORE INTO chain_deposit
       (network, tx_hash, log_index, block_number, block_hash, from_address, to_address, user_id,
        amount_raw, amount, status, confirmations, required_confirmations)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?)`,
    [
      t.network,
      t.txHash,
      t.logIndex,
      t.blockNumber.toString(),
      t.blockHash,
      t.from,
      t.to,
      t.userId,
      t.amountRaw.toString(),
      t.amount.toString(),
      t.confirmations,
      t.requiredConfirmations,
    ],
  )) as Changed;
  return inserted.affectedRows === 1;
}

/**
 * A known log seen in another block (a reorg moved it, or dropped it and it came back): PENDING again
 * in that block. A CREDITED row never changes.
 */
export async function rependMovedDeposit(db: Db, t: SeenTransfer): Promise<void> {
  await db.query(
    `UPDATE chain_deposit SET status = 'PENDING', block_number = ?, block_hash = ?, confirmations = ?
      WHERE network = ? AND tx_hash = ? AND log_index = ?
        AND (status = 'REORGED' OR (status = 'PENDING' AND block_hash <> ?))`,
    [t.blockNumber.toString(), t.blockHash, t.confirmations, t.network, t.txHash, t.logIndex, t.blockHash],
  );
}

/**
 * What is already stored of these transactions' deposits: status and block hash per tx hash and log
 * index (uq_chain_deposit), so a poll re-reading the unfinal blocks skips the transfers it knows.
 */
export async function knownDeposits(
  db: Db,
  network: UsdtNetwork,
  txHashes: string[],
): Promise<{ tx_hash: string; log_index: number; block_hash: string; status: string }[]> {
  if (txHashes.length === 0) return [];
  return (await db.query(
    `SELECT tx_hash, log_index, block_hash, status FROM chain_deposit WHERE network = ? AND tx_hash IN (?)`,
    [network, txHashes],
  )) as { tx_hash: string; log_index: number; block_hash: string; status: string }[];
}

/** The network's PENDING deposits, oldest first. */
export async function pendingDeposits(db: Db, network: UsdtNetwork): Promise<PendingDepositRow[]> {
  return (await db.query(
    `SELECT id, tx_hash, log_index, block_number, block_hash, user_id, amount, required_confirmations
       FROM chain_deposit WHERE network = ? AND status = 'PENDING' ORDER BY id`,
    [network],
  )) as PendingDepositRow[];
}

/** PENDING (in the block with `blockHash`) → REORGED. */
export async function markDepositReorged(db: Db, id: string, blockHash: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE chain_deposit SET status = 'REORGED', confirmations = 0
          WHERE id = ? AND status = 'PENDING' AND block_hash = ?`,
    [id, blockHash],
  )) as Changed;
  return result.affectedRows === 1;
}

/**
 * The confirmations of every PENDING deposit of one block (with `blockHash`) at once: one statement per
 * block and poll rather than one per deposit (ix_chain_deposit_status: only pending rows are read).
 */
export async function setBlockConfirmations(
  db: Db,
  network: string,
  blockNumber: string,
  blockHash: string,
  confirmations: number,
): Promise<void> {
  await db.query(
    `UPDATE chain_deposit SET confirmations = ?
      WHERE network = ? AND status = 'PENDING' AND block_number = ? AND block_hash = ? AND confirmations <> ?`,
    [confirmations, network, blockNumber, blockHash, confirmations],
  );
}

/** PENDING (in the block with `blockHash`) → CREDITED; false when it was not (credited at most once). */
export async function markDepositCredited(
  em: Db,
  id: string,
  blockHash: string,
  confirmations: number,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE chain_deposit SET status = 'CREDITED', confirmations = ?, credited_at = CURRENT_TIMESTAMP(3)
        WHERE id = ? AND status = 'PENDING' AND block_hash = ?`,
    [confirmations, id, blockHash],
  )) as Changed;
  return result.affectedRows === 1;
}

/** Links a credited deposit to its ledger transaction. */
export async function setDepositLedgerTransaction(em: Db, id: string, transactionId: string): Promise<void> {
  await em.query(`UPDATE chain_deposit SET ledger_transaction_id = ? WHERE id = ?`, [transactionId, id]);
}

/** How many of the network's deposits wait for confirmations. */
export async function countPendingDeposits(db: Db, network: UsdtNetwork): Promise<number> {
  const [row] = (await db.query(
    `SELECT COUNT(*) AS n FROM chain_deposit WHERE network = ? AND status = 'PENDING'`,
    [network],
  )) as { n: string | number }[];
  return Number(row?.n ?? 0);
}

/** One window of a member's deposits, newest first, and how many there are. */
export async function depositHistoryOf(
  db: Db,
  userId: string,
  window: { limit: number; offset: number },
): Promise<{ rows: DepositHistoryRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query(
      `SELECT id, network, tx_hash, amount, status, confirmations, required_confirmations, created_at, credited_at
         FROM chain_deposit WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
      [userId, window.limit, window.offset],
    ) as Promise<DepositHistoryRow[]>,
    db.query(`SELECT COUNT(*) AS n FROM chain_deposit WHERE user_id = ?`, [userId]) as Promise<
      { n: string | number }[]
    >,
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
