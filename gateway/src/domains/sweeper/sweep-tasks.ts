import type { AppDeps } from "../../app-deps.js";
import { anonymiseOverdueAccounts, purgeIdleSessions } from "../accounts/index.js";
import { publishOverdueContent } from "../content/index.js";
import { payDueJpointRefunds } from "../jpoint-service/index.js";
import { keepKycEncryptedAtRest, purgeKycAfterRetention } from "../kyc/index.js";
import { expireOverdueListings, settleOverdueAuctions } from "../market/index.js";
import { purgeDispatchedOutbox, relayOutbox } from "../outbox/index.js";
import { sealPartnerSecrets } from "../partners/index.js";
import { expireOverdueOrders, reconcileProcessingOrders } from "../primary/index.js";
import { drawEndedCampaigns } from "../stamps/index.js";
import { resendApprovedWithdrawals } from "../wallet/index.js";

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
  { name: "seal-partner-secrets", run: sealPartnerSecrets },
  { name: "publish-overdue-content", run: publishOverdueContent },
  { name: "draw-ended-campaigns", run: (deps) => drawEndedCampaigns(deps) },
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
