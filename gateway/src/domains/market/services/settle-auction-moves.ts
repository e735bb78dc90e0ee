import type { EntityManager } from "typeorm";
import { releaseListedUnits, transferUnits } from "../../holdings/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { findClosedAuction, markAuctionBidsDecided } from "../repo/bids.repo.js";
import { insertTrade } from "../repo/trades.repo.js";
import { marketFee } from "./market-fee.js";
import { releaseDisplacedBids } from "./place-bid-release.js";
import { notifyAuctionSettled } from "./market-notices.js";
import { recordPartnerTrade } from "../../partners/index.js";

export type AuctionOutcome = "sold" | "closed";

/**
 * Moves everything of an auction that was just closed by a conditional update in this same
 * transaction (settlement at its end time, or a bid reaching the buy-now price). Callers run it only
 * when their update changed the row, so it happens once per auction; the ledger idempotency key and
 * the unique trade order id make a second run a database error rather than a second payout.
 * With a leader: units to the winner, the winner's frozen USDT to the seller minus the fee, a trade
 * row, the winning bid 'won' and the others 'lost'. Without: the seller's listed units come back.
 */
export async function completeClosedAuction(
  em: EntityManager,
  listingId: string,
  feeBps: number,
): Promise<AuctionOutcome> {
  const listing = await findClosedAuction(em, listingId);
  if (!listing) throw new Error(`auction ${listingId} vanished while closing`);
  const units = Number(listing.units);

  if (!listing.highestBidId || listing.highestBid === null) {
    await releaseListedUnits(em, listing.cardId, listing.sellerId, units);
    return "closed";
  }
  if (!listing.bidderId)
    throw new Error(`leading bid ${listing.highestBidId} of auction ${listingId} missing`);
  const winnerId = String(listing.bidderId);
  const total = BigInt(listing.highestBid);
  const fee = marketFee(total, feeBps);

  // Units and bids first, money last: the fees account is one row every trade on the platform
  // updates, so the fewer statements run after the ledger posting locks it, the more settlements
  // (and purchases) per second the platform sustains.
  await transferUnits(em, listing.cardId, String(listing.sellerId), winnerId, units, { fromListing: true });
  // A bid releases the leader it displaced after its own commit (place-bid-release.ts); any release
  // still pending then is done here, before the bids are decided, so no loser keeps USDT frozen.
  await releaseDisplacedBids(em, listingId, total);
  await markAuctionBidsDecided(em, listingId, String(listing.highestBidId));
  const posted = await postLedgerTransaction(em, {
    kind: "auction-settle",
    currency: "USDT",
    legs: [
      { account: { userId: winnerId }, bucket: "frozen", amount: -total },
      { account: { userId: String(listing.sellerId) }, bucket: "available", amount: total - fee },
      { account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available", amount: fee },
    ],
    idempotencyKey: `auction-settle:${listingId}`,
    reference: { type: "market_listing", id: listingId },
  });
  await insertTrade(em, {
    orderId: `auction-${listingId}`,
    listingId,
    cardId: String(listing.cardId),
    sellerId: String(listing.sellerId),
    buyerId: winnerId,
    units,
    // The bid is for the whole lot; per unit it is rounded down to a micro-unit (display only).
    unitPrice: (total / BigInt(units)).toString(),
    total: total.toString(),
    fee: fee.toString(),
    kind: "auction",
    ledgerTransactionId: posted.transactionId,
  });
  await notifyAuctionSettled(em, { listingId, winnerId, sellerId: String(listing.sellerId), total });
  await recordPartnerTrade(em, {
    orderId: `auction-${listingId}`,
    cardId: String(listing.cardId),
    units,
    total: total.toString(),
    buyerId: winnerId,
    sellerId: String(listing.sellerId),
  });
  return "sold";
}
