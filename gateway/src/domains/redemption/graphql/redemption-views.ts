import type { Page } from "../../../shared/paging.js";
import type { RedeemEventView } from "../services/event-view.js";
import type { RedemptionView } from "../services/redemption-view.js";
import {
  RedeemEventType,
  RedemptionType,
  type GiftClaimStatus,
  type RedeemEventState,
  type RedeemRewardKind,
} from "./redemption.types.js";

/** Plain service views → GraphQL objects (the card views already have the Card type's shape). */
export const toEvent = (v: RedeemEventView): RedeemEventType =>
  Object.assign(new RedeemEventType(), {
    ...v,
    state: v.state as RedeemEventState,
    rewardKind: v.rewardKind as RedeemRewardKind,
  });

export const toRedemption = (v: RedemptionView): RedemptionType =>
  Object.assign(new RedemptionType(), {
    ...v,
    event: toEvent(v.event),
    claimStatus: v.claimStatus as GiftClaimStatus | null,
  });

export function toPageType<V, T, P extends object>(
  page: Page<V>,
  map: (v: V) => T,
  PageClass: new () => P,
): P {
  return Object.assign(new PageClass(), { ...page, items: page.items.map(map) });
}
