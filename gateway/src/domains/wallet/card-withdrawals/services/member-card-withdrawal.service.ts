import type { AppDeps } from "../../../../app-deps.js";
import { cancelOwnWithdrawal, findOwnWithdrawal } from "../../shared/services/withdrawal-cancel.js";
import { CARD_WITHDRAWAL } from "./review-card-withdrawal.service.js";
import type { CardWithdrawalView } from "./card-withdrawal-view.js";

/** The member's own card withdrawal by id: 404 for someone else's or an unknown one, 400 for a malformed id. */
export function myCardWithdrawal(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  id: string,
): Promise<CardWithdrawalView> {
  return findOwnWithdrawal(deps, CARD_WITHDRAWAL, userId, id);
}

/**
 * The member cancels their own card withdrawal while it is under review: REVIEW → CANCELLED, the
 * units back in their holding and the fee unfrozen (the rejection's give-back). A cancelled one
 * answers unchanged; any other state 2033.
 */
export function cancelCardWithdrawal(
  deps: Pick<AppDeps, "dataSource" | "logger">,
  userId: string,
  id: string,
): Promise<CardWithdrawalView> {
  return cancelOwnWithdrawal(deps, CARD_WITHDRAWAL, userId, id);
}
