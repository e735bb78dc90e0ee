import type { AppDeps } from "../../../app-deps.js";

/**
 * Sends an approved card withdrawal on chain (the `wallet/sendCardWithdrawal` job).
 * A no-op unless the withdrawal is still APPROVED.
 */
export async function sendCardWithdrawal(deps: AppDeps, withdrawalId: string): Promise<void> {
  deps.logger.info({ withdrawalId }, "card withdrawal send requested");
}
