import { Money, type UsdtNetwork } from "@vitrine/schema";
import { formatUnits } from "viem";
import type { AppDeps } from "../../../../app-deps.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { sumMemberBalances } from "../../../ledger/index.js";
import { averageGasPerSweep } from "../repo/custody-sweep.repo.js";
import {
  findLatestReservesReport,
  upsertReservesReport,
  type ReservesLineRow,
} from "../repo/reserves-report.repo.js";
import { readOnChainReserves } from "./reserves.service.js";

export interface ReservesLineView {
  network: UsdtNetwork;
  /** USDT decimal strings; null when the node did not answer. */
  hotWallet: string | null;
  depositAddresses: string | null;
  coldStorage: string | null;
  /** The gas wallet's coin (ETH/BNB/TRX), decimal string. */
  gasWallet: string | null;
  /** Average coin sent per funded sweep, decimal string; null before the first. */
  averageGasPerSweep: string | null;
  /** Sweeps the gas wallet can still fund at that average (floor); null when unknown. */
  gasRunwaySweeps: number | null;
  error: string | null;
}

export interface ReservesReportView {
  reportDate: string;
  createdAt: Date;
  /** Members' USDT, available + frozen. */
  liabilities: string;
  onChain: string;
  /** What is missing on chain (0 when covered). */
  shortfall: string;
  complete: boolean;
  lines: ReservesLineView[];
}

const usdt = (micro: bigint | null) => (micro === null ? null : Money.ofMinor("USDT", micro).toDecimal());

/** The GMT+8 calendar day of `now` (YYYY-MM-DD). */
function gmt8Day(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function lineView(line: ReservesLineRow): ReservesLineView {
  const runway =
    line.gasWalletRaw !== null && line.avgGasPerSweepRaw !== null && line.avgGasPerSweepRaw > 0n
      ? Number(line.gasWalletRaw / line.avgGasPerSweepRaw)
      : null;
  return {
    network: line.network,
    hotWallet: usdt(line.hotWallet),
    depositAddresses: usdt(line.depositAddresses),
    coldStorage: usdt(line.coldStorage),
    gasWallet: line.gasWalletRaw === null ? null : formatUnits(line.gasWalletRaw, line.gasDecimals),
    averageGasPerSweep:
      line.avgGasPerSweepRaw === null ? null : formatUnits(line.avgGasPerSweepRaw, line.gasDecimals),
    gasRunwaySweeps: runway,
    error: line.error,
  };
}

/**
 * The daily reserves report (the wallet/reservesReport job): members' USDT liabilities against what
 * the chains hold now, per network (hot wallet, deposit addresses, cold address, gas wallet), stored
 * once per GMT+8 day (a rerun the same day replaces it).
 */
export async function runReservesReport(deps: AppDeps, now = new Date()): Promise<ReservesReportView> {
  const liabilities = await sumMemberBalances(deps.dataSource, "USDT");
  const reserves = await readOnChainReserves(deps);
  const lines: ReservesLineRow[] = [];
  for (const r of reserves.networks) {
    lines.push({
      network: r.network,
      hotWallet: r.hotWallet,
      depositAddresses: r.depositAddresses,
      coldStorage: r.coldStorage,
      gasWalletRaw: r.gasWalletRaw,
      gasDecimals: r.gasDecimals,
      avgGasPerSweepRaw: await averageGasPerSweep(deps.dataSource, r.network),
      error: r.error,
    });
  }
  await withTransaction(deps.dataSource, (em) =>
    upsertReservesReport(em, {
      reportDate: gmt8Day(now),
      liabilities,
      onChain: reserves.total,
      shortfall: liabilities > reserves.total ? liabilities - reserves.total : 0n,
      complete: reserves.complete,
      lines,
    }),
  );
  return (await latestReservesReport(deps))!;
}

/** The newest stored report, or null before the first run. */
export async function latestReservesReport(
  deps: Pick<AppDeps, "dataSource">,
): Promise<ReservesReportView | null> {
  const row = await findLatestReservesReport(deps.dataSource);
  if (!row) return null;
  return {
    reportDate: row.reportDate,
    createdAt: row.createdAt,
    liabilities: usdt(row.liabilities)!,
    onChain: usdt(row.onChain)!,
    shortfall: usdt(row.shortfall)!,
    complete: row.complete,
    lines: row.lines.map(lineView),
  };
}
