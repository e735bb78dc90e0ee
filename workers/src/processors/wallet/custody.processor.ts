import { UnrecoverableError } from "bullmq";
import { parseJobPayload, USDT_NETWORKS } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { usdtNetwork } from "@vitrine/gateway/adapters/chain/chain-registry.js";
import type { HotWalletSigner } from "@vitrine/gateway/adapters/chain/hot-wallet-signer.js";
import { runReservesReport, sweepDeposits } from "@vitrine/gateway/domains/wallet/index.js";

/** The daily reserves report: 00:30 in GMT+8 (after the day's last sweeps). */
export const RESERVES_REPORT_PATTERN = "30 0 * * *";

/** wallet/sweepDeposits: one sweep of a network; needs the sweep signer (deposit mnemonic and gas key). */
export async function runSweepJob(deps: AppDeps, signer: HotWalletSigner | null, data: unknown) {
  const { network } = parseJobPayload("wallet", "sweepDeposits", data);
  if (!signer?.sweep) {
    throw new UnrecoverableError(
      "no deposit mnemonic in this process (WALLET_HD_MNEMONIC): sweeping is offline",
    );
  }
  return sweepDeposits({ ...deps, sweepSigner: signer.sweep }, network);
}

/** wallet/reservesReport: stores today's report (a rerun replaces it). */
export async function runReservesReportJob(deps: AppDeps, data: unknown) {
  parseJobPayload("wallet", "reservesReport", data);
  const report = await runReservesReport(deps);
  return { reportDate: report.reportDate, shortfall: report.shortfall, complete: report.complete };
}

/** One repeatable sweep per configured network, and the daily reserves report. */
export async function scheduleCustodyJobs(deps: AppDeps): Promise<void> {
  const queue = deps.queues.get("wallet");
  let any = false;
  for (const network of USDT_NETWORKS) {
    const id = `sweep-deposits-${network}`;
    if (usdtNetwork(deps.config, network)) {
      any = true;
      await queue.upsertJobScheduler(
        id,
        { every: deps.config.DEPOSIT_SWEEP_EVERY_MS },
        { name: "sweepDeposits", data: { network } },
      );
    } else {
      await queue.removeJobScheduler(id);
    }
  }
  if (any) {
    await queue.upsertJobScheduler(
      "reserves-report-daily",
      { pattern: RESERVES_REPORT_PATTERN, tz: "Asia/Taipei" },
      { name: "reservesReport", data: {} },
    );
  } else {
    await queue.removeJobScheduler("reserves-report-daily");
  }
}
