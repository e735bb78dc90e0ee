import type { EntityManager } from "typeorm";
import { recordMissionEvent } from "../../missions/index.js";
import { notifyAfterCommit } from "../../notices/index.js";
import { findAuctionBidderIds, findBidListingLeader } from "../repo/notice-reads.repo.js";

/**
 * The marketplace's notices (issue 15), recorded in the transaction of the event itself, keyed by
 * the event's own id so each is told once.
 */

/**
 * A leading bid was displaced (released in this transaction): its bidder is outbid — unless the
 * higher bid is their own raise. Keyed by the displaced bid.
 */
export async function notifyOutbid(em: EntityManager, bid: { id: string; bidderId: string }): Promise<void> {
  const leader = await findBidListingLeader(em, bid.id);
  if (!leader || leader.leaderId === String(bid.bidderId)) return;
  await notifyAfterCommit(em, {
    userId: bid.bidderId,
    kind: "OUTBID",
    key: bid.id,
    params: { listingId: leader.listingId, amount: leader.amount },
  });
}

/** An auction settled with a winner: the winner won, the seller sold, every other bidder lost. */
export async function notifyAuctionSettled(
  em: EntityManager,
  auction: { listingId: string; winnerId: string; sellerId: string; total: bigint },
): Promise<void> {
  const params = { listingId: auction.listingId, amount: auction.total.toString() };
  const won = { userId: auction.winnerId, key: `auction.${auction.listingId}` };
  await recordMissionEvent(em, { ...won, event: "auction-won" });
  await recordMissionEvent(em, { ...won, event: "holding-changed" });
  await notifyAfterCommit(em, {
    userId: auction.winnerId,
    kind: "AUCTION_WON",
    key: auction.listingId,
    params,
  });
  await notifyAfterCommit(em, {
    userId: auction.sellerId,
    kind: "ITEM_SOLD",
    key: `auction-${auction.listingId}`,
    params,
  });
  for (const bidderId of await findAuctionBidderIds(em, auction.listingId)) {
    if (bidderId === auction.winnerId) continue;
    await notifyAfterCommit(em, {
      userId: bidderId,
      kind: "AUCTION_LOST",
      key: auction.listingId,
      params: { listingId: auction.listingId },
    });
  }
}
