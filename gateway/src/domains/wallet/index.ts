// The public surface of the wallet domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { resendApprovedWithdrawals } from "./sweeps/services/resend-approved-withdrawals.service.js";
export { sumUnitsInCardWithdrawals } from "./repo/card-units-withdrawn.repo.js";
export { pollDeposits, type PollDepositsResult } from "./deposits/services/poll-deposits.service.js";
export { sendUsdtWithdrawal } from "./usdt-withdrawals/services/send-usdt-withdrawal.service.js";
export { sendCardWithdrawal } from "./card-withdrawals/services/send-card-withdrawal.service.js";
export {
  findPendingMarkerMismatches,
  findPostedOrCreditedDeposits,
  findSentWithoutHash,
  sumAllUnitsInCardWithdrawals,
  sumOpenWithdrawalsByUser,
} from "./repo/ledger-check.repo.js";
export { cardWithdrawalAuditState, usdtWithdrawalAuditState } from "./repo/audit-state.repo.js";
export {
  sweepDeposits,
  type SweepDepositsResult,
  type WithSweepSigner,
} from "./custody/services/sweep-deposits.service.js";
export { readOnChainReserves, type OnChainReserves } from "./custody/services/reserves.service.js";
export { runReservesReport, latestReservesReport } from "./custody/services/reserves-report.service.js";
export { depositsByDay, withdrawalsByDay } from "./repo/daily-totals.repo.js";
export { usdtWithdrawalPage } from "./usdt-withdrawals/services/usdt-withdrawal-query.service.js";
export { cardWithdrawalPage } from "./card-withdrawals/services/card-withdrawal-query.service.js";
export { chainStatus, type ChainNetworkStatus } from "./status/services/chain-status.service.js";
