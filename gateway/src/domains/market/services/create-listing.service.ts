import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { reserveListedUnits } from "../../holdings/index.js";
import { recordMissionEvent } from "../../missions/index.js";
import { loadListingRow } from "../repo/listing-select.repo.js";
import { insertListing } from "../repo/listings.repo.js";
import {
  assertCardSellable,
  assertListingUnits,
  auctionClosing,
  auctionPrices,
  directDeadline,
  launchDate,
  parseListingPrice,
} from "./listing-rules.js";
import { toListing } from "./listing-view.js";
import type { CreateListingInput, ListingView } from "./views.js";
import { scheduleAuctionSettlement } from "./schedule-settlement.js";

/**
 * Puts a card on the marketplace at a fixed unit price (DIRECT) or by auction. Everything is
 * validated before the transaction; inside it the units are reserved on the seller's holding
 * (1022 holds none, 621 already listed, 1024 holds fewer), the listing is written and, for an
 * auction, its settlement is scheduled through the outbox — all or nothing.
 */
export async function createListing(
  deps: Pick<AppDeps, "dataSource">,
  sellerId: string,
  input: CreateListingInput,
): Promise<ListingView> {
  assertListingUnits(input.units);
  const now = new Date();
  const startsAt = launchDate(input.startsAt, now);
  const direct = input.type === "DIRECT";
  let prices: { unit: bigint | null; start: bigint | null; buyNow: bigint | null };
  let endsAt: Date | null;
  if (direct) {
    if (input.startPrice || input.buyNowPrice) {
      throw new DomainError("DATA_ERROR", { field: input.startPrice ? "startPrice" : "buyNowPrice" });
    }
    prices = { unit: parseListingPrice(input.unitPrice, "unitPrice"), start: null, buyNow: null };
    endsAt = directDeadline(input.endsAt, startsAt, now);
  } else {
    if (input.unitPrice) throw new DomainError("DATA_ERROR", { field: "unitPrice" });
    const { start, buyNow } = auctionPrices(input.startPrice, input.buyNowPrice);
    prices = { unit: null, start, buyNow };
    endsAt = auctionClosing(input.endsAt, startsAt, now);
  }

  return withTransaction(deps.dataSource, async (em) => {
    await assertCardSellable(em, input.cardId);
    await reserveListedUnits(em, input.cardId, sellerId, input.units);
    const listingId = await insertListing(em, {
      sellerId,
      cardId: input.cardId,
      type: direct ? "direct" : "auction",
      units: input.units,
      unitPrice: prices.unit?.toString() ?? null,
      startPrice: prices.start?.toString() ?? null,
      buyNowPrice: prices.buyNow?.toString() ?? null,
      startsAt,
      endsAt,
    });
    if (!direct) await scheduleAuctionSettlement(em, listingId, endsAt!);
    await recordMissionEvent(em, { userId: sellerId, event: "first-listing", key: `listing.${listingId}` });
    return toListing((await loadListingRow(em, listingId))!, sellerId);
  });
}
