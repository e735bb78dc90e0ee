import type { UsdtNetwork } from "@vitrine/schema";
import type { Db } from "../../shared/repo/db.js";

/* reserves_report and reserves_report_line (migrations/1795586000000-custody.ts). */

export interface ReservesLineRow {
  network: UsdtNetwork;
  hotWallet: bigint | null;
  depositAddresses: bigint | null;
  coldStorage: bigint | null;
  gasWalletRaw: bigint | null;
  gasDecimals: number;
  avgGasPerSweepRaw: bigint | null;
  error: string | null;
}

export interface ReservesReportRow {
  id: string;
  reportDate: string;
  liabilities: bigint;
  onChain: bigint;
  shortfall: bigint;
  complete: boolean;
  createdAt: Date;
  lines: ReservesLineRow[];
}

const str = (v: bigint | null) => (v === null ? null : v.toString());
const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(String(v)));

/** Writes the day's report (a rerun the same day replaces it) and its lines; answers its id. */
export async function upsertReservesReport(
  db: Db,
  report: Omit<ReservesReportRow, "id" | "createdAt">,
): Promise<string> {
  const result = (await db.query(
    `INSERT INTO reserves_report (report_date, liabilities, on_chain, shortfall, complete) VALUES (?, ?, ?, ?, ?)
       ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id), liabilities = VALUES(liabilities),
         on_chain = VALUES(on_chain), shortfall = VALUES(shortfall), complete = VALUES(complete),
         created_at = CURRENT_TIMESTAMP(3)`,
    [
      report.reportDate,
      report.liabilities.toString(),
      report.onChain.toString(),
      report.shortfall.toString(),
      report.complete ? 1 : 0,
    ],
  )) as { insertId: number | string };
  const id = String(result.insertId);
  await db.query(`DELETE FROM reserves_report_line WHERE report_id = ?`, [id]);
  for (const line of report.lines) {
    await db.query(
      `INSERT INTO reserves_report_line (report_id, network, hot_wallet, deposit_addresses, cold_storage,
         gas_wallet_raw, gas_decimals, avg_gas_per_sweep_raw, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        line.network,
        str(line.hotWallet),
        str(line.depositAddresses),
        str(line.coldStorage),
        str(line.gasWalletRaw),
        line.gasDecimals,
        str(line.avgGasPerSweepRaw),
        line.error?.slice(0, 500) ?? null,
      ],
    );
  }
  return id;
}

/** The newest report with its lines, or null before the first. */
export async function findLatestReservesReport(db: Db): Promise<ReservesReportRow | null> {
  const [r] = (await db.query(
    `SELECT id, DATE_FORMAT(report_date, '%Y-%m-%d') AS report_date, liabilities, on_chain, shortfall, complete, created_at
       FROM reserves_report ORDER BY report_date DESC LIMIT 1`,
  )) as Record<string, unknown>[];
  if (!r) return null;
  const lines = (await db.query(
    `SELECT * FROM reserves_report_line WHERE report_id = ? ORDER BY FIELD(network, 'ERC20', 'BEP20', 'TRC20')`,
    [r.id],
  )) as Record<string, unknown>[];
  return {
    id: String(r.id),
    reportDate: String(r.report_date),
    liabilities: BigInt(String(r.liabilities)),
    onChain: BigInt(String(r.on_chain)),
    shortfall: BigInt(String(r.shortfall)),
    complete: Number(r.complete) === 1,
    createdAt: r.created_at as Date,
    lines: lines.map((l) => ({
      network: l.network as UsdtNetwork,
      hotWallet: big(l.hot_wallet),
      depositAddresses: big(l.deposit_addresses),
      coldStorage: big(l.cold_storage),
      gasWalletRaw: big(l.gas_wallet_raw),
      gasDecimals: Number(l.gas_decimals),
      avgGasPerSweepRaw: big(l.avg_gas_per_sweep_raw),
      error: (l.error as string | null) ?? null,
    })),
  };
}
