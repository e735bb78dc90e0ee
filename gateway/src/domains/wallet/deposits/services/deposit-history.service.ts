import type { UsdtNetwork } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { pageWindow, toPage, type Page } from "../../../../shared/paging.js";
import { depositHistoryOf, type DepositStatus } from "../repo/chain-deposit.repo.js";

export type { DepositStatus } from "../repo/chain-deposit.repo.js";

export const DEPOSIT_HISTORY_PAGE_SIZE = 20;

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
  page: number | null | undefined,
): Promise<Page<DepositView>> {
  const window = pageWindow(page, DEPOSIT_HISTORY_PAGE_SIZE);
  const { rows, total } = await depositHistoryOf(deps.dataSource, userId, window);
  return toPage(
    rows.map((row) => ({
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
    total,
    window,
  );
}
