import type { UsdtNetwork } from "@vitrine/schema";
import type { Db } from "../../shared/repo/db.js";

/* custody_sweep and custody_account (migrations/1795586000000-custody.ts). */

export type SweepStatus = "PENDING" | "GAS_FUNDED" | "SWEPT" | "FAILED";
export type CustodyPlace = "DEPOSIT_ADDRESSES" | "HOT_WALLET" | "COLD_STORAGE";

export interface SweepRow {
  id: string;
  network: UsdtNetwork;
  address: string;
  userId: string;
  derivationIndex: number;
  destination: string;
  destinationKind: "HOT_WALLET" | "COLD_STORAGE";
  status: SweepStatus;
  amountRaw: bigint;
  amount: bigint;
  gasLimit: bigint | null;
  gasPriceRaw: bigint | null;
  gasAmountRaw: bigint | null;
  gasTxHash: string | null;
  sweepTxHash: string | null;
  reason: string | null;
}

const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(String(v)));

function toRow(r: Record<string, unknown>): SweepRow {
  return {
    id: String(r.id),
    network: r.network as UsdtNetwork,
    address: String(r.address),
    userId: String(r.user_id),
    derivationIndex: Number(r.derivation_index),
    destination: String(r.destination),
    destinationKind: r.destination_kind as SweepRow["destinationKind"],
    status: r.status as SweepStatus,
    amountRaw: BigInt(String(r.amount_raw)),
    amount: BigInt(String(r.amount)),
    gasLimit: big(r.gas_limit),
    gasPriceRaw: big(r.gas_price_raw),
    gasAmountRaw: big(r.gas_amount_raw),
    gasTxHash: (r.gas_tx_hash as string | null) ?? null,
    sweepTxHash: (r.sweep_tx_hash as string | null) ?? null,
    reason: (r.reason as string | null) ?? null,
  };
}

/**
 * The sweep's candidates: deposit addresses of the network with a deposit credited after their last
 * successful sweep was opened (its balance was read then; a deposit credited later may not be in it), or
 * never swept. An address swept empty is not read again until a new deposit is credited to it.
 */
export async function findSweepCandidates(
  db: Db,
  network: UsdtNetwork,
): Promise<{ userId: string; address: string; derivationIndex: number }[]> {
  const rows = (await db.query(
    `SELECT a.user_id, a.address, a.derivation_index FROM deposit_address a
      WHERE a.network = ? AND EXISTS (SELECT 1 FROM chain_deposit d
        WHERE d.network = a.network AND d.user_id = a.user_id AND d.status = 'CREDITED'
          AND d.credited_at >= COALESCE((SELECT MAX(s.created_at) FROM custody_sweep s
            WHERE s.network = a.network AND s.address = a.address AND s.status = 'SWEPT'), '1970-01-01'))
      ORDER BY a.id`,
    [network],
  )) as { user_id: string | number; address: string; derivation_index: number }[];
  return rows.map((r) => ({
    userId: String(r.user_id),
    address: r.address,
    derivationIndex: Number(r.derivation_index),
  }));
}

/** Every deposit address of the network (the reserves read them all). */
export async function findDepositAddresses(db: Db, network: UsdtNetwork): Promise<string[]> {
  const rows = (await db.query(`SELECT address FROM deposit_address WHERE network = ? ORDER BY id`, [
    network,
  ])) as { address: string }[];
  return rows.map((r) => r.address);
}

