import type { UsdtNetwork } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";

export const DEPOSIT_HISTORY_PAGE_SIZE = 20;

export type DepositStatus = "PENDING" | "CREDITED" | "REORGED";

export interface DepositView {
  id: string;
  network: UsdtNetwork;
  txHash: string;
  /** Micro-USDT credited (or to be credited). */
  amount: bigint;
  status: DepositStatus;
  confirmations: number;
  requiredConfirmations: number;
  createdAt: Date;
  creditedAt: Date | null;
}

/** The member's USDT deposits seen on chain, newest first (usdt_Record). */
export async function myUsdtDeposits(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  page: number,
): Promise<{ items: DepositView[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    deps.dataSource.query(
      `SELECT id, network, tx_hash, amount, status, confirmations, required_confirmations, created_at, credited_at
         FROM chain_deposit WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
      [userId, DEPOSIT_HISTORY_PAGE_SIZE, (page - 1) * DEPOSIT_HISTORY_PAGE_SIZE],
    ) as Promise<
      {
        id: string;
        network: UsdtNetwork;
        tx_hash: string;
        amount: string;
        status: DepositStatus;
        confirmations: number;
        required_confirmations: number;
        created_at: Date;
        credited_at: Date | null;
      }[]
    >,
    deps.dataSource.query(`SELECT COUNT(*) AS n FROM chain_deposit WHERE user_id = ?`, [userId]) as Promise<
      { n: string | number }[]
    >,
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((row) => ({
      id: String(row.id),
      network: row.network,
      txHash: row.tx_hash,
      amount: BigInt(row.amount),
      status: row.status,
      confirmations: Number(row.confirmations),
      requiredConfirmations: Number(row.required_confirmations),
      createdAt: row.created_at,
      creditedAt: row.credited_at,
    })),
  };
}
