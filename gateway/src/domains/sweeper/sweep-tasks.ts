import { anonymiseOverdueAccounts } from "../accounts/services/account-deletion.service.js";
import { purgeIdleSessions } from "../accounts/services/session.service.js";
import type { AppDeps } from "../../app-deps.js";
import { payDueJpointRefunds } from "../jpoint-service/index.js";
import { keepKycEncryptedAtRest } from "../kyc/services/kyc-at-rest.service.js";
import { purgeKycAfterRetention } from "../kyc/services/purge-kyc-after-retention.service.js";
import { expireOverdueListings } from "../market/services/expire-listings.service.js";
import { settleOverdueAuctions } from "../market/services/settle-auction.service.js";
import { expireOverdueOrders } from "../primary/services/expire-order.service.js";
import { reconcileProcessingOrders } from "../primary/services/reconcile-orders.service.js";
import { relayOutbox } from "../outbox/services/relay-outbox.service.js";
import { purgeDispatchedOutbox } from "../outbox/services/purge-dispatched-outbox.service.js";
import { resendApprovedWithdrawals } from "../wallet/sweeps/resend-approved-withdrawals.service.js";

/**
 * Catch-up work the periodic sweeper runs. The database is the truth and queues are triggers: each
 * task finds what a lost job or a crashed relay missed and does it now. Later domains append theirs
 * (close overdue auctions, expire 1-hour orders). Each returns how many items it handled.
 */
export interface SweepTask {
  name: string;
  run(deps: AppDeps): Promise<number>;
}

export const SWEEP_TASKS: SweepTask[] = [
  { name: "relay-outbox", run: (deps) => relayOutbox(deps.dataSource, deps.queues) },
  { name: "purge-dispatched-outbox", run: (deps) => purgeDispatchedOutbox(deps.dataSource) },
  { name: "purge-idle-sessions", run: purgeIdleSessions },
  { name: "anonymise-overdue-accounts", run: anonymiseOverdueAccounts },
  { name: "settle-overdue-auctions", run: settleOverdueAuctions },
  { name: "expire-overdue-listings", run: (deps) => expireOverdueListings(deps) },
  { name: "expire-overdue-orders", run: (deps) => expireOverdueOrders(deps) },
  { name: "reconcile-processing-orders", run: (deps) => reconcileProcessingOrders(deps) },
  { name: "pay-due-jpoint-refunds", run: (deps) => payDueJpointRefunds(deps) },
  { name: "resend-approved-withdrawals", run: resendApprovedWithdrawals },
  { name: "kyc-encryption-at-rest", run: keepKycEncryptedAtRest },
  { name: "purge-kyc-after-retention", run: purgeKycAfterRetention },
];

export async function runSweep(
  deps: AppDeps,
  tasks: SweepTask[] = SWEEP_TASKS,
): Promise<Record<string, number>> {
  const handled: Record<string, number> = {};
  for (const task of tasks) {
    handled[task.name] = await task.run(deps);
  }
  return handled;
}