/** Opens a sweep of an address unless one is open already (the unique open_address keeps one). */
export async function insertSweepIgnore(
  db: Db,
  row: Pick<
    SweepRow,
    | "network"
    | "address"
    | "userId"
    | "derivationIndex"
    | "destination"
    | "destinationKind"
    | "amountRaw"
    | "amount"
  >,
): Promise<boolean> {
  const result = (await db.query(
    `INSERT IGNORE INTO custody_sweep
       (network, address, open_address, user_id, derivation_index, destination, destination_kind, amount_raw, amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.network,
      row.address,
      row.address,
      row.userId,
      row.derivationIndex,
      row.destination,
      row.destinationKind,
      row.amountRaw.toString(),
      row.amount.toString(),
    ],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** The open sweeps (PENDING, GAS_FUNDED) of a network, oldest first. */
export async function findOpenSweeps(db: Db, network: UsdtNetwork): Promise<SweepRow[]> {
  const rows = (await db.query(
    `SELECT * FROM custody_sweep WHERE network = ? AND status IN ('PENDING', 'GAS_FUNDED') ORDER BY id`,
    [network],
  )) as Record<string, unknown>[];
  return rows.map(toRow);
}

export async function findSweep(db: Db, id: string): Promise<SweepRow | null> {
  const [row] = (await db.query(`SELECT * FROM custody_sweep WHERE id = ?`, [id])) as Record<
    string,
    unknown
  >[];
  return row ? toRow(row) : null;
}

/** Records the quoted gas and the amount that will move, while still PENDING without a gas transfer. */
export async function setSweepQuote(
  db: Db,
  id: string,
  quote: { amountRaw: bigint; amount: bigint; gasLimit: bigint; gasPriceRaw: bigint; gasAmountRaw: bigint },
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE custody_sweep SET amount_raw = ?, amount = ?, gas_limit = ?, gas_price_raw = ?, gas_amount_raw = ?
      WHERE id = ? AND status = 'PENDING' AND gas_tx_hash IS NULL`,
    [
      quote.amountRaw.toString(),
      quote.amount.toString(),
      quote.gasLimit.toString(),
      quote.gasPriceRaw.toString(),
      quote.gasAmountRaw.toString(),
      id,
    ],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Stores the gas transfer's hash right after its broadcast (only once per sweep). */
export async function setGasTxHash(db: Db, id: string, hash: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE custody_sweep SET gas_tx_hash = ? WHERE id = ? AND status = 'PENDING' AND gas_tx_hash IS NULL`,
    [hash, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export async function markGasFunded(db: Db, id: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE custody_sweep SET status = 'GAS_FUNDED', gas_funded_at = CURRENT_TIMESTAMP(3)
      WHERE id = ? AND status = 'PENDING'`,
    [id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Stores the USDT transfer's hash right after its broadcast (only once per sweep). */
export async function setSweepTxHash(db: Db, id: string, hash: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE custody_sweep SET sweep_tx_hash = ? WHERE id = ? AND status = 'GAS_FUNDED' AND sweep_tx_hash IS NULL`,
    [hash, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export async function markSwept(db: Db, id: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE custody_sweep SET status = 'SWEPT', open_address = NULL, swept_at = CURRENT_TIMESTAMP(3)
      WHERE id = ? AND status = 'GAS_FUNDED' AND sweep_tx_hash IS NOT NULL`,
    [id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Closes an open sweep as FAILED with the reason staff will read. */
export async function markFailed(db: Db, id: string, reason: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE custody_sweep SET status = 'FAILED', open_address = NULL, reason = ?
      WHERE id = ? AND status IN ('PENDING', 'GAS_FUNDED')`,
    [reason.slice(0, 500), id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Moves the custody ledger: one place −amount, another +amount (a sweep's balanced pair). */
export async function moveCustody(
  db: Db,
  network: UsdtNetwork,
  from: CustodyPlace,
  to: CustodyPlace,
  amount: bigint,
): Promise<void> {
  await db.query(
    `INSERT INTO custody_account (network, place, balance) VALUES (?, ?, ?), (?, ?, ?)
       ON DUPLICATE KEY UPDATE balance = balance + VALUES(balance)`,
    [network, from, (-amount).toString(), network, to, amount.toString()],
  );
}

export async function findCustodyAccounts(
  db: Db,
): Promise<{ network: UsdtNetwork; place: CustodyPlace; balance: bigint }[]> {
  const rows = (await db.query(
    `SELECT network, place, balance FROM custody_account ORDER BY network, place`,
  )) as { network: UsdtNetwork; place: CustodyPlace; balance: string | number }[];
  return rows.map((r) => ({ network: r.network, place: r.place, balance: BigInt(r.balance) }));
}

/** Average coin sent per gas-funded sweep of a network (its last 100), or null before the first. */
export async function averageGasPerSweep(db: Db, network: UsdtNetwork): Promise<bigint | null> {
  const [row] = (await db.query(
    `SELECT AVG(gas_amount_raw) AS avg_gas FROM (SELECT gas_amount_raw FROM custody_sweep
      WHERE network = ? AND status = 'SWEPT' AND gas_amount_raw > 0 ORDER BY id DESC LIMIT 100) s`,
    [network],
  )) as { avg_gas: string | number | null }[];
  if (row?.avg_gas === null || row?.avg_gas === undefined) return null;
  return BigInt(String(row.avg_gas).split(".")[0]!);
}

/** Sweeps by status of a network (staff chain page). */
export async function countSweepsByStatus(
  db: Db,
  network: UsdtNetwork,
): Promise<Record<SweepStatus, number>> {
  const rows = (await db.query(
    `SELECT status, COUNT(*) AS n FROM custody_sweep WHERE network = ? GROUP BY status`,
    [network],
  )) as { status: SweepStatus; n: string | number }[];
  const counts: Record<SweepStatus, number> = { PENDING: 0, GAS_FUNDED: 0, SWEPT: 0, FAILED: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** Notes why an open sweep did not move on (it stays open and the next run tries again). */
export async function setSweepReason(db: Db, id: string, reason: string): Promise<void> {
  await db.query(`UPDATE custody_sweep SET reason = ? WHERE id = ? AND status IN ('PENDING', 'GAS_FUNDED')`, [
    reason.slice(0, 500),
    id,
  ]);
}

/** Sweeps staff should look at: open ones (not swept yet) and failed ones, newest first (at most 50). */
export async function findOpenAndFailedSweeps(db: Db): Promise<(SweepRow & { updatedAt: Date })[]> {
  const rows = (await db.query(
    `SELECT * FROM custody_sweep WHERE status IN ('PENDING', 'GAS_FUNDED', 'FAILED') ORDER BY id DESC LIMIT 50`,
  )) as Record<string, unknown>[];
  return rows.map((r) => ({ ...toRow(r), updatedAt: r.updated_at as Date }));
}
