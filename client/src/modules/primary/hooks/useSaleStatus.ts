import type { PrimaryProductFieldsFragment } from "../../../gql/graphql";
import { useTimeLeft } from "../../../shared/hooks/useTimeLeft";

/**
 * Where a product's sale stands now (spec §9): UPCOMING until the early-bird hour, EARLY_BIRD in the
 * hour before release (Jpoint buyers holding at least EARLY_BIRD_JPOINT_FLOOR), ON_SALE after release
 * until saleEndsAt; SOLD_OUT and UNAVAILABLE (not purchasable) win over the clock.
 */
export type SaleStatus = "UPCOMING" | "EARLY_BIRD" | "ON_SALE" | "ENDED" | "SOLD_OUT" | "UNAVAILABLE";

type Timing = Pick<
  PrimaryProductFieldsFragment,
  "releaseAt" | "earlyBirdAt" | "saleEndsAt" | "remaining" | "purchasable"
>;

/** The status, ticking each second, with the time left until release (for the countdown). */
export function useSaleStatus(product: Timing): { status: SaleStatus; toRelease: number } {
  const toRelease = useTimeLeft(product.releaseAt) ?? 0;
  const toEarlyBird = useTimeLeft(product.earlyBirdAt) ?? 0;
  const toEnd = useTimeLeft(product.saleEndsAt);
  // The hooks tick; the status is read from what they say is left, so it turns over on time.
  let status: SaleStatus;
  if (!product.purchasable) status = "UNAVAILABLE";
  else if (toEnd === 0) status = "ENDED";
  else if (product.remaining <= 0) status = "SOLD_OUT";
  else if (toEarlyBird > 0) status = "UPCOMING";
  else if (toRelease > 0) status = "EARLY_BIRD";
  else status = "ON_SALE";
  return { status, toRelease };
}
