import { AUCTION_MAX_DAYS } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { loadListingRow } from "../repo/listing-select.repo.js";
import { findAuctionEditFacts, updateAuctionTerms } from "../repo/listings.repo.js";
import {
  assertAuctionLongEnough,
  lockOwnedListing,
  notOpenError,
  parseListingPrice,
} from "./listing-rules.js";
import { toListing } from "./listing-view.js";
import type { ListingView, UpdateAuctionInput } from "./views.js";
import { scheduleAuctionSettlement } from "./schedule-settlement.js";

const DAY_MS = 86_400_000;

/**
 * The seller edits an auction's reserve, buy-now price or closing time — only before anyone has bid
 * (2003), since bidders committed USDT against the terms they saw. Absent fields stay as they are.
 * The row is locked first, so a bid racing the edit either lands before (and the edit answers 2003)
 * or waits and is judged against the new terms. A new closing time gets a new settlement job; the old
 * job finds ends_at still ahead and does nothing.
 */
export async function updateAuction(
  deps: AppDeps,
  sellerId: string,
  input: UpdateAuctionInput,
): Promise<ListingView> {
  const newStart = input.startPrice == null ? null : parseListingPrice(input.startPrice, "startPrice");
  const newBuyNow = input.buyNowPrice == null ? null : parseListingPrice(input.buyNowPrice, "buyNowPrice");

  return withTransaction(deps.dataSource, async (em) => {
    const owned = await lockOwnedListing(em, input.listingId, sellerId);
    if (owned.type !== "auction") throw new DomainError("DATA_ERROR", { field: "listingId" });
    const row = await findAuctionEditFacts(em, String(owned.id));
    if (owned.status !== "open") throw notOpenError(owned.status);
    if (Number(row!.ended)) throw notOpenError("closed");
    if (Number(owned.bid_count) > 0) throw new DomainError("BID_LOCKED_AFTER_FIRST_BID");

    const start = newStart ?? BigInt(owned.start_price!);
    const buyNow = newBuyNow ?? (row!.buyNowPrice === null ? null : BigInt(row!.buyNowPrice));
    if (buyNow !== null && buyNow <= start) {
      throw new DomainError("DATA_ERROR", { field: "buyNowPrice", reason: "validation.buyNowAboveStart" });
    }
    const endsAt = input.endsAt ?? null;
    if (endsAt) assertNewClosing(endsAt, new Date(owned.starts_at), new Date(row!.createdAt));

    const updated = await updateAuctionTerms(
      em,
      String(owned.id),
      start.toString(),
      buyNow?.toString() ?? null,
      endsAt,
    );
    if (!updated) throw new DomainError("BID_LOCKED_AFTER_FIRST_BID");
    if (endsAt && endsAt.getTime() !== new Date(owned.ends_at!).getTime()) {
      await scheduleAuctionSettlement(em, String(owned.id), endsAt);
    }
    return toListing((await loadListingRow(em, String(owned.id)))!, sellerId);
  });
}

/**
 * A new closing time: in the future, at least AUCTION_MIN_DURATION_MINUTES after the launch (after
 * now once launched), at most 60 days after the listing was created.
 */
function assertNewClosing(endsAt: Date, startsAt: Date, createdAt: Date): void {
  assertAuctionLongEnough(endsAt, startsAt, new Date());
  if (endsAt.getTime() > createdAt.getTime() + AUCTION_MAX_DAYS * DAY_MS) {
    throw new DomainError("DATA_ERROR", { field: "endsAt", reason: "validation.closingTooFar" });
  }
}
