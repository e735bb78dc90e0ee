import { UnrecoverableError, type Job } from "bullmq";
import { parseJobPayload, USDT_NETWORKS, type JobName } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { usdtNetwork } from "@vitrine/gateway/adapters/chain/chain-registry.js";
import type { HotWalletSigner } from "@vitrine/gateway/adapters/chain/hot-wallet-signer.js";
import {
  pollDeposits,
  sendCardWithdrawal,
  sendUsdtWithdrawal,
} from "@vitrine/gateway/domains/wallet/index.js";
import { runReservesReportJob, runSweepJob } from "./custody.processor.js";

/**
 * wallet queue: pollDeposits (repeatable, one per configured network), sendUsdtWithdrawal and
 * sendCardWithdrawal (each a no-op unless the withdrawal is still APPROVED). The sends sign with
 * the workers' hot wallet signer (workers/src/signer-config.ts).
 */
export const walletProcessor = (deps: AppDeps, signer: HotWalletSigner | null) => async (job: Job) => {
  const name = job.name as JobName<"wallet">;
  switch (name) {
    case "pollDeposits": {
      const { network } = parseJobPayload("wallet", "pollDeposits", job.data);
      const result = await pollDeposits(deps, network);
      return {
        ...result,
        head: result.head?.toString(),
        fromBlock: result.fromBlock?.toString(),
        toBlock: result.toBlock?.toString(),
      };
    }
    case "sendUsdtWithdrawal": {
      const { withdrawalId } = parseJobPayload("wallet", "sendUsdtWithdrawal", job.data);
      return sendUsdtWithdrawal({ ...deps, signer: requireSigner(signer) }, withdrawalId);
    }
    case "sendCardWithdrawal": {
      const { withdrawalId } = parseJobPayload("wallet", "sendCardWithdrawal", job.data);
      return sendCardWithdrawal({ ...deps, signer: requireSigner(signer) }, withdrawalId);
    }
    case "sweepDeposits":
      return runSweepJob(deps, signer, job.data);
    case "reservesReport":
      return runReservesReportJob(deps, job.data);
    default:
      // Retrying cannot help a job nobody handles.
      throw new UnrecoverableError(`unknown wallet job ${String(job.name)}`);
  }
};

/**
 * The signer, or a job failure that leaves the withdrawal APPROVED (nothing claimed): a production
 * worker without a hot wallet key (no chain configured) cannot send, and the sweeper re-enqueues
 * approved withdrawals once it can.
 */
function requireSigner(signer: HotWalletSigner | null): HotWalletSigner {
  if (!signer) throw new UnrecoverableError("no hot wallet key in this process (HOT_WALLET_PRIVATE_KEY)");
  return signer;
}

/** One repeatable deposit poll per configured USDT network; schedules of networks turned off are removed. */
export async function scheduleDepositPolls(deps: AppDeps): Promise<void> {
  const queue = deps.queues.get("wallet");
  for (const network of USDT_NETWORKS) {
    const id = `poll-deposits-${network}`;
    if (usdtNetwork(deps.config, network)) {
      await queue.upsertJobScheduler(
        id,
        { every: deps.config.DEPOSIT_POLL_MS },
        { name: "pollDeposits", data: { network } },
      );
    } else {
      await queue.removeJobScheduler(id);
    }
  }
}
