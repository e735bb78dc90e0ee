import type { AppDeps } from "../../../../app-deps.js";
import { cancelOwnWithdrawal, findOwnWithdrawal } from "../../shared/services/withdrawal-cancel.js";
import { USDT_WITHDRAWAL } from "./review-usdt-withdrawal.service.js";
import type { UsdtWithdrawalView } from "./usdt-withdrawal-view.js";

/** The member's own USDT withdrawal by id: 404 for someone else's or an unknown one, 400 for a malformed id. */
export function myUsdtWithdrawal(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  id: string,
): Promise<UsdtWithdrawalView> {
  return findOwnWithdrawal(deps, USDT_WITHDRAWAL, userId, id);
}

/**
 * The member cancels their own USDT withdrawal while it is under review: REVIEW → CANCELLED, the
 * amount + fee unfrozen through the ledger (the rejection's entries) and the open slot freed, so they
 * may ask again. A cancelled one answers unchanged; any other state 2033.
 */
export function cancelUsdtWithdrawal(
  deps: Pick<AppDeps, "dataSource" | "logger">,
  userId: string,
  id: string,
): Promise<UsdtWithdrawalView> {
  return cancelOwnWithdrawal(deps, USDT_WITHDRAWAL, userId, id);
}
