import { Money, type UsdtNetwork } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { findOpenAndFailedSweeps, type SweepStatus } from "../repo/custody-sweep.repo.js";

export interface SweepIssueView {
  id: string;
  network: UsdtNetwork;
  address: string;
  status: SweepStatus;
  /** USDT decimal string. */
  amount: string;
  destinationKind: "HOT_WALLET" | "COLD_STORAGE";
  gasTxHash: string | null;
  sweepTxHash: string | null;
  /** Why it failed, or why the last run could not move it on. */
  reason: string | null;
  updatedAt: Date;
}

/**
 * The sweeps staff should look at (chain page): the open ones — waiting for gas or for the USDT transfer;
 * a `reason` on one says why the last run could not move it on — and the failed ones with their reason.
 */
export async function sweepIssues(deps: Pick<AppDeps, "dataSource">): Promise<SweepIssueView[]> {
  const rows = await findOpenAndFailedSweeps(deps.dataSource);
  return rows.map((r) => ({
    id: r.id,
    network: r.network,
    address: r.address,
    status: r.status,
    amount: Money.ofMinor("USDT", r.amount).toDecimal(),
    destinationKind: r.destinationKind,
    gasTxHash: r.gasTxHash,
    sweepTxHash: r.sweepTxHash,
    reason: r.reason,
    updatedAt: r.updatedAt,
  }));
}
